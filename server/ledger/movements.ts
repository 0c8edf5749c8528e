import type { Minor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { platformAccount, type PlatformAccountKind, post, type Posted } from './ledger.ts';

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

type Side = 'player' | PlatformAccountKind;

interface Transfer {
  readonly key: string;
  readonly kind: string;
  /** The player's account the movement is about; the platform's side is of its currency. */
  readonly account: number;
  readonly amount: Minor;
  readonly from: Side;
  readonly to: Side;
  readonly meta: Readonly<Record<string, unknown>>;
}

/** One amount from one side to the other: the player's account, or a platform account. */
async function transfer(tx: Queryable, move: Transfer): Promise<Posted> {
  if (move.amount <= 0n) throw new Error(`${move.kind}: the amount must be positive`);
  const account = await accountRef(tx, move.account);
  const side = (s: Side) =>
    s === 'player' ? Promise.resolve(account.id) : platformAccount(tx, s, account.currencyId);
  return post(tx, {
    key: move.key,
    kind: move.kind,
    playerId: account.playerId,
    entries: [
      { account: await side(move.from), amount: -move.amount },
      { account: await side(move.to), amount: move.amount },
    ],
    meta: move.meta,
  });
}

/** Money paid in from outside (a card, a bank) lands on a player's account. */
export const deposit = (
  tx: Queryable,
  move: { key: string; account: number; amount: Minor; source: string },
): Promise<Posted> =>
  transfer(tx, {
    ...move,
    kind: 'deposit',
    from: 'cash_in',
    to: 'player',
    meta: { source: move.source },
  });

/** A withdrawal requested: the amount leaves the player's account and waits, reserved. */
export const reserveWithdrawal = (
  tx: Queryable,
  move: { key: string; account: number; amount: Minor; request: string },
): Promise<Posted> =>
  transfer(tx, {
    ...move,
    kind: 'withdrawal_reserved',
    from: 'player',
    to: 'withdrawals',
    meta: { request: move.request },
  });

/**
 * A reserved withdrawal settled: paid out (`approved`), or given back to the account it came from
 * (`released`: declined by the platform, or cancelled by the player).
 */
export const settleWithdrawal = (
  tx: Queryable,
  move: {
    key: string;
    account: number;
    amount: Minor;
    request: string;
    outcome: 'approved' | 'released';
  },
): Promise<Posted> =>
  transfer(tx, {
    ...move,
    kind: `withdrawal_${move.outcome}`,
    from: 'withdrawals',
    to: move.outcome === 'approved' ? 'cash_out' : 'player',
    meta: { request: move.request },
  });
