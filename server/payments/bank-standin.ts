import { randomBytes } from 'node:crypto';

import type { Queryable } from '../db/db.ts';

/** The banks the reference bank-transfer provider lets a payer pick. */
export const BANKS = ['north', 'south', 'central'] as const;
export type Bank = (typeof BANKS)[number];

/** How long a payment waits for the registration it pays for. */
export const PAYMENT_TTL = 30 * 60;

export interface Payment {
  readonly amount: number;
  readonly currencyId: number;
  readonly bank: Bank;
  readonly payerName: string;
  readonly payerBirthday: string;
}

/** A payment the payer approved at the bank → its reference, good for one registration. */
export async function recordPayment(
  db: Queryable,
  partner: number,
  payment: Payment,
  redirectUri: string,
): Promise<string> {
  const reference = `PNP-${randomBytes(18).toString('base64url')}`;
  await db.query(
    `INSERT INTO bank_payments (reference, partner, amount, currency_id, bank, payer_name, payer_birthday, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
    [
      reference,
      partner,
      payment.amount,
      payment.currencyId,
      payment.bank,
      payment.payerName,
      payment.payerBirthday,
      redirectUri,
      PAYMENT_TTL,
    ],
  );
  return reference;
}

/**
 * The payment of a reference, used up (inside the registration's transaction, so a failed
 * registration leaves it unused); undefined when unknown, used, expired or another partner's.
 */
export async function takePayment(
  db: Queryable,
  partner: number,
  reference: unknown,
): Promise<Payment | undefined> {
  if (typeof reference !== 'string' || reference === '') return undefined;
  const [row] = await db.query<{
    amount: string | number;
    currency_id: number;
    bank: Bank;
    payer_name: string;
    payer_birthday: string | Date;
  }>(
    `UPDATE bank_payments SET used_at = now()
     WHERE reference = $1 AND partner = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING amount, currency_id, bank, payer_name, to_char(payer_birthday, 'YYYY-MM-DD') AS payer_birthday`,
    [reference, partner],
  );
  if (!row) return undefined;
  return {
    amount: Number(row.amount),
    currencyId: row.currency_id,
    bank: row.bank,
    payerName: row.payer_name,
    payerBirthday: String(row.payer_birthday),
  };
}

/** True when the day is a real calendar date (2023-02-30 is not). */
export function isCalendarDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
