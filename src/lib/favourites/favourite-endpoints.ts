import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  FavouriteIdList,
  FavouriteListResponse,
  FavouritesResponse,
} from '@/lib/api-contract/generated/api-types.ts';

import type { FavouriteKind } from './favourite-lists';

/** The spec's base of the favourites calls (betting side §7); every one needs the user's token. */
const BASE = '/service-api/favorites/v1/Favorite';

/** The ids a list call sends, whatever the list calls its body field on the wire. */
export interface FavouriteIdsInput {
  readonly ids: readonly number[];
}

const listOf = (raw: FavouriteListResponse): FavouriteIdList => raw.data;

/** The player's three lists, newest first (schemas/api/favourites.json). */
export const getFavourites = defineEndpoint<void, FavouritesResponse, FavouritesResponse['data']>({
  url: BASE,
  auth: true,
  transform: (raw) => raw.data,
});

/** One list's calls: read it, add or remove ids (in the body as `field`), empty it; each answers the list. */
function listEndpoints(path: string, field: string) {
  const url = `${BASE}/${path}`;
  const params = { ids: { type: 'array', as: field } } as const;
  return {
    get: defineEndpoint<void, FavouriteListResponse, FavouriteIdList>({
      url,
      auth: true,
      transform: listOf,
    }),
    add: defineEndpoint<FavouriteIdsInput, FavouriteListResponse, FavouriteIdList>({
      url,
      method: 'POST',
      auth: true,
      params,
      transform: listOf,
    }),
    remove: defineEndpoint<FavouriteIdsInput, FavouriteListResponse, FavouriteIdList>({
      url,
      method: 'DELETE',
      auth: true,
      params,
      transform: listOf,
    }),
    clear: defineEndpoint<void, FavouriteListResponse, FavouriteIdList>({
      url: `${url}/Clear`,
      method: 'DELETE',
      auth: true,
      transform: listOf,
    }),
  };
}

/** Each list's calls, by the name the lists go by in GET Favorite's answer. */
export const favouriteListEndpoints: Readonly<
  Record<FavouriteKind, ReturnType<typeof listEndpoints>>
> = {
  games: listEndpoints('Games', 'gameIds'),
  championships: listEndpoints('Championships', 'champIds'),
  teams: listEndpoints('Teams', 'teamIds'),
};

/**
 * Merges the games a guest kept in the browser into the player's list (theirs first, then the
 * guest's they lacked); answers the merged list. An empty list is sent too (`raw`: not dropped).
 */
export const migrateFavouriteGames = defineEndpoint<
  FavouriteIdsInput,
  FavouriteListResponse,
  FavouriteIdList
>({
  url: `${BASE}/migrate/Games`,
  method: 'POST',
  auth: true,
  params: { ids: { type: 'raw', as: 'gameIds' } },
  transform: listOf,
});
