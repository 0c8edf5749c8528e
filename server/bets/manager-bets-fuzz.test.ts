import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { minorOf } from '../../src/lib/money/minor.ts';
import { expectOnContract } from '../fuzz/answer-check.ts';
import { FUZZ_RUNS, FUZZ_SEED } from '../fuzz/fuzz-run.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { bettor, lineGames, MAKE_BET } from './bets-testing.ts';
import {
  approval,
  DECLINE,
  MANAGER_BETS,
  proposals,
  PROPOSE,
  proposedOutcome,
} from './manager-bets-testing.ts';

const RUNS = FUZZ_RUNS * 3;
const SEED = FUZZ_SEED;
const CLOCK = '/__dev/feed/clock';

const GUIDS = Array.from({ length: 4 }, () => randomUUID());

describe.each(testDbKinds())(
  'fuzzing the manager bets on %s finds no 5xx and no answer off its contract',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer(
        {
          distDir: '/nonexistent',
          feed: { seed: 'manager-bets-fuzz', recordEveryMs: 0 },
        },
        kind,
      );
    }, 60_000);
    afterAll(() => app.close());

    it('proposes, lists, approves (approvedBet in MakeBetWeb bodies) and declines while the feed moves, each proposal placed once', async () => {
      const funds = 500_000_000n;
      const { headers, accountId, playerId } = await bettor(app, funds);
      const games = await lineGames(app, { count: 6, leadMinutes: 24 * 60 });
      const selection = fc
        .record({ game: fc.nat({ max: games.length - 1 }), off: fc.nat({ max: 12 }) })
        .map(({ game, off }) => {
          const picked = proposedOutcome(games[game]!);
          return off === 0 ? { ...picked, gameId: 1 + game } : picked;
        });
      const id = fc.oneof(
        fc.nat({ max: 12 }).map((n) => n + 1),
        fc.constant(2_000_000_000),
      );
      const stake = fc.oneof(
        fc.integer({ min: 1, max: 50_00 }).map((cents) => cents / 100),
        fc.constantFrom(0.001, 1_000_000.01, 1e12),
      );
      const call = fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .record(
              {
                playerId: fc.constantFrom(playerId, playerId, 2_000_000_000),
                selections: fc.array(selection, { minLength: 1, maxLength: 3 }),
                vid: fc.constantFrom(0, 1, 2),
                expressNum: fc.integer({ min: 0, max: 4 }),
                stake,
                note: fc.string({ maxLength: 40 }),
                expiresInMinutes: fc.integer({ min: 1, max: 600 }),
              },
              { requiredKeys: ['playerId', 'selections', 'stake'] },
            )
            .map((body) => ({ method: 'POST', url: PROPOSE, body })),
        },
        {
          // A proposal as a manager makes it: one game or two, a plain stake.
          weight: 3,
          arbitrary: fc
            .uniqueArray(fc.nat({ max: games.length - 1 }), { minLength: 1, maxLength: 2 })
            .map((picked) => ({
              method: 'POST',
              url: PROPOSE,
              body: {
                playerId,
                selections: picked.map((i) => proposedOutcome(games[i]!)),
                stake: 5,
              },
            })),
        },
        {
          weight: 5,
          arbitrary: fc
            .record(
              {
                approvedBet: id,
                betGuid: fc.oneof(fc.constantFrom(...GUIDS), fc.uuid({ version: 4 })),
                summ: fc.oneof(stake, fc.constant(10)),
                vid: fc.constantFrom(0, 1, 2),
                expressNum: fc.integer({ min: 0, max: 4 }),
                checkCf: fc.constantFrom(0, 1, 2),
                couponEvents: fc.array(
                  fc
                    .record({ s: selection, c: fc.double({ min: 0.5, max: 40, noNaN: true }) })
                    .map(({ s, c }) => ({ ...s, c })),
                  { minLength: 1, maxLength: 3 },
                ),
                isAutoBet: fc.boolean(),
                userIdBonus: fc.constant(1),
              },
              { requiredKeys: ['approvedBet', 'betGuid', 'summ', 'vid', 'couponEvents'] },
            )
            .map((body) => ({ method: 'POST', url: MAKE_BET, body })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record(
              { page: fc.integer({ min: 0, max: 3 }), count: fc.integer({ min: 0, max: 101 }) },
              { requiredKeys: [] },
            )
            .map((q) => ({
              method: 'GET',
              url: `${MANAGER_BETS}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
            })),
        },
        {
          weight: 2,
          arbitrary: fc
            .oneof(id, fc.constant(-1), fc.constant('x'))
            .map((value) => ({ method: 'POST', url: DECLINE, body: { id: value } })),
        },
        {
          // The player approves a waiting proposal as the office does (its prices now, a guid).
          weight: 3,
          arbitrary: fc
            .record({
              guid: fc.oneof(
                { weight: 1, arbitrary: fc.constantFrom(...GUIDS) },
                { weight: 3, arbitrary: fc.uuid({ version: 4 }) },
              ),
              c: fc.option(fc.constant(1.01), { freq: 4 }),
            })
            .map(({ guid, c }) => ({ method: 'APPROVE', url: MAKE_BET, guid, c })),
        },
        {
          weight: 1,
          arbitrary: fc
            .integer({ min: 0, max: 40 * 60_000 })
            .map((advanceMs) => ({ method: 'PUT', url: CLOCK, body: { advanceMs } })),
        },
      );
      await fc.assert(
        fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 4 }), async (calls) => {
          for (const c of calls) {
            if (c.method === 'APPROVE' && 'guid' in c) {
              const [waiting] = (await proposals(app, headers)).bets.filter(
                (b) => b.status === 'waiting' && b.possibleWin !== null,
              );
              if (!waiting) continue;
              const body = approval(waiting, c.guid, c.c === null ? {} : { c: c.c });
              const res = await app.inject({
                method: 'POST',
                url: MAKE_BET,
                headers,
                payload: body,
              });
              expectOnContract(res, 'POST', MAKE_BET);
              continue;
            }
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
      // Whatever was sent: each placed proposal is one bet, the balance lost exactly the bets'
      // stakes, and the ledger balances.
      const [spent] = await app.db.query<{ bets: string; made: number; wrong: number }>(
        `SELECT (SELECT COALESCE(SUM(stake), 0) FROM bets WHERE player_id = $1)::text AS bets,
           (SELECT count(*)::int FROM manager_bets WHERE player_id = $1) AS made,
           (SELECT count(*)::int FROM manager_bets m JOIN bets b ON b.id = m.bet_id
            WHERE m.player_id = $1 AND b.stake <> m.stake) AS wrong`,
        [playerId],
      );
      expect(await balanceOf(app.db, accountId)).toBe(funds - minorOf(spent!.bets));
      expect(spent!.wrong).toBe(0);
      expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
      expect(spent!.made, `replay: FUZZ_SEED=${SEED}`).toBeGreaterThan(0);
      const [placed] = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM manager_bets WHERE player_id = $1 AND status = 'placed'`,
        [playerId],
      );
      expect(placed!.n, `replay: FUZZ_SEED=${SEED}`).toBeGreaterThan(0);
    }, 180_000);
  },
);
