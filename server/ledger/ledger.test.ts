import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/db.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { balanceOf, checkLedger, platformAccount, playerAccount, postAlone } from './ledger.ts';
import { deposit } from './movements.ts';

const KZT = 7;
const USD = 10;

let players = 0;
async function newPlayer(db: Db): Promise<number> {
  players += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO players (partner, email, password_hash, registration_type, currency_id)
     VALUES (1, $1, 'x', 'full_reg', $2) RETURNING id`,
    [`ledger-${players}-${Math.random().toString(36).slice(2)}@betframe.test`, KZT],
  );
  return row!.id;
}

describe.each(testDbKinds())('the ledger on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  it('seeds the demo player’s 25,000.00 KZT as a deposit, and balances', async () => {
    const [account] = await db.query<{ id: number }>(
      `SELECT a.id FROM accounts a JOIN players p ON p.id = a.player_id
       WHERE lower(p.email) = lower($1) AND a.kind = 'main'`,
      [DEMO_PLAYER.email],
    );
    expect(await balanceOf(db, account!.id)).toBe(2_500_000n);
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('applies a movement once per key, and refuses the key for another movement', async () => {
    const player = await newPlayer(db);
    const main = await db.transaction((tx) => playerAccount(tx, player, 'main', KZT));
    const first = await db.transaction((tx) =>
      deposit(tx, { key: `dep-${player}`, account: main, amount: 1050n, source: 'card' }),
    );
    const again = await db.transaction((tx) =>
      deposit(tx, { key: `dep-${player}`, account: main, amount: 1050n, source: 'card' }),
    );
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await balanceOf(db, main)).toBe(1050n);
    await expect(
      db.transaction((tx) =>
        deposit(tx, { key: `dep-${player}`, account: main, amount: 999n, source: 'card' }),
      ),
    ).rejects.toMatchObject({ status: 409, messageKey: 'error_idempotency_key_reused' });
  });

  it('never lets a player account go below zero: the whole movement is refused, nothing moves', async () => {
    const player = await newPlayer(db);
    const main = await db.transaction((tx) => playerAccount(tx, player, 'main', KZT));
    await db.transaction((tx) =>
      deposit(tx, { key: `dep-over-${player}`, account: main, amount: 500n, source: 'card' }),
    );
    const cashOut = await db.transaction((tx) => platformAccount(tx, 'cash_out', KZT));
    await expect(
      postAlone(db, {
        key: `out-${player}`,
        kind: 'withdrawal',
        playerId: player,
        entries: [
          { account: main, amount: -501n },
          { account: cashOut, amount: 501n },
        ],
      }),
    ).rejects.toMatchObject({
      status: 409,
      messageKey: 'error_insufficient_funds',
      extra: { account_id: main, balance: '5.00', requested: '5.01' },
    });
    expect(await balanceOf(db, main)).toBe(500n);
    // The refused key is free again: the retry with the right amount goes through.
    await postAlone(db, {
      key: `out-${player}`,
      kind: 'withdrawal',
      playerId: player,
      entries: [
        { account: main, amount: -500n },
        { account: cashOut, amount: 500n },
      ],
    });
    expect(await balanceOf(db, main)).toBe(0n);
  });

  it('refuses a movement that does not sum to zero in every currency', async () => {
    const player = await newPlayer(db);
    const kzt = await db.transaction((tx) => playerAccount(tx, player, 'main', KZT));
    const usd = await db.transaction((tx) => playerAccount(tx, player, 'main', USD));
    const cashIn = await db.transaction((tx) => platformAccount(tx, 'cash_in', KZT));
    await expect(
      postAlone(db, {
        key: `bad-${player}`,
        kind: 'deposit',
        entries: [
          { account: cashIn, amount: -100n },
          { account: usd, amount: 100n },
        ],
      }),
    ).rejects.toThrow(/sum to/);
    await expect(
      postAlone(db, {
        key: `one-${player}`,
        kind: 'deposit',
        entries: [{ account: kzt, amount: 1n }],
      }),
    ).rejects.toThrow(/two entries/);
    expect(await balanceOf(db, usd)).toBe(0n);
  });

  it('keeps every invariant under any sequence of movements (property)', async () => {
    const player = await newPlayer(db);
    const accounts = await db.transaction(async (tx) => ({
      kzt: await playerAccount(tx, player, 'main', KZT),
      usd: await playerAccount(tx, player, 'main', USD),
      bonus: await playerAccount(tx, player, 'bonus', KZT),
      cashIn: {
        [KZT]: await platformAccount(tx, 'cash_in', KZT),
        [USD]: await platformAccount(tx, 'cash_in', USD),
      },
      cashOut: {
        [KZT]: await platformAccount(tx, 'cash_out', KZT),
        [USD]: await platformAccount(tx, 'cash_out', USD),
      },
      pool: await platformAccount(tx, 'bonus_pool', KZT),
    }));
    const model = new Map<number, bigint>([
      [accounts.kzt, 0n],
      [accounts.usd, 0n],
      [accounts.bonus, 0n],
    ]);
    let step = 0;
    const move = fc.record({
      op: fc.constantFrom('deposit', 'withdraw', 'bonus', 'convert', 'repeat'),
      currency: fc.constantFrom(KZT, USD),
      amount: fc.bigInt({ min: 1n, max: 50_000n }),
    });
    let last: { key: string; run: () => Promise<unknown> } | undefined;
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 12 }), async (moves) => {
        for (const m of moves) {
          step += 1;
          const key = `p-${player}-${step}`;
          const main = m.currency === KZT ? accounts.kzt : accounts.usd;
          const entries =
            m.op === 'deposit'
              ? [
                  { account: accounts.cashIn[m.currency], amount: -m.amount },
                  { account: main, amount: m.amount },
                ]
              : m.op === 'withdraw'
                ? [
                    { account: main, amount: -m.amount },
                    { account: accounts.cashOut[m.currency], amount: m.amount },
                  ]
                : m.op === 'bonus'
                  ? [
                      { account: accounts.pool, amount: -m.amount },
                      { account: accounts.bonus, amount: m.amount },
                    ]
                  : [
                      { account: accounts.bonus, amount: -m.amount },
                      { account: accounts.kzt, amount: m.amount },
                    ];
          if (m.op === 'repeat') {
            // The last movement again, with its key: nothing moves.
            if (last) await last.run().catch(() => undefined);
            continue;
          }
          const run = () => postAlone(db, { key, kind: m.op, playerId: player, entries });
          last = { key, run };
          const after = new Map(model);
          for (const e of entries)
            if (after.has(e.account)) after.set(e.account, after.get(e.account)! + e.amount);
          const allowed = [...after.values()].every((v) => v >= 0n);
          if (allowed) {
            await run();
            for (const [k, v] of after) model.set(k, v);
          } else {
            await expect(run()).rejects.toMatchObject({ messageKey: 'error_insufficient_funds' });
          }
        }
        for (const [account, expected] of model)
          expect(await balanceOf(db, account)).toBe(expected);
        expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
      }),
      { numRuns: kind === 'pglite' ? 25 : 15 },
    );
  });

  it('posts inside the caller’s transaction: a later failure takes the movement back', async () => {
    const player = await newPlayer(db);
    const main = await db.transaction((tx) => playerAccount(tx, player, 'main', KZT));
    await expect(
      db.transaction(async (tx) => {
        await deposit(tx, {
          key: `rollback-${player}`,
          account: main,
          amount: 700n,
          source: 'card',
        });
        throw new Error('the caller failed after the deposit');
      }),
    ).rejects.toThrow(/caller failed/);
    expect(await balanceOf(db, main)).toBe(0n);
    const [row] = await db.query('SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1', [
      `rollback-${player}`,
    ]);
    expect(row).toBeUndefined();
  });
});
