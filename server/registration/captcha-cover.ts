import type { Queryable } from '../db/db.ts';
import { paymentCarriesCaptcha } from '../payments/bank-standin.ts';
import { proofCarriesCaptcha } from '../verification/codes.ts';
import { normalizePhone } from '../verification/phone.ts';
import type { RegistrationType } from './registration-form.ts';

/**
 * Whether a registration's own proofs already stand behind a solved captcha: the payment of a
 * pay-and-play registration, or the confirmed phone — the calls that earned them (the payment
 * start, the SMS code) spent the captcha, so the registration needs no second one. Nothing is used
 * up here; the registration takes the proof or payment itself.
 */
export function proofsCarryCaptcha(
  db: Queryable,
  partner: number,
  type: RegistrationType,
  values: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  if (type === 'pay_and_play') return paymentCarriesCaptcha(db, partner, values.payment_reference);
  const phone = typeof values.phone === 'string' && values.phone.trim() ? values.phone : undefined;
  if (!phone) return Promise.resolve(false);
  return proofCarriesCaptcha(db, 'registration', normalizePhone(phone), values.phone_confirmation);
}
