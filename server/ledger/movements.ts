import type { Minor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { platformAccount, type PlatformAccountKind, post, type Posted } from './ledger.ts';

/**
 * The movements features post through (no feature writes entries itself). Each takes the
 * caller's transaction and an idempotency key that names the request it answers.
 */

export interface AccountRef {
  readonly id: number;
  readonly playerId: number;
  readonly currencyId: number;
}

/** The player's open account a movement is about, locked (bet movements share it). */
export async function accountRef(tx: Queryable, accountId: number): Promise<AccountRef> {
  const [row] = await tx.query<{ id: number; player_id: number | null; currency_id: number }>(
    // Locked first: a movement and the account's closing never cross (closing checks it is empty).
    'SELECT id, player_id, currency_id FROM accounts WHERE id = $1 AND closed_at IS NULL FOR UPDATE',
    [accountId],
  );
  if (!row || row.player_id === null) throw new Error(`no open player account ${accountId}`);
  return { id: row.id, playerId: row.player_id, currencyId: row.currency_id };
}

/** The player's account the movement is about, another account of theirs, or the platform's. */
type Side = 'player' | PlatformAccountKind | { readonly account: number };

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
  const side = async (s: Side) => {
    if (s === 'player') return account.id;
    if (typeof s === 'string') return platformAccount(tx, s, account.currencyId);
    const other = await accountRef(tx, s.account);
    if (other.playerId !== account.playerId || other.currencyId !== account.currencyId)
      throw new Error(
        `${move.kind}: account ${other.id} is not the same player's, in the same currency`,
      );
    return other.id;
  };
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

/** A bonus credited from the platform's bonus pool to the bonus's own account. */
export const creditBonus = (
  tx: Queryable,
  move: { key: string; account: number; amount: Minor; bonus: number },
): Promise<Posted> =>
  transfer(tx, {
    ...move,
    kind: 'bonus_credited',
    from: 'bonus_pool',
    to: 'player',
    meta: { bonus: move.bonus },
  });

/** A bonus whose wagering is met becomes main money: its account is emptied into a main one. */
export const convertBonus = (
  tx: Queryable,
  move: { key: string; account: number; amount: Minor; bonus: number; main: number },
): Promise<Posted> =>
  transfer(tx, {
    ...move,
    kind: 'bonus_converted',
    from: 'player',
    to: { account: move.main },
    meta: { bonus: move.bonus },
  });

/** What a bonus holds goes back to the pool: it expired unwagered, or the player refused it. */
export const forfeitBonus = (
  tx: Queryable,
  move: {
    key: string;
    account: number;
    amount: Minor;
    bonus: number;
    reason: 'expired' | 'refused';
  },
): Promise<Posted> =>
  transfer(tx, {
    ...move,
    kind: `bonus_${move.reason}`,
    from: 'player',
    to: 'bonus_pool',
    meta: { bonus: move.bonus },
  });
