import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import type {
  ChampsResponse,
  ExpressResponse,
  GamesResponse,
  SliderResponse,
} from '@/lib/api-contract/generated/api-types.ts';
import { DASHBOARD_GAMES_LIMIT } from '@/lib/preferences/preference-keys';

import {
  getDashboardGames,
  getExpressOfDay,
  getSliderGames,
  getTopChamps,
} from './api/dashboard-endpoints';

/** Cards the slider shows at most (the live ones first). */
export const SLIDER_COUNT = 10;

/** The dashboard's top games: the variant's limit (bettingConfig.dashboard_games_limit, spec: 20). */
export const dashboardLimit = (settings: SiteSettings): number =>
  Math.max(1, settings.bettingConfig.dashboard_games_limit || DASHBOARD_GAMES_LIMIT);

/** What each of the dashboard's calls asks (the first data and the views ask the same). */
export const dashboardInputs = (language: string, limit: number) => ({
  topGames: { lng: language, count: limit },
  sliderLive: { lng: language, live: true, count: SLIDER_COUNT },
  sliderLine: { lng: language, count: SLIDER_COUNT },
  express: { lng: language },
  champs: { lng: language },
});

/** The dashboard's sections as the platform's page shows them (each absent when its call failed). */
export interface DashboardFirstData {
  readonly topGames?: GamesResponse['data'];
  readonly sliderLive?: SliderResponse['data'];
  readonly sliderLine?: SliderResponse['data'];
  readonly express?: ExpressResponse['data'];
  readonly champs?: ChampsResponse['data'];
}

/**
 * The dashboard's shared sections, asked by the home page's loader on the app's first page so they
 * are in the platform's HTML. The pinned and recommended games depend on this browser's storage,
 * which the platform never sees: they come after hydration, at the end of the dashboard.
 */
export async function dashboardFirstData({
  client,
  language,
  settings,
}: Pick<FirstDataArgs, 'client' | 'language' | 'settings'>): Promise<DashboardFirstData> {
  const inputs = dashboardInputs(language, dashboardLimit(settings));
  // One call failing leaves its section to ask for itself; the others still come with the page.
  const quietly = <T>(call: Promise<T>) => call.catch(() => undefined);
  const [topGames, sliderLive, sliderLine, express, champs] = await Promise.all([
    quietly(client.call(getDashboardGames, inputs.topGames)),
    quietly(client.call(getSliderGames, inputs.sliderLive)),
    quietly(client.call(getSliderGames, inputs.sliderLine)),
    quietly(client.call(getExpressOfDay, inputs.express)),
    quietly(client.call(getTopChamps, inputs.champs)),
  ]);
  return { topGames, sliderLive, sliderLine, express, champs };
}
