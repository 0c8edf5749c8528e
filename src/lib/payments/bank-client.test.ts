import { afterEach, describe, expect, it } from 'vitest';

import { beginBankTrip, clearBankReturn, isDepositAmount, readBankReturn } from './bank-client';

afterEach(() => window.sessionStorage.clear());

describe('the bank client', () => {
  it('takes deposits from 1 to 1000000 in whole cents, as decimal text', () => {
    for (const ok of ['1', '1.00', '75.5', '999999.99', '1000000', ' 20 '])
      expect(isDepositAmount(ok), ok).toBe(true);
    for (const bad of ['', '0.99', '1000000.01', '12.345', '-5', '1e3', 'abc', '12,50'])
      expect(isDepositAmount(bad), bad).toBe(false);
  });

  it('keeps the form (no secrets) for the trip its state names, once', () => {
    const state = beginBankTrip({
      language: 'en',
      values: { country_id: 1, password: 'secret', custom_captcha: 'x' },
    });
    const paid = readBankReturn(new URLSearchParams({ state, payment_reference: 'PNP-1' }));
    expect(paid).toEqual({ outcome: 'paid', reference: 'PNP-1', values: { country_id: 1 } });
    expect(readBankReturn(new URLSearchParams({ state, error: 'access_denied' }))).toEqual({
      outcome: 'cancelled',
      values: { country_id: 1 },
    });
    expect(readBankReturn(new URLSearchParams({ state: 'another', payment_reference: 'x' }))).toBe(
      undefined,
    );
    clearBankReturn();
    expect(readBankReturn(new URLSearchParams({ state }))).toBeUndefined();
  });
});
