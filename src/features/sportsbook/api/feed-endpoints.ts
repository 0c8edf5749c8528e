import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { ParamSpec } from '@/lib/api-client/params';
import type {
  ChampResponse,
  ChronoResponse,
  GameResponse,
  GamesResponse,
  SearchResponse,
  SportsShortResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** Which set a call goes to: the line (games to come) or live (games under way). */
export type FeedMode = 'line' | 'live';

const SET: Readonly<Record<FeedMode, string>> = {
  line: '/service-api/LineFeed',
  live: '/service-api/LiveFeed',
};

/** The common feed parameters the site sends (request-building rules: lists sorted, joined). */
const LIST_PARAMS = {
  lng: { type: 'string' },
  sports: { type: 'numberList' },
  champs: { type: 'numberList' },
  count: { type: 'int', default: 50 },
  page: { type: 'int', default: 1 },
  top: { type: 'bool', default: false },
  cyberFlag: { type: 'int', default: 0 },
  cfview: { type: 'int', default: 0 },
} as const satisfies Record<string, ParamSpec>;

export interface ListInput {
  readonly lng: string;
  readonly sports?: readonly number[];
  readonly champs?: readonly number[];
  readonly count?: number;
  readonly page?: number;
  readonly top?: boolean;
  readonly cyberFlag?: number;
  /** 1: the Asian lines too. */
  readonly cfview?: number;
}

const bySet = <T>(make: (mode: FeedMode) => T): Readonly<Record<FeedMode, T>> => ({
  line: make('line'),
  live: make('live'),
});

/** GetSportsShortZip: the sports menu with counts. */
export const getSports = bySet((mode) =>
  defineEndpoint<ListInput, SportsShortResponse, SportsShortResponse['data']>({
    url: `${SET[mode]}/GetSportsShortZip`,
    params: LIST_PARAMS,
    transform: (raw) => raw.data,
  }),
);

/** Get1x2_VZip: a page of games with their main markets. */
export const getGames = bySet((mode) =>
  defineEndpoint<ListInput, GamesResponse, GamesResponse['data']>({
    url: `${SET[mode]}/Get1x2_VZip`,
    params: LIST_PARAMS,
    transform: (raw) => raw.data,
  }),
);

/** GetChampZip: one championship and its games. */
export const getChamp = bySet((mode) =>
  defineEndpoint<{ lng: string; champ: number }, ChampResponse, ChampResponse['data']>({
    url: `${SET[mode]}/GetChampZip`,
    params: { lng: { type: 'string' }, champ: { type: 'int' } },
    transform: (raw) => raw.data,
  }),
);

/** GetGameZip: a game with every market (either set answers any game). */
export const getGame = defineEndpoint<
  { lng: string; id: number; asian?: boolean },
  GameResponse,
  GameResponse['data']
>({
  url: `${SET.live}/GetGameZip`,
  params: { lng: { type: 'string' }, id: { type: 'int' }, asian: { type: 'bool', default: false } },
  transform: (raw) => raw.data,
});

/** GetChronoOfPlay: what happened in a game, newest first. */
export const getChronology = defineEndpoint<
  { lng: string; gameId: number },
  ChronoResponse,
  ChronoResponse['data']
>({
  url: `${SET.live}/GetChronoOfPlay`,
  params: { lng: { type: 'string' }, gameId: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** Web_SearchZip: games whose teams or championship match the text (line or live). */
export const searchGames = bySet((mode) =>
  defineEndpoint<
    { lng: string; text: string; limit?: number },
    SearchResponse,
    SearchResponse['data']['games']
  >({
    url: `${SET[mode]}/Web_SearchZip`,
    params: { lng: { type: 'string' }, text: { type: 'string' }, limit: { type: 'int' } },
    transform: (raw) => raw.data.games,
  }),
);
