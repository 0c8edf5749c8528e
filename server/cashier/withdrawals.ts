import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { balanceOf, keyReused } from '../ledger/ledger.ts';
import { reserveWithdrawal, settleWithdrawal } from '../ledger/movements.ts';
import { PAGE_SIZE } from './history.ts';
import { askedAmount, cashierAccount, methodOnWire, methodsFor, offeredMethod } from './methods.ts';

/**
 * Withdrawals: asked by the player (the amount reserved at once), pending until the platform
 * approves (paid out) or declines (given back), or the player cancels a pending one (given back).
 */

export interface WithdrawalRecord {
  readonly id: number;
  readonly account_id: number;
  readonly method: string;
  readonly amount: string;
  readonly currency: string;
  readonly status: 'pending' | 'approved' | 'declined' | 'cancelled';
  readonly created_at: string;
  readonly decided_at: string | null;
}

const RECORD = `r.id, r.account_id, r.method, r.amount::text AS amount, c.code AS currency, r.status,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(r.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS decided_at`;
const FROM = `withdrawal_requests r JOIN accounts a ON a.id = r.account_id
  JOIN currencies c ON c.id = a.currency_id`;

/** The amount as the ledger writes amounts (two places), whatever text the engine returned. */
const exact = (row: WithdrawalRecord): WithdrawalRecord => ({
  ...row,
  amount: formatMinor(minorOf(row.amount)),
});

async function recordOf(db: Queryable, id: number): Promise<WithdrawalRecord> {
  const [row] = await db.query<WithdrawalRecord>(`SELECT ${RECORD} FROM ${FROM} WHERE r.id = $1`, [
    id,
  ]);
  if (!row) throw new Error(`no withdrawal request ${id}`);
  return exact(row);
}

export interface WithdrawalAsk {
  readonly playerId: number;
  readonly method: string;
  readonly amount: string;
  readonly requestKey: string;
  readonly settings: Pick<SiteSettings, 'cashierConfig' | 'globalConfig'>;
}

/**
 * Asks for a withdrawal from the active account: the method must be offered there, the amount
 * within its limits and the balance; the amount is reserved in the same transaction. The same
 * request key again answers the request it made (another request under that key is refused).
 */
export async function requestWithdrawal(db: Db, ask: WithdrawalAsk): Promise<WithdrawalRecord> {
  const amount = askedAmount(ask.amount);
  return db.transaction(async (tx) => {
    const { account, method } = await offeredMethod(tx, ask, 'withdrawal', amount);
    // The account first: the request's row takes a share lock on it (its foreign key), and two
    // requests each holding one while the reservation waits for the other's deadlocked PostgreSQL.
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [account.id]);
    const [made] = await tx.query<{ id: number }>(
      `INSERT INTO withdrawal_requests (player_id, account_id, method, amount, request_key)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (request_key) DO NOTHING RETURNING id`,
      [ask.playerId, account.id, method.id, formatMinor(amount), ask.requestKey],
    );
    if (!made) {
      const [done] = await tx.query<{
        id: number;
        player_id: number;
        amount: string;
        method: string;
      }>(
        'SELECT id, player_id, amount::text AS amount, method FROM withdrawal_requests WHERE request_key = $1',
        [ask.requestKey],
      );
      const same =
        done?.player_id === ask.playerId &&
        done.method === method.id &&
        minorOf(done.amount) === amount;
      if (!done || !same) throw keyReused(ask.requestKey);
      return recordOf(tx, done.id);
    }
    await reserveWithdrawal(tx, {
      key: `withdrawal:${made.id}:reserve`,
      account: account.id,
      amount,
      request: String(made.id),
    });
    return recordOf(tx, made.id);
  });
}

type Outcome = 'approved' | 'declined' | 'cancelled';

/** Ends a pending request: paid out when approved, given back when declined or cancelled. */
async function settle(db: Db, id: number, outcome: Outcome, playerId?: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ account_id: number; amount: string; status: string }>(
      `SELECT account_id, amount::text AS amount, status FROM withdrawal_requests
       WHERE id = $1 AND ($2::int IS NULL OR player_id = $2) FOR UPDATE`,
      [id, playerId ?? null],
    );
    if (!row) throw new ApiProblem(404, 'error_request_not_found', [`request ${id}`]);
    if (row.status !== 'pending')
      throw new ApiProblem(409, 'error_request_not_pending', [`request ${id} is ${row.status}`]);
    await tx.query('UPDATE withdrawal_requests SET status = $2, decided_at = now() WHERE id = $1', [
      id,
      outcome,
    ]);
    await settleWithdrawal(tx, {
      key: `withdrawal:${id}:settle`,
      account: row.account_id,
      amount: minorOf(row.amount),
      request: String(id),
      outcome: outcome === 'approved' ? 'approved' : 'released',
    });
    return recordOf(tx, id);
  });
}

/** The player takes back a pending request: the reserved amount returns to the account. */
export const cancelWithdrawal = (db: Db, playerId: number, id: number) =>
  settle(db, id, 'cancelled', playerId);

/** The platform's decision (the operator's; a development route in tests). */
export const decideWithdrawal = (db: Db, id: number, decision: 'approved' | 'declined') =>
  settle(db, id, decision);

/** The player's requests, newest first, 50 a page (the spec's paging step). */
export async function withdrawalsOf(
  db: Queryable,
  playerId: number,
  page: number,
): Promise<WithdrawalRecord[]> {
  const rows = await db.query<WithdrawalRecord>(
    `SELECT ${RECORD} FROM ${FROM} WHERE r.player_id = $1 ORDER BY r.id DESC LIMIT $2 OFFSET $3`,
    [playerId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return rows.map(exact);
}

/** What the withdrawal page shows: the active account's balance and the methods with limits. */
export async function deduceData(
  db: Queryable,
  playerId: number,
  settings: Pick<SiteSettings, 'cashierConfig' | 'globalConfig'>,
) {
  const account = await cashierAccount(db, playerId, settings.globalConfig.geo_country_code);
  return {
    account: {
      id: account.id,
      currency: account.code,
      symbol: account.symbol,
      balance: formatMinor(await balanceOf(db, account.id)),
    },
    methods: methodsFor(settings, 'withdrawal', account.country, account.currency_id).map(
      methodOnWire,
    ),
  };
}
