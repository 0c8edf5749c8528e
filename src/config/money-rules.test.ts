import { describe, expect, it } from 'vitest';

import { resolveLayers } from './resolve-settings.ts';

/** The pointers and messages of a variant's money settings that resolving refuses. */
function refused(data: Record<string, unknown>): string[] {
  const result = resolveLayers([{ name: 'a', match: {}, data }]);
  return result.ok ? [] : result.issues.map((i) => `${i.pointer} ${i.message}`);
}

const card = { id: 'card', kind: 'card', directions: ['deposit', 'withdrawal'] };
const promo = {
  id: 1,
  code: 'SPRING',
  type: 3,
  title: 'promo_spring',
  amounts: [{ currency_id: 7, amount: '100' }],
  ends_at: '2030-01-01T00:00:00Z',
};

describe('money settings', () => {
  it('accepts ordered limits and promo codes that run forwards', () => {
    const methods = [{ ...card, limits: [{ currency_id: 7, min: '500', max: '500' }] }];
    expect(refused({ cashierConfig: { methods }, promoConfig: { promo_codes: [promo] } })).toEqual(
      [],
    );
  });

  it('names a method whose min exceeds its max, a repeated id or currency', () => {
    const methods = [
      {
        ...card,
        limits: [
          { currency_id: 7, min: '5000', max: '500.50' },
          { currency_id: 7, min: '1', max: '0' },
        ],
      },
      { ...card, kind: 'bank', limits: [{ currency_id: 7, min: '1', max: '2' }] },
    ];
    expect(refused({ cashierConfig: { methods } })).toEqual([
      '/cashierConfig/methods/0/limits/0/min must not exceed max (5000 > 500.50)',
      '/cashierConfig/methods/0/limits/1/currency_id names currency 7 a second time',
      '/cashierConfig/methods/0/limits/1/min must not exceed max (1 > 0)',
      '/cashierConfig/methods/0/limits/1/max must be more than 0',
      '/cashierConfig/methods/1/id names "card" a second time',
    ]);
  });

  it('names a preset outside its limits or out of order', () => {
    const methods = [
      {
        ...card,
        limits: [
          {
            currency_id: 7,
            min: '500',
            max: '5000',
            presets: ['100', '1000', '1000.00', '900', '6000'],
          },
        ],
      },
    ];
    expect(refused({ cashierConfig: { methods } })).toEqual([
      '/cashierConfig/methods/0/limits/0/presets/0 must be within min and max (500–5000)',
      '/cashierConfig/methods/0/limits/0/presets/2 must be more than the preset before it',
      '/cashierConfig/methods/0/limits/0/presets/3 must be more than the preset before it',
      '/cashierConfig/methods/0/limits/0/presets/4 must be within min and max (500–5000)',
    ]);
  });

  it('names a repeated promo code, dates that do not exist or run backwards, a zero amount', () => {
    const promo_codes = [
      promo,
      { ...promo, id: 2, starts_at: '2031-01-01T00:00:00Z' },
      { ...promo, id: 3, code: 'OTHER', ends_at: '2030-02-31T00:00:99Z' },
      { ...promo, id: 4, code: 'FREE', amounts: [{ currency_id: 7, amount: '0.00' }] },
    ];
    expect(refused({ promoConfig: { promo_codes } })).toEqual([
      '/promoConfig/promo_codes/1/code names "SPRING" a second time',
      '/promoConfig/promo_codes/1/ends_at must come after starts_at',
      '/promoConfig/promo_codes/2/ends_at is not a real date and time',
      '/promoConfig/promo_codes/3/amounts/0/amount must be more than 0',
    ]);
  });
});
