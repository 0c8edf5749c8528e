import type { FastifyBaseLogger } from 'fastify';

import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import {
  bestCorrect,
  drawCancelled,
  prizeOf,
  resultOfScore,
  type TotoPick,
  type TotoResult,
} from '../../src/lib/toto/toto-maths.ts';
import type { Db } from '../db/db.ts';
import type { FeedService } from '../feed/feed-service.ts';
import { recordResults } from '../feed/feed-state.ts';
import { dayOf } from '../feed/sim/schedule.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { totoSettled } from '../ledger/toto-movements.ts';
import { drawDays, drawsOfDay } from './draws.ts';

/**
 * Toto settlement, run where the feed records results (server/toto/install.ts): every draw that
 * closed and whose games are all over gets its results — 1, X or 2 by the recorded score, void
 * for a game the feed does not know (it never finishes) — and its coupons are paid by the prize
 * table (src/lib/toto/toto-maths.ts), one transaction a draw.
 */

interface Pending {
  readonly id: number;
  readonly gameIds: readonly number[];
  readonly closesAt: number;
}

/** What one run settled. */
export interface TotoSettled {
  readonly draws: number;
  readonly coupons: number;
}

/**
 * A draw's results, when every game is over: recorded ones from feed_results (a finished game
 * the feed's recording has not reached yet is recorded here), void where the feed has no such
 * game. Undefined while a game is still to finish.
 */
async function resultsOf(
  db: Db,
  sim: FeedSimulator,
  draw: Pending,
  now: number,
): Promise<TotoResult[] | undefined> {
  const read = () =>
    db.query<{ game_id: number; score1: number; score2: number }>(
      'SELECT game_id, score1, score2 FROM feed_results WHERE game_id = ANY($1::int[])',
      [draw.gameIds],
    );
  let rows = await read();
  const missing = draw.gameIds.filter((id) => !rows.some((r) => r.game_id === id));
  const finished = [];
  for (const id of missing) {
    const fixture = sim.fixture(id);
    if (!fixture) continue;
    if (sim.status(fixture, now) !== 'finished') return undefined;
    finished.push(sim.view(fixture, now, { all: false, asian: false }));
  }
  if (finished.length > 0) {
    await recordResults(db, finished);
    rows = await read();
  }
  return draw.gameIds.map((id) => {
    const row = rows.find((r) => r.game_id === id);
    return row ? resultOfScore(row.score1, row.score2) : 'void';
  });
}

interface OpenCoupon {
  id: number;
  picks: string[];
  stake: string;
  total: string;
  account_id: number;
}

/**
 * Settles one draw in one transaction: its row (written now if no coupon did) is locked, so an
 * overlapping run skips it and a coupon cannot be placed meanwhile; each open coupon is paid
 * through the ledger once (key toto:<id>:settled), accounts in id order so that two draws
 * settling at once never wait on each other. Answers the coupons settled, or undefined when
 * another run has it.
 */
export async function settleDraw(
  db: Db,
  draw: Pending,
  results: readonly TotoResult[],
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO toto_draws (id, type_id, game_ids, closes_at) VALUES ($1, 1, $2::int[], $3)
       ON CONFLICT (id) DO NOTHING`,
      [draw.id, draw.gameIds, new Date(draw.closesAt).toISOString()],
    );
    const [row] = await tx.query<{ status: string }>(
      'SELECT status FROM toto_draws WHERE id = $1 FOR UPDATE SKIP LOCKED',
      [draw.id],
    );
    if (row?.status !== 'open') return undefined;
    const coupons = await tx.query<OpenCoupon>(
      `SELECT id, picks, stake::text AS stake, total::text AS total, account_id
       FROM toto_coupons WHERE draw_id = $1 AND status = 'open' ORDER BY account_id, id`,
      [draw.id],
    );
    const cancelled = drawCancelled(results);
    for (const coupon of coupons) {
      const picks = coupon.picks.map((p) => p.split('') as TotoPick[]);
      const total = minorOf(coupon.total);
      const prize = prizeOf(picks, results, minorOf(coupon.stake));
      await totoSettled(tx, { coupon: coupon.id, account: coupon.account_id, total, prize });
      const status = cancelled ? 'refunded' : prize > 0n ? 'won' : 'lost';
      await tx.query(
        `UPDATE toto_coupons SET status = $2, correct = $3, prize = $4, settled_at = now()
         WHERE id = $1`,
        [coupon.id, status, bestCorrect(picks, results), formatMinor(prize)],
      );
    }
    await tx.query(
      `UPDATE toto_draws SET status = $2, results = $3::text[], settled_at = now() WHERE id = $1`,
      [draw.id, cancelled ? 'cancelled' : 'settled', results],
    );
    return coupons.length;
  });
}

/**
 * One run: the closed draws of the listed days and every draw with coupons still open (a clock
 * moved far, a platform stopped long), each settled once its games are over.
 */
export async function settleDraws(
  db: Db,
  sim: FeedSimulator,
  now: number,
  horizonDays: number,
): Promise<TotoSettled> {
  const pending = new Map<number, Pending>();
  for (const day of drawDays(now, horizonDays).filter((d) => d <= dayOf(now)))
    for (const d of drawsOfDay(sim, day))
      if (d.closesAt <= now)
        pending.set(d.id, { id: d.id, gameIds: d.games.map((g) => g.id), closesAt: d.closesAt });
  const rows = await db.query<{ id: string; game_ids: number[]; closes_at: Date | string }>(
    `SELECT id::text AS id, game_ids, closes_at FROM toto_draws WHERE status = 'open'`,
  );
  for (const r of rows)
    pending.set(Number(r.id), {
      id: Number(r.id),
      gameIds: r.game_ids,
      closesAt: new Date(r.closes_at).getTime(),
    });
  const done = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM toto_draws WHERE status <> 'open' AND id = ANY($1::bigint[])`,
    [[...pending.keys()]],
  );
  for (const { id } of done) pending.delete(Number(id));
  let draws = 0;
  let coupons = 0;
  for (const draw of pending.values()) {
    if (draw.closesAt > now) continue;
    const results = await resultsOf(db, sim, draw, now);
    if (!results) continue;
    const settled = await settleDraw(db, draw, results);
    if (settled === undefined) continue;
    draws += 1;
    coupons += settled;
  }
  return { draws, coupons };
}

/** Toto settlement after every recording of results, beside the bets' (see installSettlement). */
export function installTotoSettlement(db: Db, feed: FeedService, log: FastifyBaseLogger): void {
  feed.afterRecording(async (sim, now) => {
    const settled = await settleDraws(db, sim, now, feed.settings.horizonDays);
    if (settled.draws > 0) log.info(settled, 'toto draws settled');
  });
}
