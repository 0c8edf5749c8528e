import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { WireGame } from '../feed/wire.ts';
import { expectOnContract } from '../fuzz/answer-check.ts';
import { FUZZ_RUNS, FUZZ_SEED } from '../fuzz/fuzz-run.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { bettor, lineGames } from './bets-testing.ts';
import { CODE_ALPHABET } from './saved-coupons.ts';

const RUNS = FUZZ_RUNS * 3;
const SEED = FUZZ_SEED;
const OPEN = '/service-api/LiveBet/Open';

/** A selection: a priced outcome of a known game, its price moved or absent, now and then off the map. */
const outcomeArbitrary = (games: readonly WireGame[]) =>
  fc
    .record({
      game: fc.nat({ max: games.length - 1 }),
      outcome: fc.nat(),
      seen: fc.constantFrom<number | undefined>(undefined, 0, 0, 0.01, -0.3),
      odd: fc.oneof(
        { weight: 10, arbitrary: fc.constant('none') },
        { weight: 1, arbitrary: fc.constantFrom('game', 'period', 'line') },
      ),
    })
    .map(({ game, outcome, seen, odd }) => {
      const g = games[game]!;
      const o = g.outcomes[outcome % g.outcomes.length]!;
      return {
        gameId: odd === 'game' ? 1 + (outcome % 2_000_000_000) : g.id,
        g: o.g,
        t: o.t,
        ...(odd === 'line' ? { p: 0.75 } : o.p === undefined ? {} : { p: o.p }),
        ...(odd === 'period' ? { pe: 7 } : o.pe === undefined ? {} : { pe: o.pe }),
        ...(seen === undefined
          ? {}
          : { c: Math.max(1.001, Math.round((o.c + seen) * 1000) / 1000) }),
      };
    });

describe.each(testDbKinds())(
  'fuzzing the coupon’s open calls on %s finds no 5xx and no answer off its contract',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer(
        { distDir: '/nonexistent', feed: { seed: 'coupon-fuzz', recordEveryMs: 0 } },
        kind,
      );
    }, 60_000);
    afterAll(() => app.close());

    it('prices, saves and reads coupons made of real outcomes, as a guest and a player', async () => {
      const { headers } = await bettor(app, 0n);
      const games = await lineGames(app, { count: 6 });
      const outcome = outcomeArbitrary(games);
      const events = fc.array(outcome, { minLength: 1, maxLength: 6 });
      const saved: string[] = [];
      const code = fc.oneof(
        fc.constant('saved'),
        fc.stringMatching(new RegExp(`^[${CODE_ALPHABET}]{8}$`)),
        fc.string({ maxLength: 10 }),
      );
      const call = fc.oneof(
        events.map((couponEvents) => ({ path: 'UpdateCoupon', body: { couponEvents } })),
        fc.array(events, { minLength: 1, maxLength: 3 }).map((list) => ({
          path: 'UpdateCouponMulti',
          body: { bets: list.map((couponEvents) => ({ couponEvents })) },
        })),
        fc
          .record(
            {
              vid: fc.constantFrom(0, 1, 2),
              expressNum: fc.integer({ min: 0, max: 7 }),
              couponEvents: events,
            },
            { requiredKeys: ['couponEvents'] },
          )
          .map((body) => ({ path: 'SaveCoupon', body })),
        code.map((guid) => ({ path: 'GetCoupon', body: { guid } })),
      );
      let codes = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(call, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          async (calls, signedIn) => {
            for (const c of calls) {
              const url = `${OPEN}/${c.path}`;
              const body =
                c.path === 'GetCoupon' && (c.body as { guid: string }).guid === 'saved'
                  ? { guid: saved.at(-1) ?? 'ZZZZZZZZ' }
                  : c.body;
              const res: LightMyRequestResponse = await app.inject({
                method: 'POST',
                url,
                payload: body,
                ...(signedIn ? { headers } : {}),
              });
              expectOnContract(res, 'POST', url);
              if (c.path === 'SaveCoupon' && res.statusCode === 200) {
                saved.push(res.json<{ data: { guid: string } }>().data.guid);
                codes += 1;
              }
            }
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(codes, `replay: FUZZ_SEED=${SEED}`).toBeGreaterThan(0);
    }, 180_000);
  },
);
