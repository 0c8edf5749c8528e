import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { minorOf } from '../../src/lib/money/minor.ts';
import { prizeOf, type TotoPick, type TotoResult } from '../../src/lib/toto/toto-maths.ts';
import { bettor } from '../bets/bets-testing.ts';
import { FeedSimulator, LONGEST_PLAY_SECONDS } from '../feed/sim/simulator.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { drawById } from './draws.ts';
import { settleDraws } from './settle-draws.ts';

const SEED = 'toto-restart';

/**
 * A platform stopped while a draw's games played: nothing recorded their results. The next run
 * (another process, the same seed) finds the draw by its open row, records the results itself
 * and settles it once; a run after it moves nothing.
 */
describe.each(testDbKinds())('toto settlement after a stop on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: SEED, recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  it('settles a draw whose results were never recorded, once', async () => {
    const { headers, accountId } = await bettor(app, 10_000n);
    const listed = await app.inject({ method: 'GET', url: '/web-api/toto/draws?drawStatus=open' });
    const { drawId } = listed.json<{ data: { draws: { drawId: number }[] } }>().data.draws[0]!;
    const picks: TotoPick[][] = Array.from({ length: 15 }, (_, i) =>
      i < 3 ? ['1', 'X', '2'] : ['2'],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/toto/coupons',
      headers,
      payload: { drawId, couponGuid: randomUUID(), stake: '0.10', picks },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(app.db, accountId)).toBe(10_000n - 270n);

    const clock = await app.inject({ method: 'GET', url: '/__dev/feed/clock' });
    const now = Date.parse(clock.json<{ data: { now: string } }>().data.now);
    let later: number = now;
    const sim = new FeedSimulator({
      seed: SEED,
      speed: 1,
      density: 1,
      horizonDays: 7,
      now: () => later,
    });
    const draw = drawById(sim, drawId)!;
    later = Math.max(now, draw.games.at(-1)!.start) + (LONGEST_PLAY_SECONDS + 60) * 1000;
    const before = await app.db.query('SELECT 1 FROM feed_results WHERE game_id = ANY($1::int[])', [
      draw.games.map((g) => g.id),
    ]);
    expect(before).toHaveLength(0);

    const [first, second] = [
      await settleDraws(app.db, sim, later, 7),
      await settleDraws(app.db, sim, later, 7),
    ];
    expect(first.coupons).toBe(1);
    expect(second).toEqual({ draws: 0, coupons: 0 });
    const [row] = await app.db.query<{ status: string; results: TotoResult[] }>(
      'SELECT status, results FROM toto_draws WHERE id = $1',
      [drawId],
    );
    expect(row!.status).toBe('settled');
    expect(row!.results.every((r) => ['1', 'X', '2'].includes(r))).toBe(true);
    const [coupon] = await app.db.query<{ prize: string; correct: number }>(
      'SELECT prize::text AS prize, correct FROM toto_coupons WHERE draw_id = $1',
      [drawId],
    );
    const prize = prizeOf(picks, row!.results, 10n);
    expect(minorOf(coupon!.prize)).toBe(prize);
    expect(coupon!.correct).toBe(3 + row!.results.slice(3).filter((r) => r === '2').length);
    expect(await balanceOf(app.db, accountId)).toBe(10_000n - 270n + prize);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });
});
