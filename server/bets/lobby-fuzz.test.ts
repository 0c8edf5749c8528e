import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectOnContract } from '../fuzz/answer-check.ts';
import { FUZZ_RUNS, FUZZ_SEED } from '../fuzz/fuzz-run.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { bettor, eventOf, lineGames, MAKE_BET } from './bets-testing.ts';

const RUNS = FUZZ_RUNS * 3;
const SEED = FUZZ_SEED;
const LOBBY = '/web-api/datalinelive/getcouponlobby';
const COPY = '/web-api/datalinelive/copylobbycoupon';
const PUBLISH = '/web-api/officeapi/publishbet';

describe.each(testDbKinds())(
  'fuzzing the coupon lobby (withLobby, its list, copies) on %s finds no 5xx and no answer off its contract',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer(
        { distDir: '/nonexistent', feed: { seed: 'lobby-fuzz', recordEveryMs: 0 } },
        kind,
      );
    }, 60_000);
    afterAll(() => app.close());

    it('places and publishes coupons of real outcomes, lists and copies them, on both variants', async () => {
      const { headers } = await bettor(app);
      const games = await lineGames(app, { count: 4 });
      const selection = fc
        .record({ game: fc.nat({ max: games.length - 1 }), outcome: fc.nat() })
        .map(({ game, outcome }) => {
          const g = games[game]!;
          return eventOf(g, g.outcomes[outcome % g.outcomes.length]!);
        });
      const bet = fc.record(
        {
          betGuid: fc.uuid({ version: 4 }),
          summ: fc.constantFrom(1, 10, 0.5),
          vid: fc.constantFrom(0, 1, 2),
          expressNum: fc.integer({ min: 2, max: 3 }),
          couponEvents: fc.array(selection, { minLength: 1, maxLength: 4 }),
          withLobby: fc.oneof(fc.boolean(), fc.constant('yes'), fc.constant(null)),
          isAutoBet: fc.boolean(),
          autoBetCf: fc.constantFrom(1.5, 90),
        },
        { requiredKeys: ['betGuid', 'summ', 'vid', 'couponEvents'] },
      );
      const call = fc.oneof(
        bet.map((body) => ({ method: 'POST', url: MAKE_BET, body })),
        fc
          .record(
            {
              count: fc.integer({ min: -1, max: 60 }),
              page: fc.integer({ min: 0, max: 3 }),
              sport: fc.constantFrom(1, 2, 99999),
              lng: fc.constantFrom('en', 'ru', 'xx1'),
            },
            { requiredKeys: [] },
          )
          .map((q) => ({
            method: 'GET',
            url: `${LOBBY}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()}`,
            body: undefined,
          })),
        fc
          .oneof(fc.integer({ min: -1, max: 30 }), fc.constant('1'), fc.constant(2 ** 40))
          .map((id) => ({ method: 'POST', url: COPY, body: { id } })),
        fc
          .oneof(fc.integer({ min: -1, max: 40 }), fc.constant('1'), fc.constant(2 ** 40))
          .map((betId) => ({ method: 'POST', url: PUBLISH, body: { betId } })),
      );
      let published = 0;
      // Lobby coupons publishbet answered (asked again, the same one).
      const publishedLater = new Set<number>();
      await fc.assert(
        fc.asyncProperty(
          fc.array(call, { minLength: 1, maxLength: 4 }),
          fc.constantFrom('localhost', 'asia.localhost'),
          async (calls, host) => {
            for (const c of calls) {
              const res = await app.inject({
                method: c.method as 'GET' | 'POST',
                url: c.url,
                headers: { ...headers, host },
                ...(c.body === undefined ? {} : { payload: c.body }),
              });
              expectOnContract(res, c.method, c.url);
              if (
                c.url === MAKE_BET &&
                res.statusCode === 200 &&
                (c.body as { withLobby?: unknown }).withLobby === true
              )
                published += 1;
              if (c.url === PUBLISH && res.statusCode === 200)
                publishedLater.add(res.json<{ data: { id: number } }>().data.id);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      const [rows] = await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM lobby_coupons',
      );
      // Every placement that asked to publish (and was placed) published once, and publishbet
      // once a bet: no more.
      expect(rows!.n, `replay: FUZZ_SEED=${SEED}`).toBeLessThanOrEqual(
        published + publishedLater.size,
      );
    }, 180_000);
  },
);
