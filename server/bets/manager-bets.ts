import type { FastifyBaseLogger } from 'fastify';

import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { duelViews } from '../feed/duels-store.ts';
import type { FeedService } from '../feed/feed-service.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import type { CouponEvent } from './bet-request.ts';
import type { Duels } from './feed-quote.ts';
import {
  expiryOf,
  type ExpiryReason,
  MANAGER_BET_FROM,
  MANAGER_BET_ROW,
  type ManagerBetRecord,
  managerBetRecord,
  type ManagerBetRow,
  managerBetRow,
  type ManagerBetStatus,
} from './manager-bet-record.ts';

/**
 * Manager bets: a VIP player's personal manager proposes a bet (selections, a stake, a note);
 * the player approves it — placed through MakeBetWeb's normal placement (manager-bet-approval.ts)
 * — or declines it. Nothing is held while it waits. It expires when a pre-match selection's game
 * kicks off, a selection is no longer offered, or at its expiresAt: applied when read, and after
 * each recording of the feed.
 */

/** The feed at its now, and the duels its selections may name. */
export interface FeedNow {
  readonly sim: FeedSimulator;
  readonly now: number;
  /** The reader's language: a waiting proposal's games and outcomes are named in it. */
  readonly language?: string;
}

/** The games of proposals' events, once each. */
export const gamesOf = (rows: readonly { events: readonly CouponEvent[] }[]) => [
  ...new Set(rows.flatMap((r) => r.events.map((e) => e.gameId))),
];

/** The player's proposal, locked: 404 when it is none of theirs (another's reads as none). */
export async function lockedProposal(tx: Queryable, id: number, playerId?: number) {
  const row = await managerBetRow(tx, id, { lock: true, ...(playerId ? { playerId } : {}) });
  if (!row) throw new ApiProblem(404, 'error_manager_bet_not_found', [`manager bet ${id}`]);
  return row;
}

/** 409: the proposal was placed, declined or has expired already. */
export const notWaiting = (row: Pick<ManagerBetRow, 'id' | 'status'>) =>
  new ApiProblem(409, 'error_manager_bet_not_waiting', [`manager bet ${row.id} is ${row.status}`], {
    status: row.status,
  });

/** Closes a waiting proposal (the caller holds its row): declined, or expired with the reason. */
export async function closeProposal(
  tx: Queryable,
  id: number,
  status: Exclude<ManagerBetStatus, 'waiting' | 'placed'>,
  now: number,
  reason: ExpiryReason | null = null,
) {
  await tx.query(
    `UPDATE manager_bets SET status = $2, reason = $3, decided_at = $4::timestamptz
     WHERE id = $1 AND status = 'waiting'`,
    [id, status, reason, new Date(now).toISOString()],
  );
}

/** Expires the waiting proposals given that are over at the feed's now (each under its lock). */
async function expireDue(db: Db, rows: readonly ManagerBetRow[], feed: FeedNow, duels: Duels) {
  let expired = 0;
  for (const row of rows) {
    if (row.status !== 'waiting' || expiryOf(row, feed.sim, feed.now, duels) === undefined)
      continue;
    await db.transaction(async (tx) => {
      const locked = await lockedProposal(tx, row.id);
      if (locked.status !== 'waiting') return;
      const reason = expiryOf(locked, feed.sim, feed.now, duels);
      if (reason === undefined) return;
      await closeProposal(tx, row.id, 'expired', feed.now, reason);
      expired += 1;
    });
  }
  return expired;
}

/** The list's query (schemas/api/manager-bets.json#/$defs/managerBetsQuery). */
export interface ManagerBetsQuery {
  readonly page?: number;
  readonly count?: number;
}

/**
 * The player's proposals, newest first, a page at a time: the waiting ones that are over expire
 * first; each waiting one with the prices now and its possible win at them.
 */
export async function managerBetsOf(
  db: Db,
  feed: FeedNow,
  playerId: number,
  query: ManagerBetsQuery,
  tax: TaxSettings,
) {
  const page = query.page ?? 1;
  const count = query.count ?? 50;
  const read = () =>
    db.query<ManagerBetRow>(
      `SELECT ${MANAGER_BET_ROW} FROM ${MANAGER_BET_FROM} WHERE m.player_id = $1
       ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
      [playerId, count, (page - 1) * count],
    );
  let rows = await read();
  const duels = await duelViews(db, feed.sim, gamesOf(rows), feed.now);
  if ((await expireDue(db, rows, feed, duels)) > 0) rows = await read();
  const [counted] = await db.query<{ total: number; waiting: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'waiting'))::int AS waiting
     FROM manager_bets WHERE player_id = $1`,
    [playerId],
  );
  return {
    page,
    count,
    total: counted?.total ?? 0,
    waiting: counted?.waiting ?? 0,
    bets: rows.map((row) => managerBetRecord(row, { ...feed, duels, tax })),
  };
}

/** The player declines a waiting proposal (one over by now expires instead, and is refused). */
export async function declineProposal(
  db: Db,
  feed: FeedNow,
  playerId: number,
  id: number,
  tax: TaxSettings,
): Promise<ManagerBetRecord> {
  const first = await managerBetRow(db, id, { playerId });
  const duels = await duelViews(db, feed.sim, first ? gamesOf([first]) : [], feed.now);
  const row = await db.transaction(async (tx) => {
    const locked = await lockedProposal(tx, id, playerId);
    if (locked.status !== 'waiting') throw notWaiting(locked);
    const reason = expiryOf(locked, feed.sim, feed.now, duels);
    await closeProposal(tx, id, reason ? 'expired' : 'declined', feed.now, reason ?? null);
    return (await managerBetRow(tx, id))!;
  });
  if (row.status === 'expired') throw notWaiting(row);
  return managerBetRecord(row, { ...feed, duels, tax });
}

/** Waiting proposals expire where settlement runs: after each recording of the feed. */
export function installManagerBets(db: Db, feed: FeedService, log: FastifyBaseLogger): void {
  feed.afterRecording(async (sim, now) => {
    const rows = await db.query<ManagerBetRow>(
      `SELECT ${MANAGER_BET_ROW} FROM ${MANAGER_BET_FROM} WHERE m.status = 'waiting' ORDER BY m.id`,
    );
    if (rows.length === 0) return;
    const duels = await duelViews(db, sim, gamesOf(rows), now);
    const expired = await expireDue(db, rows, { sim, now }, duels);
    if (expired > 0) log.info({ expired }, 'manager bets expired');
  });
}
