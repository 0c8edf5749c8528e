import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { balanceOf } from './ledger.ts';

/**
 * A player's wallets: the spec's account list (main accounts with money and points, then bonus
 * accounts holding money), the active one, and opening or closing an account in a currency.
 */

/** The spec's account record (balance.json's accountRecord). */
export interface AccountRecord {
  readonly id: number;
  readonly AccountName: string;
  readonly money: number;
  readonly kode: string;
  readonly currencySymbol: string;
  readonly active: boolean;
  readonly idCurrecy: number;
  readonly summ_unplaced_bets: number;
  readonly PointsBalance: number;
  readonly Bonus: number;
}

/**
 * Every amount is the sum of the account's ledger entries; closed accounts are not listed.
 * summ_unplaced_bets: the stakes held for the account's waiting bet requests (auto-bets, VIP bids).
 */
export async function accountsOf(db: Queryable, playerId: number): Promise<AccountRecord[]> {
  return db.query<AccountRecord>(
    `WITH held AS (
       SELECT a.id, a.kind, a.currency_id, a.is_active,
              COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS sum
       FROM accounts a WHERE a.player_id = $1 AND a.closed_at IS NULL
     )
     SELECT h.id, CASE h.kind WHEN 'bonus' THEN 'account_bonus' ELSE 'account_main' END AS "AccountName",
            h.sum::float8 AS money, c.code AS kode, c.symbol AS "currencySymbol", h.is_active AS active,
            h.currency_id AS "idCurrecy",
            (SELECT COALESCE(SUM(r.stake), 0) FROM bet_requests r
             WHERE r.account_id = h.id AND r.status = 'waiting')::float8 AS summ_unplaced_bets,
            CASE h.kind WHEN 'main' THEN (SELECT COALESCE(SUM(p.sum), 0) FROM held p WHERE p.kind = 'points') ELSE 0 END::int AS "PointsBalance",
            CASE h.kind WHEN 'bonus' THEN h.sum ELSE 0 END::float8 AS "Bonus"
     FROM held h JOIN currencies c ON c.id = h.currency_id
     WHERE h.kind = 'main' OR (h.kind = 'bonus' AND h.sum > 0)
     ORDER BY h.kind = 'bonus', h.id`,
    [playerId],
  );
}

interface MainAccount {
  readonly id: number;
  readonly currency_id: number;
  readonly is_active: boolean;
}

/** The player's open main account `accountId`, locked for the change (404 when it is not one). */
async function mainAccount(tx: Queryable, playerId: number, accountId: number) {
  const [row] = await tx.query<MainAccount>(
    `SELECT id, currency_id, is_active FROM accounts
     WHERE id = $1 AND player_id = $2 AND kind = 'main' AND closed_at IS NULL FOR UPDATE`,
    [accountId, playerId],
  );
  if (!row) throw new ApiProblem(404, 'error_account_not_found', [`account ${accountId}`]);
  return row;
}

/** Makes one of the player's main accounts the active one (the header shows it, bets use it). */
export async function setActiveAccount(tx: Queryable, playerId: number, accountId: number) {
  await mainAccount(tx, playerId, accountId);
  // Two statements: the one-active index never sees two at once.
  await tx.query('UPDATE accounts SET is_active = false WHERE player_id = $1 AND is_active', [
    playerId,
  ]);
  await tx.query('UPDATE accounts SET is_active = true WHERE id = $1', [accountId]);
}

/** The currencies the player may open an account in: the variant's, less those held. */
export async function currenciesToOpen(
  db: Queryable,
  playerId: number,
  offered: readonly number[],
): Promise<{ id: number; code: string; symbol: string; name: string }[]> {
  return db.query(
    `SELECT c.id, c.code, c.symbol, c.name FROM currencies c
     WHERE c.id = ANY($2::int[]) AND NOT EXISTS (
       SELECT 1 FROM accounts a WHERE a.player_id = $1 AND a.kind = 'main'
         AND a.closed_at IS NULL AND a.currency_id = c.id)
     ORDER BY array_position($2::int[], c.id)`,
    [playerId, offered],
  );
}

/** Opens a main account in a currency the variant offers (createCurrencyAccount). */
export async function openCurrencyAccount(
  tx: Queryable,
  playerId: number,
  currencyId: number,
  offered: readonly number[],
): Promise<number> {
  if (!offered.includes(currencyId))
    throw new ApiProblem(422, 'error_currency_not_offered', [`currency ${currencyId}`]);
  // Concurrent opens of one currency: the second waits on the player's row, then finds the first.
  await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
  const [held] = await tx.query<{ id: number }>(
    `SELECT id FROM accounts WHERE player_id = $1 AND kind = 'main' AND currency_id = $2
     AND closed_at IS NULL`,
    [playerId, currencyId],
  );
  if (held) throw new ApiProblem(409, 'error_account_exists', [`currency ${currencyId}`]);
  const [made] = await tx.query<{ id: number }>(
    `INSERT INTO accounts (player_id, currency_id, kind, is_active) VALUES ($1, $2, 'main', false)
     RETURNING id`,
    [playerId, currencyId],
  );
  if (!made) throw new Error('the account was not stored');
  return made.id;
}

/**
 * Closes a main account (deleteCurrencyAccount): only an empty one that is not the active one and
 * has no open bets; its entries stay, so its history does too.
 */
export async function closeCurrencyAccount(tx: Queryable, playerId: number, accountId: number) {
  const account = await mainAccount(tx, playerId, accountId);
  if (account.is_active)
    throw new ApiProblem(409, 'error_account_active', [`account ${accountId} is the active one`]);
  if ((await balanceOf(tx, accountId)) !== 0n)
    throw new ApiProblem(409, 'error_account_not_empty', [`account ${accountId} holds money`]);
  // An open bet pays back into the account it was staked from: it stays open until settled. A
  // waiting bet request (server/bets/bet-requests.ts) holds a stake that becomes a bet or returns.
  const [open] = await tx.query(
    `SELECT 1 FROM bets WHERE account_id = $1 AND status = 'open'
     UNION ALL SELECT 1 FROM bet_requests WHERE account_id = $1 AND status = 'waiting' LIMIT 1`,
    [accountId],
  );
  if (open)
    throw new ApiProblem(409, 'error_account_open_bets', [`account ${accountId} has open bets`]);
  await tx.query('UPDATE accounts SET closed_at = now() WHERE id = $1', [accountId]);
}
