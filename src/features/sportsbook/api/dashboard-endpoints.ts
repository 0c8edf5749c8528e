import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  ChampsResponse,
  ExpressResponse,
  FavoritesFeedResponse,
  GamesResponse,
  SliderResponse,
} from '@/lib/api-contract/generated/api-types.ts';

const LINE = '/service-api/LineFeed';

/** TopGamesStatDashbord: the dashboard's top games of the line (the platform sends at most 20). */
export const getDashboardGames = defineEndpoint<
  { lng: string; count: number },
  GamesResponse,
  GamesResponse['data']
>({
  url: `${LINE}/TopGamesStatDashbord`,
  params: { lng: { type: 'string' }, count: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** GetTopGamesStatZip: the line's top games, of some sports only when they are named. */
export const getTopGames = defineEndpoint<
  { lng: string; sports?: readonly number[]; count: number },
  GamesResponse,
  GamesResponse['data']
>({
  url: `${LINE}/GetTopGamesStatZip`,
  params: { lng: { type: 'string' }, sports: { type: 'numberList' }, count: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** WebGetTopChampsZip: the line's top championships with their game counts. */
export const getTopChamps = defineEndpoint<{ lng: string }, ChampsResponse, ChampsResponse['data']>(
  {
    url: `${LINE}/WebGetTopChampsZip`,
    params: { lng: { type: 'string' } },
    transform: (raw) => raw.data,
  },
);

/** GetExpressDayExtendedZip: the express of the day (its selections and combined price). */
export const getExpressOfDay = defineEndpoint<
  { lng: string },
  ExpressResponse,
  ExpressResponse['data']
>({
  url: `${LINE}/GetExpressDayExtendedZip`,
  params: { lng: { type: 'string' } },
  transform: (raw) => raw.data,
});

/** personalise/v1/sliderGames: top games as cards with their result prices (`live`: under way). */
export const getSliderGames = defineEndpoint<
  { lng: string; live?: boolean; count: number },
  SliderResponse,
  SliderResponse['data']
>({
  url: '/service-api/personalise/v1/sliderGames',
  params: {
    lng: { type: 'string' },
    live: { type: 'bool', default: false },
    count: { type: 'int' },
  },
  transform: (raw) => raw.data,
});

/** GetFavoritesZip: games by id, whatever their status (the pinned games). */
export const getGamesById = defineEndpoint<
  { lng: string; games: readonly number[] },
  FavoritesFeedResponse,
  FavoritesFeedResponse['data']['games']
>({
  url: `${LINE}/GetFavoritesZip`,
  params: { lng: { type: 'string' }, games: { type: 'numberList' } },
  transform: (raw) => raw.data.games,
});
