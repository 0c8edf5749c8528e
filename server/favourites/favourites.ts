import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';

/**
 * A player's favourites (betting side §7): three lists of feed ids, each newest first, an id once.
 * Writes take a per-player lock, so two calls at once cannot both pass the limit check.
 */

export type FavouriteKind = 'game' | 'championship' | 'team';

/** The most ids one list holds (schemas/api/favourites.json says the same). */
export const FAVOURITES_LIMIT = 500;

/** The three lists as GET /Favorite answers them. */
export interface FavouriteLists {
  readonly games: number[];
  readonly championships: number[];
  readonly teams: number[];
}

/** Any fixed number: the class of the two-key advisory locks this module takes (one per player). */
const FAVOURITES_LOCK = 24;

const ORDER = 'ORDER BY ordinal DESC, item_id';

/** One list, newest first. */
export async function favouritesOf(
  db: Queryable,
  playerId: number,
  kind: FavouriteKind,
): Promise<number[]> {
  const rows = await db.query<{ item_id: number }>(
    `SELECT item_id FROM player_favourites WHERE player_id = $1 AND kind = $2 ${ORDER}`,
    [playerId, kind],
  );
  return rows.map((r) => r.item_id);
}

/** The three lists, newest first. */
export async function allFavouritesOf(db: Queryable, playerId: number): Promise<FavouriteLists> {
  const rows = await db.query<{ kind: FavouriteKind; item_id: number }>(
    `SELECT kind, item_id FROM player_favourites WHERE player_id = $1 ${ORDER}`,
    [playerId],
  );
  const of = (kind: FavouriteKind) => rows.filter((r) => r.kind === kind).map((r) => r.item_id);
  return { games: of('game'), championships: of('championship'), teams: of('team') };
}

/** What a write names: whose list, which one, and the body field its ids came in (for refusals). */
export interface ListChange {
  readonly playerId: number;
  readonly kind: FavouriteKind;
  readonly field: string;
  readonly ids: readonly number[];
}

const lock = (tx: Queryable, playerId: number) =>
  tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [FAVOURITES_LOCK, playerId]);

/**
 * Adds the ids the list lacks, in the order given: `newest` (an add) puts them before every id
 * there, the first given first; otherwise (a guest's list merged in) after every id there. Ids the
 * list has keep their place. Refused whole, naming the field, when the list would pass the limit.
 */
async function insertMissing(tx: Queryable, change: ListChange, newest: boolean) {
  const { playerId, kind, field } = change;
  await lock(tx, playerId);
  const held = new Set(await favouritesOf(tx, playerId, kind));
  const fresh = [...new Set(change.ids)].filter((id) => !held.has(id));
  if (fresh.length === 0) return;
  const total = held.size + fresh.length;
  if (total > FAVOURITES_LIMIT)
    throw new ApiProblem(400, 'error_favourites_limit', [
      `body /${field}: the list would hold ${total} ids, more than ${FAVOURITES_LIMIT}`,
    ]);
  const [span] = await tx.query<{ top: string | null; bottom: string | null }>(
    `SELECT max(ordinal)::text AS top, min(ordinal)::text AS bottom
     FROM player_favourites WHERE player_id = $1 AND kind = $2`,
    [playerId, kind],
  );
  // Ordinals are bigint: read as text, so no float rounding however far a long history moved them.
  const ordinals = newest
    ? fresh.map((_, i) => (BigInt(span?.top ?? '0') + BigInt(fresh.length - i)).toString())
    : fresh.map((_, i) => (BigInt(span?.bottom ?? '0') - BigInt(i + 1)).toString());
  await tx.query(
    `INSERT INTO player_favourites (player_id, kind, item_id, ordinal)
     SELECT $1, $2, f.item, f.ordinal FROM unnest($3::int[], $4::bigint[]) AS f (item, ordinal)
     ON CONFLICT DO NOTHING`,
    [playerId, kind, fresh, ordinals],
  );
}

/** Adds ids to a list as its newest (an id there already keeps its place); answers the list. */
export async function addFavourites(tx: Queryable, change: ListChange): Promise<number[]> {
  await insertMissing(tx, change, true);
  return favouritesOf(tx, change.playerId, change.kind);
}

/**
 * Merges a guest's list into the player's: the union, the player's ids first as they were, then
 * the guest's they lacked in the guest's order; answers the merged list.
 */
export async function mergeFavourites(tx: Queryable, change: ListChange): Promise<number[]> {
  await insertMissing(tx, change, false);
  return favouritesOf(tx, change.playerId, change.kind);
}

/** Removes ids from a list (one not there is no error); answers the list. */
export async function removeFavourites(tx: Queryable, change: ListChange): Promise<number[]> {
  await lock(tx, change.playerId);
  await tx.query(
    'DELETE FROM player_favourites WHERE player_id = $1 AND kind = $2 AND item_id = ANY($3::int[])',
    [change.playerId, change.kind, [...change.ids]],
  );
  return favouritesOf(tx, change.playerId, change.kind);
}

/** Empties a list; answers it (empty). */
export async function clearFavourites(
  tx: Queryable,
  playerId: number,
  kind: FavouriteKind,
): Promise<number[]> {
  await lock(tx, playerId);
  await tx.query('DELETE FROM player_favourites WHERE player_id = $1 AND kind = $2', [
    playerId,
    kind,
  ]);
  return favouritesOf(tx, playerId, kind);
}
