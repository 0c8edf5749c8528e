import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/db.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { betPlaced, betSettled } from './bet-movements.ts';
import { balanceOf, checkLedger, platformAccount, playerAccount } from './ledger.ts';
import { deposit } from './movements.ts';

const KZT = 7;

async function newPlayer(db: Db): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO players (partner, email, password_hash, registration_type, currency_id)
     VALUES (1, $1, 'x', 'full_reg', $2) RETURNING id`,
    [`bet-moves-${Math.random().toString(36).slice(2)}@betframe.test`, KZT],
  );
  return row!.id;
}

describe.each(testDbKinds())('a bet’s money in the ledger on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  it('moves a bet’s stake and payout once each, through the open stakes, the book and the tax', async () => {
    const player = await newPlayer(db);
    const main = await db.transaction((tx) => playerAccount(tx, player, 'main', KZT));
    await db.transaction((tx) =>
      deposit(tx, { key: `bet-funds-${player}`, account: main, amount: 10_000n, source: 'card' }),
    );
    // The platform's side, in order: open stakes, the book, the tax withheld.
    const sides = await db.transaction((tx) =>
      Promise.all(
        (['bets_open', 'bets_book', 'bet_tax'] as const).map((k) => platformAccount(tx, k, KZT)),
      ),
    );
    const before = await Promise.all(sides.map((a) => balanceOf(db, a)));
    const moved = async () =>
      (await Promise.all(sides.map((a) => balanceOf(db, a)))).map((b, i) => b - before[i]!);
    // Placed: 50.00 staked, 5.00 of it stake tax; the same key again moves nothing.
    const bet = 900_000 + player;
    const place = () =>
      db.transaction((tx) => betPlaced(tx, { bet, account: main, stake: 5_000n, stakeTax: 500n }));
    const placed = await place();
    expect(await place()).toEqual({ transactionId: placed.transactionId, replayed: true });
    expect(await balanceOf(db, main)).toBe(5_000n);
    expect(await moved()).toEqual([4_500n, 0n, 500n]);
    // Won at 3.00 on the net stake: 135.00, 18.00 payout tax on the winnings above the stake.
    const settlement = {
      bet,
      account: main,
      netStake: 4_500n,
      payout: 13_500n,
      payoutTax: 1_800n,
      stakeTaxReturned: 0n,
    };
    const settled = await db.transaction((tx) => betSettled(tx, settlement));
    expect(await db.transaction((tx) => betSettled(tx, settlement))).toEqual({
      transactionId: settled!.transactionId,
      replayed: true,
    });
    await expect(
      db.transaction((tx) => betSettled(tx, { ...settlement, payout: 13_501n })),
    ).rejects.toMatchObject({ status: 409, messageKey: 'error_idempotency_key_reused' });
    expect(await balanceOf(db, main)).toBe(5_000n + 11_700n);
    expect(await moved()).toEqual([0n, -9_000n, 2_300n]);
    // A bet that staked nothing net and pays nothing has nothing to move.
    expect(
      await db.transaction((tx) =>
        betSettled(tx, { ...settlement, bet: bet + 1, netStake: 0n, payout: 0n, payoutTax: 0n }),
      ),
    ).toBeUndefined();
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  });
});
