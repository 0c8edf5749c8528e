import type { FastifyBaseLogger } from 'fastify';

import { outcomeResult } from '../../src/lib/bets/outcome-result.ts';
import type { Db } from '../db/db.ts';
import { recordDuelResults } from '../feed/duels-store.ts';
import type { FeedService } from '../feed/feed-service.ts';
import { recordResults } from '../feed/feed-state.ts';
import type { FeedSimulator, GameView } from '../feed/sim/simulator.ts';
import { type OutcomeResolver, settle, type Settled } from './settlement.ts';

/**
 * Records the results of finished games that open bets are on and the feed's recording missed:
 * it looks two days back, and a clock moved further (or a platform stopped longer) leaves games
 * behind that would otherwise never settle.
 */
export async function recordBetGames(db: Db, sim: FeedSimulator, now: number): Promise<number> {
  const games = await db.query<{ game_id: number }>(
    `SELECT DISTINCT s.game_id FROM bet_selections s
     WHERE s.result IS NULL AND NOT EXISTS (SELECT 1 FROM feed_results r WHERE r.game_id = s.game_id)`,
  );
  const finished: GameView[] = [];
  for (const { game_id: id } of games) {
    const fixture = sim.fixture(id);
    if (fixture && sim.status(fixture, now) === 'finished')
      finished.push(sim.view(fixture, now, { all: false, asian: false }));
  }
  return finished.length === 0 ? 0 : (await recordResults(db, finished)).length;
}

/** One run: the missed results (and finished duels' results) recorded, then settlement (see settle). */
export async function settleFinished(
  db: Db,
  sim: FeedSimulator,
  now: number,
  resolve: OutcomeResolver = outcomeResult,
  log?: FastifyBaseLogger,
): Promise<Settled> {
  await recordBetGames(db, sim, now);
  await recordDuelResults(db, sim, now);
  const settled = await settle(db, resolve, (id) =>
    log?.warn({ selection: id }, 'a selection its result cannot settle was voided'),
  );
  if (settled.bets > 0 || settled.selections > 0) log?.info(settled, 'bets settled');
  return settled;
}

/**
 * Settlement runs where the feed records results: every few seconds once the feed is running,
 * and each time the development route moves its clock.
 */
export function installSettlement(db: Db, feed: FeedService, log: FastifyBaseLogger): void {
  feed.afterRecording((sim, now) => settleFinished(db, sim, now, outcomeResult, log));
}
