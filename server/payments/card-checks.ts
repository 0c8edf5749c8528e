/**
 * What the reference payment provider checks of a card before it asks the bank to confirm: a
 * number that passes the Luhn check, an expiry month not past, a 3–4 digit security code, the
 * holder's name. Each refusal is a text key the provider's page shows.
 */
export interface CardGiven {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holder: string;
}

/** Digits of a card number as people type it (spaces or dashes between groups). */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The refusal of a card (a text key), or undefined when the provider takes it. */
export function cardRefusal(card: CardGiven, now: Date): string | undefined {
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'pay_card_number_invalid';
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) return 'pay_card_expiry_invalid';
  // A card works to the end of its expiry month.
  const end = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
  if (end <= now.getTime()) return 'pay_card_expired';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'pay_card_cvc_invalid';
  if (card.holder.trim() === '') return 'pay_card_holder_missing';
  return undefined;
}
