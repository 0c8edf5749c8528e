import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import { expireBonuses, grantBonus, recordTurnover, refuseBonus } from '../bonuses/bonuses.ts';
import type { Db } from '../db/db.ts';
import { balanceOf, checkLedger, playerAccount } from '../ledger/ledger.ts';
import { deposit } from '../ledger/movements.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { cancelWithdrawal, decideWithdrawal, requestWithdrawal } from './withdrawals.ts';

const KZT = 7 as const;
const USD = 10 as const;
type Currency = typeof KZT | typeof USD;

/** One withdrawal method: 5.00 to 500.00 in either currency. */
const settings = {
  globalConfig: { geo_country_code: 'KZ' },
  cashierConfig: {
    wallet_currencies: [USD],
    methods: [
      {
        id: 'card',
        kind: 'card',
        directions: ['withdrawal'],
        limits: [
          { currency_id: KZT, min: '5', max: '500' },
          { currency_id: USD, min: '5', max: '500' },
        ],
      },
    ],
  },
} as unknown as Pick<SiteSettings, 'cashierConfig' | 'globalConfig'>;

const op = fc.oneof(
  fc.record({
    op: fc.constant('deposit'),
    currency: fc.constantFrom(KZT, USD),
    amount: fc.bigInt({ min: 1n, max: 40_000n }),
  }),
  fc.record({
    op: fc.constant('withdraw'),
    currency: fc.constantFrom(KZT, USD),
    amount: fc.bigInt({ min: 1n, max: 60_000n }),
  }),
  fc.record({
    op: fc.constant('decide'),
    pick: fc.nat(),
    outcome: fc.constantFrom('approved', 'declined', 'cancelled'),
  }),
  fc.record({
    op: fc.constant('bonus'),
    currency: fc.constantFrom(KZT, USD),
    amount: fc.bigInt({ min: 1n, max: 20_000n }),
    wager: fc.constantFrom(0, 1, 3),
    freebet: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('turnover'),
    currency: fc.constantFrom(KZT, USD),
    amount: fc.bigInt({ min: 1n, max: 30_000n }),
    source: fc.constantFrom('bet', 'casino'),
  }),
  fc.record({ op: fc.constant('refuse'), pick: fc.nat() }),
  fc.record({ op: fc.constant('expire'), pick: fc.nat() }),
  fc.record({ op: fc.constant('switch'), currency: fc.constantFrom(KZT, USD) }),
);

interface ModelBonus {
  id: number;
  currency: Currency;
  amount: bigint;
  required: bigint;
  done: bigint;
  freebet: boolean;
  active: boolean;
}

