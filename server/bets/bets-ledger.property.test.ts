import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SelectionResult } from '../../src/lib/bets/bet-maths.ts';
import { betWithTax } from '../../src/lib/bets/bet-tax.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Db } from '../db/db.ts';
import { FUZZ_SEED } from '../fuzz/fuzz-run.ts';
import { balanceOf, checkLedger, platformAccount } from '../ledger/ledger.ts';
import { deposit } from '../ledger/movements.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { betRecord } from './bet-record.ts';
import { type PriceOf, quoteCashOut } from './cash-out.ts';
import { sellAt } from './sell-bet.ts';
import { settle } from './settlement.ts';
import {
  mathsOf,
  NO_TAX,
  placeSynthetic,
  recordSyntheticResult,
  type SyntheticBet,
  syntheticPlayer,
  syntheticResolver,
} from './synthetic-bets.ts';

const TAXES: readonly TaxSettings[] = [
  NO_TAX,
  { ...NO_TAX, type: 1, stake_tax_percent: 12.5, return_tax: true },
  { ...NO_TAX, type: 3, stake_tax_percent: 5, payout_tax_percent: 20, win_threshold: 1 },
];
const RESULTS: readonly SelectionResult[] = ['won', 'lost', 'void', 'halfWon', 'halfLost'];
const GAMES = 6;

const op = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      amount: fc.bigInt({ min: 1n, max: 20_000n }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('place' as const),
      picks: fc.uniqueArray(fc.nat({ max: GAMES - 1 }), { minLength: 1, maxLength: 5 }),
      kind: fc.constantFrom('single', 'express', 'system'),
      k: fc.nat(),
      stake: fc.bigInt({ min: 1n, max: 15_000n }),
      price: fc.integer({ min: 1_010, max: 5_000 }),
      tax: fc.nat({ max: TAXES.length - 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('repeat' as const),
      pick: fc.nat(),
      same: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('result' as const),
      game: fc.nat({ max: GAMES - 1 }),
      result: fc.constantFrom(...RESULTS),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('cashout' as const),
      pick: fc.nat(),
      // Each game's price now in thousandths; 0: its market suspended.
      now: fc.array(
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(0) },
          { weight: 12, arbitrary: fc.integer({ min: 1_001, max: 6_000 }) },
        ),
        {
          minLength: GAMES,
          maxLength: GAMES,
        },
      ),
      // A bet the model has open, or any (a settled or sold one is refused).
      anyBet: fc.boolean(),
      // An open system where there is one (most bets are singles and expresses).
      system: fc.boolean(),
      // Sold while a settlement runs: one of the two wins, the other finds nothing to do.
      race: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('settle' as const),
      runs: fc.integer({ min: 1, max: 3 }),
    }),
  },
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** A bet as the model knows it: what it took and, once its games are all over, what it pays. */
interface ModelBet {
  readonly id: number;
  readonly guid: string;
  readonly bet: SyntheticBet;
  readonly taxed: { stake: bigint; stakeTax: bigint };
  paid?: bigint;
}

/** The model's settlement: every bet whose games all have results pays what the maths say. */
function settleModel(bets: readonly ModelBet[], results: ReadonlyMap<number, SelectionResult>) {
  let settled = 0;
  for (const b of bets) {
    const got = b.bet.selections.map((s) => results.get(s.gameId));
    if (b.paid !== undefined || got.some((r) => r === undefined)) continue;
    const taxed = betWithTax(b.bet.tax!, mathsOf(b.bet), got as SelectionResult[]);
    b.paid = taxed.ok ? taxed.value.payoutAfterTax : -1n;
    settled += 1;
  }
  return settled;
}

