import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import type { GamesResponse, SportsShortResponse } from '@/lib/api-contract/generated/api-types.ts';
import { BettingView, resolveBettingView } from '@/lib/odds/betting-view';

import { type FeedMode, getGame, getGames, getSports } from './api/feed-endpoints';
import { type AsianFirstData, asianFirstData } from './asian-first-data';
import { LIVE_ALL, PAGE_STEP } from './feed-limits';
import { placeOf } from './paths';
import { promotionsFirstData } from './promotions-first-data';
import type { FeedGame } from './types';

/** What a sportsbook page shows first, in the platform's page. */
export interface SportsbookFirstData {
  readonly games?: GamesResponse['data'];
  readonly game?: FeedGame;
  /** The Asian list's answers, where the variant shows the Asian view by default. */
  readonly asian?: AsianFirstData;
  /** The sports menu's sports and counts (absent when the platform could not answer them). */
  readonly sports?: SportsShortResponse['data'];
}

/** The first page of the list (or the game) the address names, asked by the section's loader. */
export function sportsbookFirstData(mode: FeedMode) {
  return async (args: FirstDataArgs): Promise<SportsbookFirstData | null> => {
    const { client, language, url, settings } = args;
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
    // The menu beside every place, asked alongside: without it the menu would fill in only once
    // the page runs. Its failure leaves the menu to ask by itself.
    const asking = client.call(getSports[mode], { lng: language }).then(
      (sports) => ({ sports }),
      () => ({}),
    );
    if (place.gameId !== undefined) {
      const game = await client.call(getGame, {
        lng: language,
        id: place.gameId,
        ...(asianView ? { asian: true } : {}),
      });
      return { game, ...(await asking) };
    }
    // A list has the row of promoted sections above it: its answers asked ahead as the home page's.
    const promotions = promotionsFirstData(args);
    const asian = asianView ? await asianFirstData(client, place, language) : undefined;
    // Only a sport without Asian lines shows the European list in the Asian view.
    if (asian?.games || asian?.leagues) {
      await promotions;
      return { asian, ...(await asking) };
    }
    const games = await client.call(getGames[mode], {
      lng: language,
      ...(place.sportId === undefined ? {} : { sports: [place.sportId] }),
      ...(place.champId === undefined ? {} : { champs: [place.champId] }),
      // The count the list's own polls ask (the same call, so they revalidate this answer).
      count: mode === 'live' ? LIVE_ALL : PAGE_STEP,
      ...(asianView ? { cfview: 1 } : {}),
    });
    await promotions;
    return { games, ...(asian ? { asian } : {}), ...(await asking) };
  };
}

export const lineFirstData = sportsbookFirstData('line');
export const liveFirstData = sportsbookFirstData('live');
