import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { ParamSpec } from '@/lib/api-client/params';
import type {
  FeedStageTableResponse,
  GlobalChampListResponse,
  GlobalChampsResponse,
  GlobalGamesResponse,
  GlobalSportsResponse,
  StageTableIdsResponse,
} from '@/lib/api-contract/generated/api-types.ts';

import type { FeedMode } from './feed-endpoints';

const SET: Readonly<Record<FeedMode, string>> = {
  line: '/service-api/LineFeed',
  live: '/service-api/LiveFeed',
};

const bySet = <T>(make: (set: string) => T): Readonly<Record<FeedMode, T>> => ({
  line: make(SET.line),
  live: make(SET.live),
});

/** What the global-championship calls are asked: a themed section's championships across sports. */
export interface GlobalInput {
  readonly lng: string;
  readonly globalChampId: number;
  readonly sports?: readonly number[];
  readonly champs?: readonly number[];
  readonly count?: number;
  readonly page?: number;
  /** Kick-off from and until, epoch seconds (a day of the cyber calendar). */
  readonly tsFrom?: number;
  readonly tsTo?: number;
  /** Championships without games in the set too. */
  readonly getEmpty?: boolean;
  /** 1: the Asian lines too. */
  readonly cfview?: number;
}

const GLOBAL_PARAMS = {
  lng: { type: 'string' },
  globalChampId: { type: 'int' },
  sports: { type: 'numberList' },
  champs: { type: 'numberList' },
  count: { type: 'int', default: 50 },
  page: { type: 'int', default: 1 },
  tsFrom: { type: 'int' },
  tsTo: { type: 'int' },
  getEmpty: { type: 'bool', default: false },
  cfview: { type: 'int', default: 0 },
} as const satisfies Record<string, ParamSpec>;

/** GlobalChamps: every global championship (id, themed section key, name) with its games in the set. */
export const getGlobalChampList = bySet((set) =>
  defineEndpoint<{ lng: string }, GlobalChampListResponse, GlobalChampListResponse['data']>({
    url: `${set}/GlobalChamps`,
    params: { lng: { type: 'string' } },
    transform: (raw) => raw.data,
  }),
);

/** SportsByGlobalChamp: the section's sports with their games in the set. */
export const getGlobalSports = bySet((set) =>
  defineEndpoint<GlobalInput, GlobalSportsResponse, GlobalSportsResponse['data']>({
    url: `${set}/SportsByGlobalChamp`,
    params: GLOBAL_PARAMS,
    transform: (raw) => raw.data,
  }),
);

/** ChampsByGlobalChamp: the section's championships with their games in the set. */
export const getGlobalChamps = bySet((set) =>
  defineEndpoint<GlobalInput, GlobalChampsResponse, GlobalChampsResponse['data']>({
    url: `${set}/ChampsByGlobalChamp`,
    params: GLOBAL_PARAMS,
    transform: (raw) => raw.data,
  }),
);

/** GamesByGlobalChamp: a page of the section's games with their main markets. */
export const getGlobalGames = bySet((set) =>
  defineEndpoint<GlobalInput, GlobalGamesResponse, GlobalGamesResponse['data']>({
    url: `${set}/GamesByGlobalChamp`,
    params: GLOBAL_PARAMS,
    transform: (raw) => raw.data,
  }),
);

/** GetStageTableIds: which of the championships named keep a table. */
export const getStageTableIds = defineEndpoint<
  { lng: string; champs: readonly number[] },
  StageTableIdsResponse,
  StageTableIdsResponse['data']
>({
  url: `${SET.line}/GetStageTableIds`,
  params: { lng: { type: 'string' }, champs: { type: 'numberList' } },
  transform: (raw) => raw.data,
});

/** GetStageTableZip2: a championship's table of the season so far. */
export const getStageTable = defineEndpoint<
  { lng: string; champ: number },
  FeedStageTableResponse,
  FeedStageTableResponse['data']
>({
  url: `${SET.line}/GetStageTableZip2`,
  params: { lng: { type: 'string' }, champ: { type: 'int' } },
  transform: (raw) => raw.data,
});
