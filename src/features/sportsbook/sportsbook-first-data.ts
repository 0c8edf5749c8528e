import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import type { GamesResponse } from '@/lib/api-contract/generated/api-types.ts';

import { type FeedMode, getGame, getGames } from './api/feed-endpoints';
import { LIVE_ALL, PAGE_STEP } from './feed-limits';
import { placeOf } from './paths';
import type { FeedGame } from './types';

/** What a sportsbook page shows first, in the platform's page. */
export interface SportsbookFirstData {
  readonly games?: GamesResponse['data'];
  readonly game?: FeedGame;
}

/** The first page of the list (or the game) the address names, asked by the section's loader. */
export function sportsbookFirstData(mode: FeedMode) {
  return async ({ client, language, url }: FirstDataArgs): Promise<SportsbookFirstData | null> => {
    const splat = url.pathname.split('/').slice(3).join('/');
    const place = placeOf(mode, splat);
    if (!place) return null;
    if (place.gameId !== undefined)
      return { game: await client.call(getGame, { lng: language, id: place.gameId }) };
    const games = await client.call(getGames[mode], {
      lng: language,
      ...(place.sportId === undefined ? {} : { sports: [place.sportId] }),
      ...(place.champId === undefined ? {} : { champs: [place.champId] }),
      // The live page's own count (the same call, so the first poll finds it answered).
      count: mode === 'live' ? LIVE_ALL : PAGE_STEP,
    });
    return { games };
  };
}

export const lineFirstData = sportsbookFirstData('line');
export const liveFirstData = sportsbookFirstData('live');
