import { useMemo } from 'react';

import { useSettings } from '@/config/use-settings.ts';
import { usePreference } from '@/lib/preferences/use-preference';

import { allowedBettingViews, type BettingViewId, resolveBettingView } from './betting-view';

/** The betting view in use, the views the player may pick from and the setter (null: the default). */
export interface BettingViewState {
  readonly view: BettingViewId;
  readonly allowed: readonly BettingViewId[];
  readonly setView: (view: BettingViewId | null) => void;
}

/**
 * The player's betting view (the `bettingView` preference) while the variant allows it, else the
 * variant's default for the visitor's country; see resolveBettingView.
 */
export function useBettingView(): BettingViewState {
  const settings = useSettings();
  const [chosen, setView] = usePreference('bettingView');
  const view = resolveBettingView({
    preference: chosen,
    country: settings.globalConfig.geo_country_code,
    settings,
  });
  const allowed = useMemo(() => allowedBettingViews(settings), [settings]);
  return { view, allowed, setView };
}
