import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';

/** Operations older than this are the archive: shown only when the player asks for it. */
export const ARCHIVE_AFTER_DAYS = 90;
/** The spec's paging step. */
export const PAGE_SIZE = 50;

export interface Operation {
  /** The ledger transaction (its receipt's id). */
  readonly id: number;
  readonly account_id: number;
  readonly kind: string;
  /** Signed: money in is positive. */
  readonly amount: string;
  /** The account's balance right after the operation. */
  readonly balance: string;
  readonly currency: string;
  /** The currency's symbol (empty where it has none): the row reads right once its account is closed. */
  readonly symbol: string;
  readonly created_at: string;
}

/** Which of a player's accounts a history reads: the main ones, or the virtual (bonus) ones. */
export type HistoryOf = 'main' | 'bonus';

/**
 * The movements on a player's main accounts (or their bonus accounts: the virtual ones), newest
 * first, 50 a page; each with the account's balance after it (a running sum of the account's
 * entries, so it always agrees with the ledger).
 */
export async function accountHistory(
  db: Queryable,
  playerId: number,
  { page, archive, of = 'main' }: { page: number; archive: boolean; of?: HistoryOf },
): Promise<Operation[]> {
  const rows = await db.query<Operation>(
    `WITH mine AS (
       SELECT e.transaction_id, e.account_id, e.amount,
              SUM(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS balance
       FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
       WHERE a.player_id = $1 AND a.kind = $6
     )
     SELECT t.id::int AS id, m.account_id, t.kind, m.amount::text AS amount, m.balance::text AS balance,
            c.code AS currency, c.symbol,
            to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
     FROM mine m JOIN ledger_transactions t ON t.id = m.transaction_id
     JOIN accounts a ON a.id = m.account_id JOIN currencies c ON c.id = a.currency_id
     WHERE $2::boolean OR t.created_at > now() - make_interval(days => $3)
     ORDER BY t.id DESC, m.account_id
     LIMIT $4 OFFSET $5`,
    [playerId, archive, ARCHIVE_AFTER_DAYS, PAGE_SIZE, (page - 1) * PAGE_SIZE, of],
  );
  return rows.map((row) => ({
    ...row,
    amount: formatMinor(minorOf(row.amount)),
    balance: formatMinor(minorOf(row.balance)),
  }));
}
