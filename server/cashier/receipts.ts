import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';

const UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** One line of a receipt: what the operation did to one of the player's accounts. */
export interface ReceiptLine {
  readonly account_id: number;
  readonly account_kind: 'main' | 'bonus' | 'points';
  readonly currency: string;
  readonly amount: string;
  /** The account's balance right after the operation. */
  readonly balance: string;
}

/** The payment an operation belongs to, when it is a deposit's or a withdrawal's. */
export type ReceiptPayment =
  | {
      readonly type: 'deposit';
      readonly id: string;
      readonly method: string;
      readonly paid_with: string | null;
      readonly status: string;
    }
  | {
      readonly type: 'withdrawal';
      readonly id: string;
      readonly method: string;
      readonly status: string;
    };

export interface Receipt {
  readonly id: number;
  readonly kind: string;
  readonly created_at: string;
  readonly lines: readonly ReceiptLine[];
  readonly payment: ReceiptPayment | null;
}

/**
 * One operation's receipt (office_paycheck): what it did to each of the player's accounts, with
 * the balance after it, and the deposit or withdrawal it belongs to. 404 for another player's.
 */
export async function receiptOf(db: Queryable, playerId: number, id: number): Promise<Receipt> {
  const [operation] = await db.query<{
    kind: string;
    created_at: string;
    key: string;
    request: string | null;
  }>(
    `SELECT kind, to_char(created_at AT TIME ZONE 'UTC', ${UTC}) AS created_at,
            idempotency_key AS key, meta->>'request' AS request
     FROM ledger_transactions WHERE id = $1 AND player_id = $2`,
    [id, playerId],
  );
  if (!operation) throw new ApiProblem(404, 'error_operation_not_found', [`operation ${id}`]);
  const lines = await db.query<ReceiptLine>(
    `SELECT e.account_id, a.kind AS account_kind, c.code AS currency, e.amount::text AS amount,
            (SELECT SUM(b.amount) FROM ledger_entries b WHERE b.account_id = e.account_id AND b.id <= e.id)::text AS balance
     FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN currencies c ON c.id = a.currency_id
     WHERE e.transaction_id = $1 AND a.player_id = $2 ORDER BY e.id`,
    [id, playerId],
  );
  return {
    id,
    kind: operation.kind,
    created_at: operation.created_at,
    lines: lines.map((line) => ({
      ...line,
      amount: formatMinor(minorOf(line.amount)),
      balance: formatMinor(minorOf(line.balance)),
    })),
    payment: await paymentOf(db, playerId, operation),
  };
}

async function paymentOf(
  db: Queryable,
  playerId: number,
  operation: { key: string; request: string | null },
): Promise<ReceiptPayment | null> {
  if (operation.key.startsWith('deposit:')) {
    const [deposit] = await db.query<{
      id: string;
      method: string;
      paid_with: string | null;
      status: string;
    }>('SELECT id, method, paid_with, status FROM deposits WHERE id = $1 AND player_id = $2', [
      operation.key.slice('deposit:'.length),
      playerId,
    ]);
    return deposit ? { type: 'deposit', ...deposit } : null;
  }
  if (operation.request !== null && operation.key.startsWith('withdrawal:')) {
    const [request] = await db.query<{ id: number; method: string; status: string }>(
      'SELECT id, method, status FROM withdrawal_requests WHERE id = $1 AND player_id = $2',
      [Number(operation.request), playerId],
    );
    return request ? { type: 'withdrawal', ...request, id: String(request.id) } : null;
  }
  return null;
}

/** A way the player has paid in (gethistorypaymentsource): a card or a bank, with its deposits. */
export interface PaymentSource {
  readonly method: string;
  readonly method_kind: 'card' | 'bank';
  readonly paid_with: string;
  readonly deposits: number;
  readonly last_used_at: string;
}

/** The cards and banks the player's deposits were paid with, most recently used first. */
export async function paymentSourcesOf(db: Queryable, playerId: number): Promise<PaymentSource[]> {
  return db.query<PaymentSource>(
    `SELECT method, method_kind, paid_with, count(*)::int AS deposits,
            to_char(max(decided_at) AT TIME ZONE 'UTC', ${UTC}) AS last_used_at
     FROM deposits WHERE player_id = $1 AND status = 'succeeded' AND paid_with IS NOT NULL
     GROUP BY method, method_kind, paid_with ORDER BY max(decided_at) DESC`,
    [playerId],
  );
}
