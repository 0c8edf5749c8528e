import { describe, expect, it } from 'vitest';

import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('places the value and currency in the template, in the language’s digits and separators', () => {
    expect(
      formatAmount(25000, '₸', { template: '{v} {c}', symbolBefore: false, locale: 'en' }),
    ).toBe('25,000.00 ₸');
    expect(
      formatAmount(1234.5, 'R$', { template: '{c} {v}', symbolBefore: false, locale: 'pt-BR' }),
    ).toBe('R$ 1.234,50');
  });

  it('puts the symbol in front where the variant says so', () => {
    expect(formatAmount(10, '£', { template: '{v} {c}', symbolBefore: true, locale: 'en' })).toBe(
      '£10.00',
    );
  });
});
