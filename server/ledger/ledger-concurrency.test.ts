import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/db.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { balanceOf, checkLedger, playerAccount } from './ledger.ts';
import { deposit, reserveWithdrawal } from './movements.ts';

const KZT = 7;

/**
 * Races only a real PostgreSQL can show (PGlite runs one transaction at a time): concurrent
 * debits never overdraw, and a key sent many times at once applies once.
 */
describe.skipIf(!testDbKinds().includes('postgres'))(
  'the ledger under concurrency (PostgreSQL)',
  () => {
    let db: Db;
    let account: number;
    beforeAll(async () => {
      db = await createTestDb('postgres');
      const [player] = await db.query<{ id: number }>(
        `INSERT INTO players (partner, email, password_hash, registration_type, currency_id)
       VALUES (1, 'race@betframe.test', 'x', 'full_reg', $1) RETURNING id`,
        [KZT],
      );
      account = await db.transaction((tx) => playerAccount(tx, player!.id, 'main', KZT));
    });
    afterAll(() => db.close());

    it('the same key sent 20 times at once applies once, and every sender gets the same answer', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          db.transaction((tx) =>
            deposit(tx, { key: 'race-deposit', account, amount: 10_000n, source: 'card' }),
          ),
        ),
      );
      expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
      expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
      expect(await balanceOf(db, account)).toBe(10_000n);
    });

    it('50 withdrawals at once against 100.00 never overdraw: ten of 10.00 go through', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          db.transaction((tx) =>
            reserveWithdrawal(tx, {
              key: `race-out-${i}`,
              account,
              amount: 1_000n,
              request: `r${i}`,
            }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      for (const r of results)
        if (r.status === 'rejected')
          expect(r.reason).toMatchObject({ status: 409, messageKey: 'error_insufficient_funds' });
      expect(await balanceOf(db, account)).toBe(0n);
      expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
    });
  },
);
