import { describe, expect, it } from 'vitest';

import { cardRefusal, passesLuhn } from './card-checks.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', holder: 'A. Player' };

describe('the payment provider’s card checks', () => {
  it('takes a valid card, typed with spaces or dashes', () => {
    expect(cardRefusal(good, NOW)).toBeUndefined();
    expect(cardRefusal({ ...good, number: '4000-0000-0000-0002' }, NOW)).toBeUndefined();
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardRefusal({ ...good, number: '4242 4242 4242 4241' }, NOW)).toBe(
      'pay_card_number_invalid',
    );
    expect(cardRefusal({ ...good, number: '42424' }, NOW)).toBe('pay_card_number_invalid');
  });

  it('works to the end of the expiry month', () => {
    expect(cardRefusal({ ...good, expiry: '11/26' }, NOW)).toBeUndefined();
    expect(cardRefusal({ ...good, expiry: '10/26' }, NOW)).toBe('pay_card_expired');
    expect(cardRefusal({ ...good, expiry: '13/26' }, NOW)).toBe('pay_card_expiry_invalid');
    expect(cardRefusal({ ...good, expiry: '1226' }, NOW)).toBe('pay_card_expiry_invalid');
  });

  it('asks for a 3–4 digit security code and the holder', () => {
    expect(cardRefusal({ ...good, cvc: '12' }, NOW)).toBe('pay_card_cvc_invalid');
    expect(cardRefusal({ ...good, cvc: '1234' }, NOW)).toBeUndefined();
    expect(cardRefusal({ ...good, holder: '  ' }, NOW)).toBe('pay_card_holder_missing');
  });
});
