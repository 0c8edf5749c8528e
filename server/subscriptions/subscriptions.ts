import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';

/** A player's subscription to one game: the event types, and the feed clock when it began. */
export interface Subscription {
  readonly gameId: number;
  readonly events: number[];
  readonly sinceMs: number;
}

/** The most games one player follows at once (finished games drop out as new ones are saved). */
export const SUBSCRIPTIONS_LIMIT = 200;

/** Any fixed number: the class of the two-key advisory locks this module takes (one per player). */
const SUBSCRIPTIONS_LOCK = 26;

const COLUMNS = `game_id AS "gameId", to_jsonb(event_types) AS events, since_ms::text AS "sinceMs"`;

type Row = { gameId: number; events: number[]; sinceMs: string };
const fromRow = (row: Row): Subscription => ({
  gameId: row.gameId,
  events: [...row.events].sort((a, b) => a - b),
  sinceMs: Number(row.sinceMs),
});

/** Every game the player follows, newest subscription first. */
export async function subscriptionsOf(db: Queryable, playerId: number): Promise<Subscription[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM game_subscriptions WHERE player_id = $1 ORDER BY created_at DESC, game_id DESC`,
    [playerId],
  );
  return rows.map(fromRow);
}

/** The event types the player follows in one game (empty: none). */
export async function subscribedEvents(
  db: Queryable,
  playerId: number,
  gameId: number,
): Promise<number[]> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM game_subscriptions WHERE player_id = $1 AND game_id = $2`,
    [playerId, gameId],
  );
  return row ? fromRow(row).events : [];
}

export interface SubscriptionChange {
  readonly playerId: number;
  readonly gameId: number;
  /** Event type ids (validated by the caller); empty unsubscribes. */
  readonly events: readonly number[];
  /** The feed clock now: where a new subscription's notifications start. */
  readonly nowMs: number;
  /** Games over long ago, dropped from the player's list before the limit is counted. */
  readonly stale: readonly number[];
}

/**
 * Saves the event types of one game (an empty list unsubscribes) and answers them. A game saved
 * again keeps the moment it was first followed from; a new one past the limit is refused.
 */
export async function saveSubscription(tx: Queryable, change: SubscriptionChange) {
  const { playerId, gameId } = change;
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [SUBSCRIPTIONS_LOCK, playerId]);
  if (change.stale.length > 0)
    await tx.query(
      'DELETE FROM game_subscriptions WHERE player_id = $1 AND game_id = ANY($2::int[])',
      [playerId, [...change.stale]],
    );
  const events = [...new Set(change.events)].sort((a, b) => a - b);
  if (events.length === 0) {
    await tx.query('DELETE FROM game_subscriptions WHERE player_id = $1 AND game_id = $2', [
      playerId,
      gameId,
    ]);
    return [];
  }
  const [count] = await tx.query<{ others: number }>(
    'SELECT count(*)::int AS others FROM game_subscriptions WHERE player_id = $1 AND game_id <> $2',
    [playerId, gameId],
  );
  if ((count?.others ?? 0) >= SUBSCRIPTIONS_LIMIT)
    throw new ApiProblem(400, 'error_subscriptions_limit', [
      `body /gameId: the player already follows ${SUBSCRIPTIONS_LIMIT} games`,
    ]);
  await tx.query(
    `INSERT INTO game_subscriptions (player_id, game_id, event_types, since_ms)
     VALUES ($1, $2, $3::smallint[], $4)
     ON CONFLICT (player_id, game_id)
     DO UPDATE SET event_types = EXCLUDED.event_types, updated_at = now()`,
    [playerId, gameId, events, Math.floor(change.nowMs)],
  );
  return events;
}