describe.each(testDbKinds())(
  'bets and the ledger under any sequence of operations on %s',
  (kind) => {
    let db: Db;
    beforeAll(async () => {
      db = await createTestDb(kind);
    });
    afterAll(() => db.close());

    it('keeps every transaction balanced, no player below zero, and the balance deposits − stakes + payouts (property)', async () => {
      let round = 0;
      const seen = { placed: 0, settled: 0, repeated: 0, sold: 0, soldSystems: 0 };
      const finals = fc.array(fc.constantFrom(...RESULTS), { minLength: GAMES, maxLength: GAMES });
      const run = async (ops: Op[], last: SelectionResult[]) => {
        round += 1;
        const player = await syntheticPlayer(db, 30_000n);
        const games = Array.from({ length: GAMES }, (_, i) => 920_000_000 + round * 100 + i);
        const results = new Map<number, SelectionResult>();
        const bets: ModelBet[] = [];
        const open = await db.transaction((tx) => platformAccount(tx, 'bets_open', 7));
        const openBefore = await balanceOf(db, open);
        let deposits = 30_000n;

        const check = async () => {
          const staked = bets.reduce((sum, b) => sum + b.taxed.stake, 0n);
          const paid = bets.reduce((sum, b) => sum + (b.paid ?? 0n), 0n);
          expect(await balanceOf(db, player.accountId)).toBe(deposits - staked + paid);
          // Open stakes wait in bets_open: what the open bets staked, net of their stake tax.
          const waiting = bets
            .filter((b) => b.paid === undefined)
            .reduce((sum, b) => sum + b.taxed.stake - b.taxed.stakeTax, 0n);
          expect((await balanceOf(db, open)) - openBefore).toBe(waiting);
          const rows = await db.query<{ id: number; payout: string | null }>(
            'SELECT id, payout::text AS payout FROM bets WHERE player_id = $1 ORDER BY id',
            [player.playerId],
          );
          expect(
            rows.map((r) => [r.id, r.payout === null ? undefined : minorOf(r.payout)]),
          ).toEqual(bets.map((b) => [b.id, b.paid]));
          expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
        };
        const settleAll = async (runs: number) => {
          await Promise.all(Array.from({ length: runs }, () => settle(db, syntheticResolver)));
          seen.settled += settleModel(bets, results);
        };
        const record = async (game: number, result: SelectionResult) => {
          if (results.has(game)) return;
          results.set(game, result);
          await recordSyntheticResult(db, game, result);
        };

        /** Sells bet `b` at the prices `now` (thousandths a game, 0 suspended), or is refused. */
        const cashOut = async (b: ModelBet, now: readonly number[], race: boolean) => {
          const priceOf: PriceOf = (s) => {
            const price = now[games.indexOf(s.gameId)] ?? 0;
            return price === 0 ? { reason: 'suspended' } : { c: price / 1000 };
          };
          const quote = quoteCashOut(await betRecord(db, b.id), b.bet.tax!, priceOf);
          const summ = quote.ok ? quote.price.value : 1n;
          const selling = sellAt(db, player.playerId, b.id, summ, priceOf);
          const [sale] = await Promise.allSettled([
            selling,
            ...(race ? [settle(db, syntheticResolver)] : []),
          ]);
          const [row] = await db.query<{ status: string; payout: string | null }>(
            'SELECT status, payout::text AS payout FROM bets WHERE id = $1',
            [b.id],
          );
          if (sale.status === 'fulfilled') {
            // Sold at the quoted value, once; settlement leaves it alone from then on.
            expect([b.paid, row]).toEqual([
              undefined,
              { status: 'cashed_out', payout: formatMinor(summ) },
            ]);
            b.paid = sale.value;
            seen.sold += 1;
            if (b.bet.kind === 'system') seen.soldSystems += 1;
          } else {
            // Refused: already settled (or sold), or without a value now; nothing moved for it.
            expect(sale.reason).toMatchObject({ status: 409 });
            // A bet with a value now, still open, is sold unless a racing settlement took it.
            expect(quote.ok && !race && b.paid === undefined).toBe(false);
            if (b.paid === undefined) expect(row!.status).not.toBe('cashed_out');
          }
          if (race) {
            // Settlement skips a bet the sale had locked (SKIP LOCKED): the runner's next pass
            // settles it, and only then is the model's settlement the platform's.
            await settle(db, syntheticResolver);
            seen.settled += settleModel(bets, results);
          }
        };

        for (const [step, o] of ops.entries()) {
          if (o.op === 'deposit') {
            const key = `prop-${kind}-${round}-${step}`;
            await db.transaction((tx) =>
              deposit(tx, { key, account: player.accountId, amount: o.amount, source: 'test' }),
            );
            deposits += o.amount;
          } else if (o.op === 'place') {
            const picks = o.kind === 'single' ? o.picks.slice(0, 1) : o.picks;
            if (picks.length < { single: 1, express: 2, system: 3 }[o.kind]) continue;
            const bet: SyntheticBet = {
              kind: o.kind,
              ...(o.kind === 'system' ? { systemSize: 2 + (o.k % (picks.length - 2)) } : {}),
              stake: o.stake,
              selections: picks.map((p, i) => ({
                gameId: games[p]!,
                price: (o.price + i * 37) / 1000,
              })),
              tax: TAXES[o.tax]!,
            };
            const taxed = betWithTax(bet.tax!, mathsOf(bet));
            if (!taxed.ok) continue; // A system stake too small to split: never placed.
            const guid = randomUUID();
            const held = await balanceOf(db, player.accountId);
            const placing = placeSynthetic(db, player, { ...bet, guid });
            if (taxed.value.stake > held) {
              await expect(placing).rejects.toMatchObject({
                messageKey: 'error_insufficient_funds',
              });
              continue;
            }
            bets.push({ id: await placing, guid, bet, taxed: taxed.value });
            seen.placed += 1;
          } else if (o.op === 'repeat') {
            const again = bets[o.pick % Math.max(bets.length, 1)];
            if (!again) continue;
            seen.repeated += 1;
            // The same bet under its guid is the bet placed; another under it is refused.
            const asked = o.same ? again.bet : { ...again.bet, stake: again.bet.stake + 1n };
            const placing = placeSynthetic(db, player, { ...asked, guid: again.guid });
            if (o.same) expect(await placing).toBe(again.id);
            else
              await expect(placing).rejects.toMatchObject({ messageKey: 'error_bet_guid_reused' });
          } else if (o.op === 'cashout') {
            const unsettled = bets.filter((x) => x.paid === undefined);
            const systems = unsettled.filter((x) => x.bet.kind === 'system');
            const pool = o.anyBet ? bets : o.system && systems.length > 0 ? systems : unsettled;
            const b = pool[o.pick % Math.max(pool.length, 1)];
            if (b) await cashOut(b, o.now, o.race);
          } else if (o.op === 'result') await record(games[o.game]!, o.result);
          else await settleAll(o.runs);
        }
        await check();
        // The systems still open are sold at even prices (each is sold or has nothing to sell).
        for (const b of bets.filter((x) => x.paid === undefined && x.bet.kind === 'system'))
          await cashOut(b, Array<number>(GAMES).fill(2_000), false);
        await check();
        // Every game over, settled twice at once: every bet paid once.
        for (const [i, game] of games.entries()) await record(game, last[i]!);
        await settleAll(2);
        expect(bets.every((b) => b.paid !== undefined)).toBe(true);
        await check();
      };
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 24 }), finals, run),
        {
          numRuns: kind === 'pglite' ? 40 : 15,
          // FUZZ_SEED replays a run, as the fuzz tests' do.
          ...(process.env.FUZZ_SEED ? { seed: FUZZ_SEED } : {}),
        },
      );
      // The runs did what they are for: bets placed, repeated and settled, not only refused.
      expect(
        Math.min(
          seen.placed,
          seen.settled,
          seen.sold,
          // The fewer runs on PostgreSQL repeat too few bets (1–6 in a run) and place too few
          // systems to count on a repeat or a system sold there; the 40 on PGlite do both.
          kind === 'pglite' ? Math.min(seen.repeated, seen.soldSystems) : 1,
        ),
        JSON.stringify(seen),
      ).toBeGreaterThan(0);
    }, 240_000);
  },
);
