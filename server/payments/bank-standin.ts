import { randomBytes } from 'node:crypto';

import { type Minor, minorOf } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';

/** The banks the reference bank-transfer provider lets a payer pick. */
export const BANKS = ['north', 'south', 'central'] as const;
export type Bank = (typeof BANKS)[number];

/** How long a payment waits for the registration it pays for. */
export const PAYMENT_TTL = 30 * 60;

export interface Payment {
  /** Its reference at the bank: a deposit names it, so it lands once. */
  readonly reference: string;
  readonly amount: Minor;
  readonly currencyId: number;
  readonly bank: Bank;
  readonly payerName: string;
  readonly payerBirthday: string;
}

/** A deposit the platform started, waiting for the payer at the bank. */
export interface PaymentStart {
  readonly id: string;
  readonly amount: string;
  readonly currencyId: number;
  readonly redirectUri: string;
  readonly state: string;
  readonly lang: string;
}

/** Deposits start within the provider's limits, in whole cents (exact decimal text). */
export function depositCents(amount: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= 100 && cents <= 100_000_000 ? cents : undefined;
}

/**
 * Starts a deposit: what the payer will pay, where the bank sends them back, and the solved
 * captcha this start spent (the payment carries it on to the registration).
 */
export async function startPayment(
  db: Queryable,
  partner: number,
  start: Omit<PaymentStart, 'id'>,
  captchaChallenge: string | undefined,
): Promise<string> {
  const id = `PNS-${randomBytes(18).toString('base64url')}`;
  await db.query(
    `INSERT INTO bank_payment_starts (id, partner, amount, currency_id, redirect_uri, state, lang, captcha_challenge, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
    [
      id,
      partner,
      start.amount,
      start.currencyId,
      start.redirectUri,
      start.state,
      start.lang,
      captchaChallenge ?? null,
      PAYMENT_TTL,
    ],
  );
  return id;
}

/** A started deposit of this partner the payer can still pay, or undefined. */
export async function openStart(
  db: Queryable,
  partner: number,
  id: string,
): Promise<PaymentStart | undefined> {
  const [row] = await db.query<{
    amount: string;
    currency_id: number;
    redirect_uri: string;
    state: string;
    lang: string;
  }>(
    `SELECT amount::text AS amount, currency_id, redirect_uri, state, lang FROM bank_payment_starts
     WHERE id = $1 AND partner = $2 AND paid_at IS NULL AND expires_at > now()`,
    [id, partner],
  );
  return row
    ? {
        id,
        amount: row.amount,
        currencyId: row.currency_id,
        redirectUri: row.redirect_uri,
        state: row.state,
        lang: row.lang,
      }
    : undefined;
}

/** The payer approved a started deposit at the bank → its reference, good for one registration. */
export async function recordPayment(
  db: Db,
  partner: number,
  startId: string,
  payer: Pick<Payment, 'bank' | 'payerName' | 'payerBirthday'>,
): Promise<string | undefined> {
  const reference = `PNP-${randomBytes(18).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [start] = await tx.query<{
      amount: string;
      currency_id: number;
      redirect_uri: string;
      captcha_challenge: string | null;
    }>(
      `UPDATE bank_payment_starts SET paid_at = now()
       WHERE id = $1 AND partner = $2 AND paid_at IS NULL AND expires_at > now()
       RETURNING amount::text AS amount, currency_id, redirect_uri, captcha_challenge`,
      [startId, partner],
    );
    if (!start) return undefined;
    await tx.query(
      `INSERT INTO bank_payments (reference, partner, amount, currency_id, bank, payer_name, payer_birthday, redirect_uri, start_id, captcha_challenge, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))`,
      [
        reference,
        partner,
        start.amount,
        start.currency_id,
        payer.bank,
        payer.payerName,
        payer.payerBirthday,
        start.redirect_uri,
        startId,
        start.captcha_challenge,
        PAYMENT_TTL,
      ],
    );
    return reference;
  });
}

/** Whether a payment is still good for a registration and was started behind a solved captcha. */
export async function paymentCarriesCaptcha(
  db: Queryable,
  partner: number,
  reference: unknown,
): Promise<boolean> {
  if (typeof reference !== 'string' || reference === '') return false;
  const rows = await db.query(
    `SELECT 1 FROM bank_payments WHERE reference = $1 AND partner = $2 AND used_at IS NULL
       AND expires_at > now() AND captcha_challenge IS NOT NULL`,
    [reference, partner],
  );
  return rows.length > 0;
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
     RETURNING amount::text AS amount, currency_id, bank, payer_name, to_char(payer_birthday, 'YYYY-MM-DD') AS payer_birthday`,
    [reference, partner],
  );
  if (!row) return undefined;
  return {
    reference,
    amount: minorOf(row.amount),
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
