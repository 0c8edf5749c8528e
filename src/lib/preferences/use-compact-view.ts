import { useSettings } from '@/config/use-settings.ts';

import { usePreference } from './use-preference';

/**
 * Whether lists show the compact ("lite") view: the player's `compactView` preference, where the
 * variant offers the view (booleanConfig.has_lite_view) — one line a game, the result's prices only.
 */
export function useCompactView(): boolean {
  const offered = useSettings().booleanConfig.has_lite_view;
  const [compact] = usePreference('compactView');
  return offered && compact;
}
