import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import type { GamesResponse } from '@/lib/api-contract/generated/api-types.ts';
import { BettingView, resolveBettingView } from '@/lib/odds/betting-view';

import { type FeedMode, getGame, getGames } from './api/feed-endpoints';
import { type AsianFirstData, asianFirstData } from './asian-first-data';
import { LIVE_ALL, PAGE_STEP } from './feed-limits';
import { placeOf } from './paths';
import type { FeedGame } from './types';

/** What a sportsbook page shows first, in the platform's page. */
export interface SportsbookFirstData {
  readonly games?: GamesResponse['data'];
  readonly game?: FeedGame;
  /** The Asian list's answers, where the variant shows the Asian view by default. */
  readonly asian?: AsianFirstData;
}

/** The first page of the list (or the game) the address names, asked by the section's loader. */
export function sportsbookFirstData(mode: FeedMode) {
  return async ({
    client,
    language,
    url,
    settings,
  }: FirstDataArgs): Promise<SportsbookFirstData | null> => {
    const splat = url.pathname.split('/').slice(3).join('/');
    const place = placeOf(mode, splat);
    if (!place) return null;
    // The platform never sees the player's own choice: its page shows the variant's default view.
    const view = resolveBettingView({
      preference: null,
      country: settings.globalConfig.geo_country_code,
      settings,
    });
    const asianView = view === BettingView.asian;
    if (place.gameId !== undefined)
      return {
        game: await client.call(getGame, {
          lng: language,
          id: place.gameId,
          ...(asianView ? { asian: true } : {}),
        }),
      };
    const asian = asianView ? await asianFirstData(client, place, language) : undefined;
    // Only a sport without Asian lines shows the European list in the Asian view.
    if (asian?.games || asian?.leagues) return { asian };
    const games = await client.call(getGames[mode], {
      lng: language,
      ...(place.sportId === undefined ? {} : { sports: [place.sportId] }),
      ...(place.champId === undefined ? {} : { champs: [place.champId] }),
      // The live page's own count (the same call, so the first poll finds it answered).
      count: mode === 'live' ? LIVE_ALL : PAGE_STEP,
      ...(asianView ? { cfview: 1 } : {}),
    });
    return { games, ...(asian ? { asian } : {}) };
  };
}

export const lineFirstData = sportsbookFirstData('line');
export const liveFirstData = sportsbookFirstData('live');
