import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SelectionResult } from '../../src/lib/bets/bet-maths.ts';
import { betWithTax } from '../../src/lib/bets/bet-tax.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { BONUS_TYPE } from '../../src/lib/money/bonus-types.ts';
import { grantBonus } from '../bonuses/bonuses.ts';
import type { Db } from '../db/db.ts';
import { balanceOf, checkLedger, platformAccount } from '../ledger/ledger.ts';
import { closeCurrencyAccount } from '../ledger/wallets.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { settle, settleSelections } from './settlement.ts';
import {
  mathsOf,
  NO_TAX,
  placeSynthetic,
  recordSyntheticResult,
  type SyntheticBet,
  syntheticPlayer,
  syntheticResolver,
} from './synthetic-bets.ts';

let nextGame = 900_000_000;
const games = (n: number) => Array.from({ length: n }, () => (nextGame += 1));

describe.each(testDbKinds())('settling bets on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  const betRow = async (id: number) =>
    (
      await db.query<{ status: string; status_id: number; payout: string | null }>(
        'SELECT status, status_id, payout::text AS payout FROM bets WHERE id = $1',
        [id],
      )
    )[0]!;
  const settledMoves = async (id: number) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`,
        [`bet:${id}:settled`],
      )
    )[0]!.n;
  const paid = (bet: SyntheticBet, results: SelectionResult[]) => {
    const taxed = betWithTax(bet.tax ?? NO_TAX, mathsOf(bet), results);
    if (!taxed.ok) throw new Error(taxed.error.code);
    return taxed.value.payoutAfterTax;
  };

  it('settles singles, expresses and systems by their selections’ results, crediting each once', async () => {
    const player = await syntheticPlayer(db, 1_000_000n);
    const [g1, g2, g3, g4] = games(4) as [number, number, number, number];
    const results: Record<number, SelectionResult> = {
      [g1]: 'won',
      [g2]: 'halfWon',
      [g3]: 'void',
      [g4]: 'lost',
    };
    const bets: SyntheticBet[] = [
      { kind: 'single', stake: 1_000n, selections: [{ gameId: g1, price: 1.85 }] },
      { kind: 'single', stake: 1_000n, selections: [{ gameId: g2, price: 1.9 }] },
      { kind: 'single', stake: 1_000n, selections: [{ gameId: g4, price: 3.1 }] },
      { kind: 'single', stake: 1_000n, selections: [{ gameId: g3, price: 2.2 }] },
      {
        kind: 'express',
        stake: 2_000n,
        selections: [
          { gameId: g1, price: 1.5 },
          { gameId: g3, price: 2.05 },
        ],
      },
      {
        kind: 'system',
        systemSize: 2,
        stake: 3_000n,
        selections: [
          { gameId: g1, price: 2 },
          { gameId: g2, price: 1.8 },
          { gameId: g4, price: 2.5 },
        ],
      },
    ];
    const ids = [];
    for (const bet of bets) ids.push(await placeSynthetic(db, player, bet));
    expect(await balanceOf(db, player.accountId)).toBe(1_000_000n - 9_000n);
    for (const [game, result] of Object.entries(results))
      await recordSyntheticResult(db, Number(game), result);

    const run = await settle(db, syntheticResolver);
    expect(run).toMatchObject({ selections: 9, bets: 6 });
    const expected = bets.map((bet) =>
      paid(
        bet,
        bet.selections.map((s) => results[s.gameId]!),
      ),
    );
    const rows = await Promise.all(ids.map(betRow));
    expect(rows.map((r) => [r.status, r.status_id])).toEqual([
      ['won', 7],
      ['won', 13],
      ['lost', 8],
      ['void', 9],
      ['won', 7],
      ['won', 13],
    ]);
    expect(rows.map((r) => r.payout)).toEqual(expected.map((m) => (Number(m) / 100).toFixed(2)));
    const total = expected.reduce((a, b) => a + b, 0n);
    expect(await balanceOf(db, player.accountId)).toBe(1_000_000n - 9_000n + total);
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
    // Every result whose bets are all settled is marked.
    const marked = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feed_results WHERE game_id = ANY($1::int[]) AND settled_at IS NOT NULL',
      [[g1, g2, g3, g4]],
    );
    expect(marked[0]!.n).toBe(4);

    // Again: nothing left to settle, nothing moves.
    expect(await settle(db, syntheticResolver)).toEqual({ selections: 0, bets: 0, results: 0 });
    expect(await balanceOf(db, player.accountId)).toBe(1_000_000n - 9_000n + total);
    for (const id of ids) expect(await settledMoves(id)).toBe(1);
  });

  it('keeps an express open until its last game, and the result of the first unsettled till then', async () => {
    const player = await syntheticPlayer(db, 10_000n);
    const [g1, g2] = games(2) as [number, number];
    const id = await placeSynthetic(db, player, {
      kind: 'express',
      stake: 1_000n,
      selections: [
        { gameId: g1, price: 2 },
        { gameId: g2, price: 2 },
      ],
    });
    await recordSyntheticResult(db, g1, 'won');
    expect(await settle(db, syntheticResolver)).toMatchObject({ selections: 1, bets: 0 });
    expect((await betRow(id)).status).toBe('open');
    const [first] = await db.query<{ settled: boolean }>(
      'SELECT settled_at IS NOT NULL AS settled FROM feed_results WHERE game_id = $1',
      [g1],
    );
    expect(first!.settled).toBe(false);
    await recordSyntheticResult(db, g2, 'won');
    expect(await settle(db, syntheticResolver)).toMatchObject({
      selections: 1,
      bets: 1,
      results: 2,
    });
    expect(await betRow(id)).toEqual({ status: 'won', status_id: 7, payout: '40.00' });
  });

  it('credits once when runs overlap, and picks up after a run stopped midway', async () => {
    const player = await syntheticPlayer(db, 1_000_000n);
    const played = games(12);
    const ids = [];
    for (const [i, gameId] of played.entries())
      ids.push(
        await placeSynthetic(db, player, {
          kind: 'single',
          stake: 500n,
          selections: [{ gameId, price: 1.5 + i / 10 }],
        }),
      );
    for (const gameId of played) await recordSyntheticResult(db, gameId, 'won');

    // A resolver that fails on the fifth selection: its batch is rolled back whole.
    let calls = 0;
    const failing: typeof syntheticResolver = (...args) => {
      calls += 1;
      if (calls === 5) throw new Error('the process stopped');
      return syntheticResolver(...args);
    };
    await expect(settleSelections(db, failing)).rejects.toThrow(/stopped/);
    const open = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bet_selections WHERE bet_id = ANY($1::int[]) AND result IS NULL',
      [ids],
    );
    expect(open[0]!.n).toBe(12);
    // Selections settled, bets not yet (a run stopped between the two steps).
    expect(await settleSelections(db, syntheticResolver)).toBe(12);

    const runs = await Promise.all([1, 2, 3].map(() => settle(db, syntheticResolver)));
    expect(runs.reduce((n, r) => n + r.bets, 0)).toBe(12);
    for (const id of ids) expect(await settledMoves(id)).toBe(1);
    const expected = played.reduce(
      (sum, _, i) => sum + (500n * BigInt(Math.round((1.5 + i / 10) * 1000))) / 1000n,
      0n,
    );
    expect(await balanceOf(db, player.accountId)).toBe(1_000_000n - 6_000n + expected);
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('takes and pays the taxes the bet was sold under: stake tax back on a void bet, payout tax on winnings', async () => {
    const tax: TaxSettings = {
      type: 3,
      stake_tax_percent: 10,
      payout_tax_percent: 20,
      win_threshold: 0,
      coef_threshold: 0,
      return_tax: true,
    };
    const player = await syntheticPlayer(db, 100_000n);
    const [won, voided] = games(2) as [number, number];
    const taxAccount = await db.transaction((tx) => platformAccount(tx, 'bet_tax', 7));
    const before = await balanceOf(db, taxAccount);
    const bets: SyntheticBet[] = [
      { kind: 'single', stake: 10_000n, selections: [{ gameId: won, price: 3 }], tax },
      { kind: 'single', stake: 10_000n, selections: [{ gameId: voided, price: 3 }], tax },
    ];
    for (const bet of bets) await placeSynthetic(db, player, bet);
    // 10 % of each stake withheld when placed.
    expect((await balanceOf(db, taxAccount)) - before).toBe(2_000n);
    await recordSyntheticResult(db, won, 'won');
    await recordSyntheticResult(db, voided, 'void');
    await settle(db, syntheticResolver);
    // Won: 90.00 × 3 = 270.00, winnings 170.00 taxed 20 % = 34.00 → 236.00. Void: 90.00 + 10.00 back.
    expect(await balanceOf(db, player.accountId)).toBe(100_000n - 20_000n + 23_600n + 10_000n);
    expect((await balanceOf(db, taxAccount)) - before).toBe(1_000n + 3_400n);
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('counts a decided bet’s stake toward the player’s bonus wagering once, a wholly void one not at all', async () => {
    const player = await syntheticPlayer(db, 100_000n);
    const bonusId = await db.transaction((tx) =>
      grantBonus(tx, {
        playerId: player.playerId,
        type: BONUS_TYPE.sport,
        title: 'Welcome',
        source: 'welcome',
        sourceCode: `settlement-${player.playerId}`,
        currencyId: 7,
        amount: 10_000n,
        wager: 5,
        days: 30,
        now: new Date(),
      }),
    );
    const [won, lost, voided] = games(3) as [number, number, number];
    for (const [game, stake] of [
      [won, 2_000n],
      [lost, 3_000n],
      [voided, 4_000n],
    ] as const)
      await placeSynthetic(db, player, {
        kind: 'single',
        stake,
        selections: [{ gameId: game, price: 2 }],
      });
    await recordSyntheticResult(db, won, 'won');
    await recordSyntheticResult(db, lost, 'lost');
    await recordSyntheticResult(db, voided, 'void');
    await settle(db, syntheticResolver);
    await settle(db, syntheticResolver);
    const [bonus] = await db.query<{ done: string }>(
      'SELECT wager_done::text AS done FROM bonuses WHERE id = $1',
      [bonusId],
    );
    // 20.00 won and 30.00 lost count; the void 40.00 does not; the second run adds nothing.
    expect(bonus!.done).toBe('50.00');
  });

  it('does not let a player close an account with open bets on it', async () => {
    const player = await syntheticPlayer(db, 1_000n);
    await placeSynthetic(db, player, {
      kind: 'single',
      stake: 1_000n,
      selections: [{ gameId: games(1)[0]!, price: 2 }],
    });
    await db.query('UPDATE accounts SET is_active = false WHERE id = $1', [player.accountId]);
    await expect(
      db.transaction((tx) => closeCurrencyAccount(tx, player.playerId, player.accountId)),
    ).rejects.toMatchObject({ status: 409, messageKey: 'error_account_open_bets' });
  });
});
