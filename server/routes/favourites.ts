import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';
import {
  addFavourites,
  allFavouritesOf,
  clearFavourites,
  type FavouriteKind,
  favouritesOf,
  mergeFavourites,
  removeFavourites,
} from '../favourites/favourites.ts';

const BASE = '/service-api/favorites/v1/Favorite';

/** The spec's three lists: their path segment, stored kind, body field and body contract. */
const LISTS = [
  { path: 'Games', kind: 'game', field: 'gameIds', body: 'favouriteGamesBody' },
  {
    path: 'Championships',
    kind: 'championship',
    field: 'champIds',
    body: 'favouriteChampionshipsBody',
  },
  { path: 'Teams', kind: 'team', field: 'teamIds', body: 'favouriteTeamsBody' },
] as const satisfies readonly { path: string; kind: FavouriteKind; field: string; body: string }[];

type IdsBody = Record<string, number[]>;

/**
 * Favourites (auth, betting side §7): GET Favorite answers the three lists; each list has GET,
 * POST (add), DELETE (remove) and Clear, and games also migrate/Games, which merges the list a
 * guest kept in the browser into the player's on sign-in. Ids come in the body (the spec's call
 * shape for POST and DELETE); every write answers the list as it now is.
 */
export function favouriteRoutes(app: FastifyInstance) {
  app.get(BASE, async (request) => {
    const { playerId } = await app.authenticate(request);
    return { success: true, data: await allFavouritesOf(app.db, playerId) };
  });

  for (const { path, kind, field, body } of LISTS) {
    const url = `${BASE}/${path}`;
    const schema = { body: ref('favourites', body) };
    const changeOf = (playerId: number, ids: IdsBody) => ({
      playerId,
      kind,
      field,
      ids: ids[field] ?? [],
    });

    app.get(url, async (request) => {
      const { playerId } = await app.authenticate(request);
      return { success: true, data: await favouritesOf(app.db, playerId, kind) };
    });

    app.post<{ Body: IdsBody }>(url, { schema }, async (request) => {
      const { playerId } = await app.authenticate(request);
      const change = changeOf(playerId, request.body);
      return { success: true, data: await app.db.transaction((tx) => addFavourites(tx, change)) };
    });

    app.delete<{ Body: IdsBody }>(url, { schema }, async (request) => {
      const { playerId } = await app.authenticate(request);
      const change = changeOf(playerId, request.body);
      return {
        success: true,
        data: await app.db.transaction((tx) => removeFavourites(tx, change)),
      };
    });

    app.delete(`${url}/Clear`, async (request) => {
      const { playerId } = await app.authenticate(request);
      return {
        success: true,
        data: await app.db.transaction((tx) => clearFavourites(tx, playerId, kind)),
      };
    });
  }

  app.post<{ Body: { gameIds: number[] } }>(
    `${BASE}/migrate/Games`,
    { schema: { body: ref('favourites', 'favouriteGamesMigrateBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const change = {
        playerId,
        kind: 'game' as const,
        field: 'gameIds',
        ids: request.body.gameIds,
      };
      return { success: true, data: await app.db.transaction((tx) => mergeFavourites(tx, change)) };
    },
  );
}
