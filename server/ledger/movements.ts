import type { Minor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { platformAccount, post, type Posted } from './ledger.ts';

/**
 * The movements features post through (no feature writes entries itself). Each takes the
 * caller's transaction and an idempotency key that names the request it answers.
 */

interface AccountRef {
  readonly id: number;
  readonly playerId: number;
  readonly currencyId: number;
}

async function accountRef(tx: Queryable, accountId: number): Promise<AccountRef> {
  const [row] = await tx.query<{ id: number; player_id: number | null; currency_id: number }>(
    // Locked first: a movement and the account's closing never cross (closing checks it is empty).
    'SELECT id, player_id, currency_id FROM accounts WHERE id = $1 AND closed_at IS NULL FOR UPDATE',
    [accountId],
  );
  if (!row || row.player_id === null) throw new Error(`no open player account ${accountId}`);
  return { id: row.id, playerId: row.player_id, currencyId: row.currency_id };
}

const positive = (what: string, amount: Minor) => {
  if (amount <= 0n) throw new Error(`${what}: the amount must be positive`);
};

/** Money paid in from outside (a card, a bank) lands on a player's account. */
export async function deposit(
  tx: Queryable,
  move: { key: string; account: number; amount: Minor; source: string },
): Promise<Posted> {
  positive('deposit', move.amount);
  const account = await accountRef(tx, move.account);
  const cashIn = await platformAccount(tx, 'cash_in', account.currencyId);
  return post(tx, {
    key: move.key,
    kind: 'deposit',
    playerId: account.playerId,
    entries: [
      { account: cashIn, amount: -move.amount },
      { account: account.id, amount: move.amount },
    ],
    meta: { source: move.source },
  });
}

/** A withdrawal requested: the amount leaves the player's account and waits, reserved. */
export async function reserveWithdrawal(
  tx: Queryable,
  move: { key: string; account: number; amount: Minor; request: string },
): Promise<Posted> {
  positive('withdrawal', move.amount);
  const account = await accountRef(tx, move.account);
  const pending = await platformAccount(tx, 'withdrawals', account.currencyId);
  return post(tx, {
    key: move.key,
    kind: 'withdrawal_reserved',
    playerId: account.playerId,
    entries: [
      { account: account.id, amount: -move.amount },
      { account: pending, amount: move.amount },
    ],
    meta: { request: move.request },
  });
}

/**
 * A reserved withdrawal settled: paid out (`approved`), or given back to the account it came from
 * (`released`: declined by the platform, or cancelled by the player).
 */
export async function settleWithdrawal(
  tx: Queryable,
  move: {
    key: string;
    account: number;
    amount: Minor;
    request: string;
    outcome: 'approved' | 'released';
  },
): Promise<Posted> {
  positive('withdrawal', move.amount);
  const account = await accountRef(tx, move.account);
  const pending = await platformAccount(tx, 'withdrawals', account.currencyId);
  const to =
    move.outcome === 'approved'
      ? await platformAccount(tx, 'cash_out', account.currencyId)
      : account.id;
  return post(tx, {
    key: move.key,
    kind: `withdrawal_${move.outcome}`,
    playerId: account.playerId,
    entries: [
      { account: pending, amount: -move.amount },
      { account: to, amount: move.amount },
    ],
    meta: { request: move.request },
  });
}
