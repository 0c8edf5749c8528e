import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { minorOf } from '../../src/lib/money/minor.ts';
import { expectOnContract } from '../fuzz/answer-check.ts';
import { FUZZ_RUNS, FUZZ_SEED } from '../fuzz/fuzz-run.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { withBaseLayer } from '../testing/base-layer.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { heldNow, waitingStakes } from './bet-requests-testing.ts';
import { betBody, bettor, eventOf, lineGames, MAKE_BET, postBet } from './bets-testing.ts';

const RUNS = FUZZ_RUNS * 3;
const SEED = FUZZ_SEED;
const BID = '/service-api/LiveBet/Secure/MakeBetBidWeb';
const REQUESTS = '/web-api/officeapi/getbetrequests';
const CANCEL = '/web-api/officeapi/cancelbetrequest';
const DECIDE = '/__dev/bet-requests/decide';
const CLOCK = '/__dev/feed/clock';

const GUIDS = Array.from({ length: 4 }, () => randomUUID());
const guidArbitrary = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...GUIDS) },
  { weight: 3, arbitrary: fc.uuid({ version: 4 }) },
);
const priceArbitrary = fc.oneof(
  fc.constantFrom(1, 1.001, 1.5, 3, 20, 100_000, 100_001, 2.1234),
  fc.double({ min: 0.5, max: 200, noNaN: true }),
);

describe.each(testDbKinds())(
  'fuzzing the bet requests on %s finds no 5xx and no answer off its contract',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await withBaseLayer(
        (base) => ({
          ...base,
          bettingConfig: { ...base.bettingConfig, vip_bets: { default: true, by_country: {} } },
        }),
        (configDir) =>
          buildTestServer(
            {
              distDir: '/nonexistent',
              configDir,
              feed: { seed: 'bet-requests-fuzz', recordEveryMs: 0 },
            },
            kind,
          ),
      );
    }, 60_000);
    afterAll(() => app.close());

    it('asks, bids, lists, cancels and decides requests while the feed moves, money always adding up', async () => {
      const funds = 500_000_000n;
      const { headers, accountId, playerId } = await bettor(app, funds);
      const games = await lineGames(app, { count: 6, leadMinutes: 24 * 60 });
      const event = fc
        .record({
          game: fc.nat({ max: games.length - 1 }),
          outcome: fc.nat(),
          off: fc.nat({ max: 12 }),
        })
        .map(({ game, outcome, off }) => {
          const g = games[game]!;
          const o = g.outcomes[outcome % g.outcomes.length]!;
          return {
            gameId: off === 0 ? 1 + outcome : g.id,
            g: o.g,
            t: o.t,
            ...(o.p === undefined ? {} : { p: o.p }),
            ...(o.pe === undefined ? {} : { pe: o.pe }),
            c: o.c,
          };
        });
      const coupon = {
        betGuid: guidArbitrary,
        summ: fc.oneof(
          fc.integer({ min: 1, max: 50_00 }).map((cents) => cents / 100),
          fc.constantFrom(0.001, 1_000_000, 1_000_000.01, 1_200_000, 1e12),
        ),
        vid: fc.constantFrom(0, 0, 0, 1),
        checkCf: fc.constantFrom(0, 1, 2),
        couponEvents: fc.array(event, { minLength: 1, maxLength: 2 }),
      };
      const requestId = fc.oneof(
        fc.nat({ max: 30 }).map((n) => n + 1),
        fc.constant(2_000_000_000),
      );
      const call = fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .record(
              {
                ...coupon,
                isAutoBet: fc.constantFrom(true, true, true, false),
                autoBetCf: priceArbitrary,
                autoBetCfView: fc.integer({ min: 0, max: 6 }),
                userIdBonus: fc.constant(1),
              },
              { requiredKeys: ['betGuid', 'summ', 'vid', 'couponEvents', 'isAutoBet'] },
            )
            .map(({ vid, couponEvents, ...body }) => ({
              method: 'POST',
              url: MAKE_BET,
              body: {
                ...body,
                vid,
                couponEvents: vid === 0 ? couponEvents.slice(0, 1) : couponEvents,
              },
            })),
        },
        {
          weight: 3,
          arbitrary: fc
            .record({
              ...coupon,
              same: fc.boolean(),
              other: fc.double({ min: 0, max: 2e6, noNaN: true }),
            })
            .map(({ same, other, vid, couponEvents, ...body }) => ({
              method: 'POST',
              url: BID,
              body: {
                ...body,
                vid,
                couponEvents: vid === 0 ? couponEvents.slice(0, 1) : couponEvents,
                VIPBetSumm: same ? body.summ : other,
              },
            })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record(
              {
                status: fc.constantFrom('1001', '1002,1003', '1004,1005,1006', '3', '1001,x'),
                page: fc.integer({ min: 0, max: 3 }),
                count: fc.integer({ min: 1, max: 101 }),
              },
              { requiredKeys: [] },
            )
            .map((q) => ({
              method: 'GET',
              url: `${REQUESTS}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
            })),
        },
        {
          weight: 2,
          arbitrary: requestId.map((id) => ({
            method: 'POST',
            url: CANCEL,
            body: { requestId: id },
          })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record({ requestId, decision: fc.constantFrom('approved', 'declined', 'maybe') })
            .map((body) => ({ method: 'POST', url: DECIDE, body })),
        },
        {
          // The feed moves on: prices come, games start (requests placed, bids and waits expire).
          weight: 1,
          arbitrary: fc
            .integer({ min: 0, max: 40 * 60_000 })
            .map((advanceMs) => ({ method: 'PUT', url: CLOCK, body: { advanceMs } })),
        },
      );
      // One request the drawn calls can find (to list, cancel or decide), whatever they make
      // themselves: an auto-bet at odds above today's (a seed could draw none that is taken).
      const first = games[0]!;
      const priced = first.outcomes.find((o) => !o.b)!;
      const control = await postBet(app, headers, {
        ...betBody([eventOf(first, priced)], { summ: 5, checkCf: 0 }),
        isAutoBet: true,
        autoBetCf: Math.round((priced.c + 1) * 100) / 100,
      });
      expect(control.statusCode, control.body).toBe(200);
      expectOnContract(control, 'POST', MAKE_BET);
      await fc.assert(
        fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 4 }), async (calls) => {
          for (const c of calls) {
            const res = await app.inject({
              method: c.method as 'GET' | 'POST' | 'PUT',
              url: c.url,
              headers,
              ...('body' in c ? { payload: c.body } : {}),
            });
            expectOnContract(res, c.method, c.url);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Whatever was asked: each placed bet took its stake once, each waiting request holds its
      // own, everything else came back, and the ledger balances.
      const [spent] = await app.db.query<{ bets: string; held: string; made: number }>(
        `SELECT (SELECT COALESCE(SUM(stake), 0) FROM bets WHERE player_id = $1)::text AS bets,
           (SELECT COALESCE(SUM(stake), 0) FROM bet_requests
            WHERE player_id = $1 AND status = 'waiting')::text AS held,
           (SELECT count(*)::int FROM bet_requests WHERE player_id = $1) AS made`,
        [playerId],
      );
      expect(await balanceOf(app.db, accountId)).toBe(
        funds - minorOf(spent!.bets) - minorOf(spent!.held),
      );
      expect(await heldNow(app.db)).toBe(await waitingStakes(app.db));
      expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
      expect(spent!.made, `replay: FUZZ_SEED=${SEED}`).toBeGreaterThan(0);
    }, 180_000);
  },
);
