import { createHash } from 'node:crypto';

import { formatMinor, type Minor, minorOf } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';

/** A player's accounts hold money (main, bonus) or points; the platform's make movements balance. */
export type PlayerAccountKind = 'main' | 'bonus' | 'points';
/**
 * The platform's side: `bets_open` holds the stakes of open bets, `bets_book` is the book's own
 * (lost stakes in, winnings above the stake out), `bet_tax` what bet taxes withheld, `advances`
 * what advance bets were lent (it goes below zero by what players owe), `bet_requests` the stakes
 * of bet requests not placed yet (auto-bets waiting for their price, VIP bids for the operator).
 */
export type PlatformAccountKind =
  | 'cash_in'
  | 'cash_out'
  | 'withdrawals'
  | 'bonus_pool'
  | 'points_pool'
  | 'opening'
  | 'bets_open'
  | 'bets_book'
  | 'bet_tax'
  | 'advances'
  | 'bet_requests';
export type AccountKind = PlayerAccountKind | PlatformAccountKind;

const POINTS_KINDS: readonly AccountKind[] = ['points', 'points_pool'];
/** What an account counts in: its currency, or points (whatever the currency it is filed under). */
const unitOf = (kind: AccountKind, currencyId: number) =>
  POINTS_KINDS.includes(kind) ? 'points' : `currency:${currencyId}`;

/** Player accounts never go below zero; the platform's may (cash in is money from outside). */
const mayOverdraw = (kind: AccountKind) => !['main', 'bonus', 'points'].includes(kind);

export interface Entry {
  readonly account: number;
  /** Positive credits the account, negative debits it. */
  readonly amount: Minor;
}

/** One movement: its entries sum to zero per unit; its key makes it happen once. */
export interface Posting {
  readonly key: string;
  readonly kind: string;
  readonly playerId?: number;
  readonly entries: readonly Entry[];
  readonly meta?: Readonly<Record<string, unknown>>;
}

export interface Posted {
  readonly transactionId: number;
  /** The key had been used for this very movement already: nothing moved again. */
  readonly replayed: boolean;
}

/** 409: a debit larger than what the account holds (nothing moved). */
export const insufficientFunds = (accountId: number, balance: Minor, needed: Minor) =>
  new ApiProblem(409, 'error_insufficient_funds', [`account ${accountId}`], {
    account_id: accountId,
    balance: formatMinor(balance),
    requested: formatMinor(needed),
  });

/** 409: an idempotency key already used for another movement. */
export const keyReused = (key: string) =>
  new ApiProblem(409, 'error_idempotency_key_reused', [`key ${key}`]);

interface AccountRow {
  id: number;
  kind: AccountKind;
  currency_id: number;
  player_id: number | null;
}

/** The posting's identity for its key: the same key must always mean the same movement. */
function fingerprintOf(posting: Posting): string {
  const entries = [...posting.entries]
    .map((e) => `${e.account}:${formatMinor(e.amount)}`)
    .sort()
    .join(',');
  return createHash('sha256')
    .update(`${posting.kind}|${posting.playerId ?? ''}|${entries}`)
    .digest('hex');
}

/** Sums per unit: every one must be zero (nothing created, nothing lost). */
function assertBalanced(posting: Posting, accounts: ReadonlyMap<number, AccountRow>) {
  if (posting.entries.length < 2) throw new Error(`${posting.kind}: a movement needs two entries`);
  const sums = new Map<string, Minor>();
  for (const { account, amount } of posting.entries) {
    const row = accounts.get(account);
    if (!row) throw new Error(`${posting.kind}: no account ${account}`);
    if (amount === 0n) throw new Error(`${posting.kind}: an entry of zero on account ${account}`);
    const unit = unitOf(row.kind, row.currency_id);
    sums.set(unit, (sums.get(unit) ?? 0n) + amount);
  }
  for (const [unit, sum] of sums)
    if (sum !== 0n)
      throw new Error(`${posting.kind}: entries in ${unit} sum to ${formatMinor(sum)}`);
}

/** An account's balance: the sum of its entries. */
export async function balanceOf(db: Queryable, accountId: number): Promise<Minor> {
  const [row] = await db.query<{ sum: string | number | null }>(
    'SELECT COALESCE(SUM(amount), 0) AS sum FROM ledger_entries WHERE account_id = $1',
    [accountId],
  );
  return minorOf(row?.sum ?? 0);
}

/**
 * Posts one movement in the caller's transaction. The key is taken first: a concurrent request
 * with the same key waits on it and then finds the movement done. The accounts debited are
 * locked (in id order, so two movements never wait on each other) and their sums checked after
 * the entries: a player's account never ends below zero.
 */
