import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  ChampsResponse,
  GamesResponse,
  SportsShortResponse,
} from '@/lib/api-contract/generated/api-types.ts';

import type { FeedMode } from './feed-endpoints';

/** The Asian view's calls of each set (betting side §7: LineFeed/Asia/…, LiveFeed/Asia/…). */
const ASIA: Readonly<Record<FeedMode, string>> = {
  line: '/service-api/LineFeed/Asia',
  live: '/service-api/LiveFeed/Asia',
};

/** The most games one AsiaGetGames answer holds (the platform's cap). */
export const ASIAN_PAGE_MAX = 200;

export interface AsianGamesInput {
  readonly lng: string;
  readonly sport?: number;
  /** A championship (a league, as Asian books call them). */
  readonly league?: number;
  readonly count?: number;
}

const bySet = <T>(make: (mode: FeedMode) => T): Readonly<Record<FeedMode, T>> => ({
  line: make('line'),
  live: make('live'),
});

/** AsiaGetSports: the sports priced on Asian lines, with their game counts. */
export const getAsianSports = bySet((mode) =>
  defineEndpoint<{ lng: string }, SportsShortResponse, SportsShortResponse['data']>({
    url: `${ASIA[mode]}/AsiaGetSports`,
    params: { lng: { type: 'string' } },
    transform: (raw) => raw.data,
  }),
);

/** AsiaGetLeagues: a sport's leagues with Asian lines and their game counts. */
export const getAsianLeagues = bySet((mode) =>
  defineEndpoint<{ lng: string; sport: number }, ChampsResponse, ChampsResponse['data']>({
    url: `${ASIA[mode]}/AsiaGetLeagues`,
    params: { lng: { type: 'string' }, sport: { type: 'int' } },
    transform: (raw) => raw.data,
  }),
);

/** AsiaGetGames: games of a league, a sport or every Asian sport, with all their Asian lines. */
export const getAsianGames = bySet((mode) =>
  defineEndpoint<AsianGamesInput, GamesResponse, GamesResponse['data']>({
    url: `${ASIA[mode]}/AsiaGetGames`,
    params: {
      lng: { type: 'string' },
      sport: { type: 'int' },
      league: { type: 'int' },
      count: { type: 'int', default: 50 },
    },
    transform: (raw) => raw.data,
  }),
);
