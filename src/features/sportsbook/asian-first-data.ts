import type { ApiClient } from '@/lib/api-client/client';
import type {
  ChampsResponse,
  GamesResponse,
  SportsShortResponse,
} from '@/lib/api-contract/generated/api-types.ts';

import {
  ASIAN_PAGE_MAX,
  type AsianGamesInput,
  getAsianGames,
  getAsianLeagues,
  getAsianSports,
} from './api/asia-endpoints';
import { LIVE_ALL, PAGE_STEP } from './feed-limits';
import type { SportsbookPlace } from './paths';

/** What the Asian list shows first: the Asian sports, the sport's leagues and the games. */
export interface AsianFirstData {
  readonly sports?: SportsShortResponse['data'];
  readonly leagues?: ChampsResponse['data'];
  readonly games?: GamesResponse['data'];
}

/** The AsiaGetGames input of a place's list showing `pages` pages (live: all, up to the cap). */
export const asianGamesInput = (
  place: SportsbookPlace,
  language: string,
  pages = 1,
): AsianGamesInput => ({
  lng: language,
  ...(place.sportId === undefined ? {} : { sport: place.sportId }),
  ...(place.champId === undefined ? {} : { league: place.champId }),
  count: Math.min(place.mode === 'live' ? LIVE_ALL : PAGE_STEP * pages, ASIAN_PAGE_MAX),
});

/**
 * The answers the Asian list of a place starts from, asked as its views will ask them: a sport
 * without Asian lines gets only the sports (its page is the European list), a league the sport has
 * no games in only the leagues.
 */
export async function asianFirstData(
  client: ApiClient,
  place: SportsbookPlace,
  language: string,
): Promise<AsianFirstData> {
  const games = () => client.call(getAsianGames[place.mode], asianGamesInput(place, language));
  if (place.sportId === undefined) return { games: await games() };
  const sport = place.sportId;
  const sports = await client.call(getAsianSports[place.mode], { lng: language });
  if (!sports.some((s) => s.id === sport)) return { sports };
  const leagues = await client.call(getAsianLeagues[place.mode], { lng: language, sport });
  if (place.champId !== undefined && !leagues.some((l) => l.id === place.champId))
    return { sports, leagues };
  return { sports, leagues, games: await games() };
}
