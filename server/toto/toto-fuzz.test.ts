import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { minorOf } from '../../src/lib/money/minor.ts';
import { bettor } from '../bets/bets-testing.ts';
import { expectOnContract } from '../fuzz/answer-check.ts';
import { FUZZ_RUNS, FUZZ_SEED } from '../fuzz/fuzz-run.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const RUNS = FUZZ_RUNS * 3;
const SEED = FUZZ_SEED;
const TOTO = '/web-api/toto';

const GUIDS = Array.from({ length: 3 }, () => randomUUID());
const oddPick = fc.constantFrom('1', 'X', '2', 'x', '0', '');
/** An event's picks: mostly one outcome, now and then two or three (the combinations multiply). */
const eventPicks = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(['1'], ['X'], ['2']) },
  { weight: 2, arbitrary: fc.constantFrom(['1', 'X'], ['X', '2'], ['2', '1']) },
  { weight: 1, arbitrary: fc.constant(['1', 'X', '2']) },
);
const picksArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.array(eventPicks, { minLength: 15, maxLength: 15 }) },
  { weight: 1, arbitrary: fc.array(fc.array(oddPick, { maxLength: 4 }), { maxLength: 17 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, 'picks', [[]], {}) },
);
const stakeArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 5_000 }).map((c) => (c / 100).toFixed(2)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0', '0.00', '1.005', '-1', '1e3', '999999999999.99', 12, ''),
  },
);

describe.each(testDbKinds())(
  'fuzzing the toto on %s finds no 5xx and no answer off its contract',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer(
        { distDir: '/nonexistent', feed: { seed: 'toto-fuzz', recordEveryMs: 0 } },
        kind,
      );
    }, 60_000);
    afterAll(() => app.close());

    const checked = (method: string, route: string, url: string, res: LightMyRequestResponse) =>
      expectOnContract(res, method, url, route);

    it('places, replays and refuses coupons and reads draws, the money always adding up', async () => {
      const { headers, accountId, playerId } = await bettor(app, 50_000n);
      const listed = await app.inject({ method: 'GET', url: `${TOTO}/draws?drawStatus=open` });
      const open = listed
        .json<{ data: { draws: { drawId: number }[] } }>()
        .data.draws.map((d) => d.drawId);
      const drawId = fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...open) },
        {
          weight: 1,
          arbitrary: fc.oneof(
            fc.integer({ min: -5, max: 2_000_000_000 }),
            fc.constantFrom('1', 'a', 1.5),
          ),
        },
      );
      const call = fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .record({
              drawId,
              couponGuid: fc.oneof(
                fc.constantFrom(...GUIDS),
                fc.uuid({ version: 4 }),
                fc.constant('nope'),
              ),
              stake: stakeArbitrary,
              picks: picksArbitrary,
            })
            .map((body) => ({
              method: 'POST',
              route: `${TOTO}/coupons`,
              url: `${TOTO}/coupons`,
              body,
            })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record(
              {
                type: fc.constantFrom('fifteen', 'score', ''),
                drawStatus: fc.constantFrom('open', 'closed', 'settled', 'cancelled', 'won'),
                page: fc.constantFrom('1', '2', '0', '1001', 'x'),
              },
              { requiredKeys: [] },
            )
            .map((q) => ({
              method: 'GET',
              route: `${TOTO}/draws`,
              url: `${TOTO}/draws?${new URLSearchParams(Object.entries(q))}`,
            })),
        },
        {
          weight: 2,
          arbitrary: fc
            .oneof(drawId.map(String), fc.string({ maxLength: 12 }).map(encodeURIComponent))
            .map((id) => ({
              method: 'GET',
              route: `${TOTO}/draws/:drawId`,
              url: `${TOTO}/draws/${id}`,
            })),
        },
        {
          weight: 1,
          arbitrary: fc.oneof(drawId.map(String), fc.constantFrom('', 'x')).map((id) => ({
            method: 'GET',
            route: `${TOTO}/coupons`,
            url: `${TOTO}/coupons?drawId=${id}`,
          })),
        },
      );
      let placed = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 4 }), async (calls) => {
          for (const c of calls) {
            const res = await app.inject({
              method: c.method as 'GET' | 'POST',
              url: c.url,
              headers,
              ...('body' in c ? { payload: c.body } : {}),
            });
            checked(c.method, c.route, c.url, res);
            if (res.statusCode === 200 && c.method === 'POST') placed += 1;
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      const [staked] = await app.db.query<{ sum: string }>(
        'SELECT COALESCE(SUM(total), 0)::text AS sum FROM toto_coupons WHERE player_id = $1',
        [playerId],
      );
      expect(await balanceOf(app.db, accountId)).toBe(50_000n - minorOf(staked!.sum));
      expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
      expect(placed, `replay: FUZZ_SEED=${SEED}`).toBeGreaterThan(0);
    }, 180_000);
  },
);