describe.each(testDbKinds())('money under any sequence of operations on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  it('keeps every balance what the operations say, every transaction balanced, nothing below zero (property)', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        runs += 1;
        const [player] = await db.query<{ id: number }>(
          `INSERT INTO players (partner, email, password_hash, registration_type, currency_id)
           VALUES (1, $1, 'x', 'full_reg', $2) RETURNING id`,
          [`money-${kind}-${runs}-${Math.random().toString(36).slice(2)}@betframe.test`, KZT],
        );
        const playerId = player!.id;
        const main: Record<Currency, number> = await db.transaction(async (tx) => ({
          [KZT]: await playerAccount(tx, playerId, 'main', KZT),
          [USD]: await playerAccount(tx, playerId, 'main', USD),
        }));
        await db.query('UPDATE accounts SET is_active = (id = $2) WHERE player_id = $1', [
          playerId,
          main[KZT],
        ]);
        let active: Currency = KZT;
        const money: Record<Currency, bigint> = { [KZT]: 0n, [USD]: 0n };
        const pending: { id: number; currency: Currency; amount: bigint }[] = [];
        const bonuses: ModelBonus[] = [];
        const now = new Date();
        let step = 0;
        const open = () => bonuses.filter((b) => b.active);

        for (const o of ops) {
          step += 1;
          const key = `m-${kind}-${runs}-${step}`;
          if (o.op === 'deposit') {
            await db.transaction((tx) =>
              deposit(tx, { key, account: main[o.currency], amount: o.amount, source: 'test' }),
            );
            money[o.currency] += o.amount;
          } else if (o.op === 'switch') {
            await db.query('UPDATE accounts SET is_active = false WHERE player_id = $1', [
              playerId,
            ]);
            await db.query('UPDATE accounts SET is_active = true WHERE id = $1', [
              main[o.currency],
            ]);
            active = o.currency;
          } else if (o.op === 'withdraw') {
            const ask = requestWithdrawal(db, {
              playerId,
              method: 'card',
              amount: formatMinor(o.amount),
              requestKey: key,
              settings,
            });
            const within = o.amount >= 500n && o.amount <= 50_000n;
            if (within && o.amount <= money[active]) {
              const made = await ask;
              money[active] -= o.amount;
              pending.push({ id: made.id, currency: active, amount: o.amount });
            } else {
              await expect(ask).rejects.toMatchObject({
                messageKey: within ? 'error_insufficient_funds' : 'error_validation',
              });
            }
          } else if (o.op === 'decide') {
            const request = pending.splice(o.pick % Math.max(pending.length, 1), 1)[0];
            if (!request) continue;
            if (o.outcome === 'cancelled') await cancelWithdrawal(db, playerId, request.id);
            else await decideWithdrawal(db, request.id, o.outcome);
            if (o.outcome !== 'approved') money[request.currency] += request.amount;
          } else if (o.op === 'bonus') {
            const id = await db.transaction((tx) =>
              grantBonus(tx, {
                playerId,
                type: o.freebet ? 6 : 3,
                title: 'promo',
                source: 'promo',
                sourceCode: key,
                currencyId: o.currency,
                amount: o.amount,
                wager: o.wager,
                days: 7,
                now,
              }),
            );
            const required = o.freebet ? 0n : o.amount * BigInt(o.wager);
            const converted = !o.freebet && required === 0n;
            if (converted) money[o.currency] += o.amount;
            bonuses.push({
              id: id!,
              currency: o.currency,
              amount: o.amount,
              required,
              done: 0n,
              freebet: o.freebet,
              active: !converted,
            });
          } else if (o.op === 'turnover') {
            await db.transaction((tx) =>
              recordTurnover(tx, {
                key,
                playerId,
                currencyId: o.currency,
                amount: o.amount,
                source: o.source,
              }),
            );
            for (const b of open())
              if (b.currency === o.currency && !b.freebet && b.required > 0n) {
                b.done = b.done + o.amount > b.required ? b.required : b.done + o.amount;
                if (b.done === b.required) {
                  b.active = false;
                  money[b.currency] += b.amount;
                }
              }
          } else if (o.op === 'refuse' || o.op === 'expire') {
            const bonus = open()[o.pick % Math.max(open().length, 1)];
            if (!bonus) continue;
            if (o.op === 'refuse')
              await db.transaction((tx) => refuseBonus(tx, playerId, bonus.id));
            else {
              await db.query(
                `UPDATE bonuses SET expires_at = now() - interval '1 second' WHERE id = $1`,
                [bonus.id],
              );
              await db.transaction((tx) => expireBonuses(tx, new Date()));
            }
            bonus.active = false;
          }
        }

        for (const currency of [KZT, USD] as const)
          expect(await balanceOf(db, main[currency])).toBe(money[currency]);
        for (const b of bonuses) {
          const [account] = await db.query<{ id: number }>(
            'SELECT id FROM accounts WHERE bonus_id = $1',
            [b.id],
          );
          expect(await balanceOf(db, account!.id)).toBe(b.active ? b.amount : 0n);
          // What counted toward it, turnover by turnover, adds up to the wagering done.
          const [counted] = await db.query<{ sum: string | null }>(
            'SELECT sum(amount)::text AS sum FROM bonus_turnover_counted WHERE bonus_id = $1',
            [b.id],
          );
          expect(minorOf(counted?.sum ?? '0')).toBe(b.done);
        }
        expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
      }),
      { numRuns: kind === 'pglite' ? 30 : 20 },
    );
  });
});