export async function post(tx: Queryable, posting: Posting): Promise<Posted> {
  const fingerprint = fingerprintOf(posting);
  const [taken] = await tx.query<{ id: string | number }>(
    `INSERT INTO ledger_transactions (idempotency_key, fingerprint, kind, player_id, meta)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      posting.key,
      fingerprint,
      posting.kind,
      posting.playerId ?? null,
      JSON.stringify(posting.meta ?? {}),
    ],
  );
  if (!taken) {
    const [done] = await tx.query<{ id: string | number; fingerprint: string }>(
      'SELECT id, fingerprint FROM ledger_transactions WHERE idempotency_key = $1',
      [posting.key],
    );
    if (!done || done.fingerprint !== fingerprint) throw keyReused(posting.key);
    return { transactionId: Number(done.id), replayed: true };
  }
  const ids = [...new Set(posting.entries.map((e) => e.account))];
  const rows = await tx.query<AccountRow>(
    'SELECT id, kind, currency_id, player_id FROM accounts WHERE id = ANY($1::int[])',
    [ids],
  );
  const accounts = new Map(rows.map((r) => [r.id, r]));
  assertBalanced(posting, accounts);
  // Only what may not go below zero is locked: the platform's accounts never hold players back.
  const guarded = ids
    .filter((id) => posting.entries.some((e) => e.account === id && e.amount < 0n))
    .filter((id) => !mayOverdraw(accounts.get(id)!.kind))
    .sort((a, b) => a - b);
  if (guarded.length > 0)
    await tx.query('SELECT id FROM accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [
      guarded,
    ]);
  const transactionId = Number(taken.id);
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount)
     SELECT $1, e.account, e.amount FROM unnest($2::int[], $3::numeric[]) AS e (account, amount)`,
    [
      transactionId,
      posting.entries.map((e) => e.account),
      posting.entries.map((e) => formatMinor(e.amount)),
    ],
  );
  for (const id of guarded) {
    const balance = await balanceOf(tx, id);
    if (balance < 0n) {
      const needed = -posting.entries
        .filter((e) => e.account === id)
        .reduce((sum, e) => sum + e.amount, 0n);
      throw insufficientFunds(id, balance + needed, needed);
    }
  }
  return { transactionId, replayed: false };
}

/** Posts one movement in a transaction of its own (rolled back whole when anything fails). */
export const postAlone = (db: Db, posting: Posting): Promise<Posted> =>
  db.transaction((tx) => post(tx, posting));

/** The platform's account of `kind` for a currency, made the first time it is needed. */
export async function platformAccount(
  tx: Queryable,
  kind: PlatformAccountKind,
  currencyId: number,
): Promise<number> {
  const [made] = await tx.query<{ id: number }>(
    `INSERT INTO accounts (player_id, currency_id, kind, is_active) VALUES (NULL, $1, $2, false)
     ON CONFLICT (kind, currency_id) WHERE player_id IS NULL DO NOTHING RETURNING id`,
    [currencyId, kind],
  );
  if (made) return made.id;
  const [found] = await tx.query<{ id: number }>(
    'SELECT id FROM accounts WHERE player_id IS NULL AND kind = $1 AND currency_id = $2',
    [kind, currencyId],
  );
  if (!found) throw new Error(`no platform ${kind} account for currency ${currencyId}`);
  return found.id;
}

/** A player's account of `kind` in a currency (the first one), made the first time it is needed. */
export async function playerAccount(
  tx: Queryable,
  playerId: number,
  kind: PlayerAccountKind,
  currencyId: number,
): Promise<number> {
  const [found] = await tx.query<{ id: number }>(
    'SELECT id FROM accounts WHERE player_id = $1 AND kind = $2 AND currency_id = $3 ORDER BY id LIMIT 1',
    [playerId, kind, currencyId],
  );
  if (found) return found.id;
  const [made] = await tx.query<{ id: number }>(
    'INSERT INTO accounts (player_id, currency_id, kind, is_active) VALUES ($1, $2, $3, false) RETURNING id',
    [playerId, currencyId, kind],
  );
  if (!made) throw new Error(`no ${kind} account made for player ${playerId}`);
  return made.id;
}

/** What the ledger's invariants say right now (the property tests and the bench check them). */
export interface LedgerCheck {
  /** Transactions whose entries do not sum to zero in some unit. */
  readonly unbalanced: readonly number[];
  /** Player accounts whose entries sum below zero. */
  readonly overdrawn: readonly number[];
}

export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const unbalanced = await db.query<{ id: string | number }>(
    `SELECT e.transaction_id AS id
     FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
     GROUP BY e.transaction_id,
       CASE WHEN a.kind IN ('points', 'points_pool') THEN -1 ELSE a.currency_id END
     HAVING SUM(e.amount) <> 0`,
  );
  const overdrawn = await db.query<{ id: number }>(
    `SELECT a.id FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.player_id IS NOT NULL GROUP BY a.id HAVING SUM(e.amount) < 0`,
  );
  return {
    unbalanced: [...new Set(unbalanced.map((r) => Number(r.id)))],
    overdrawn: overdrawn.map((r) => r.id),
  };
}
