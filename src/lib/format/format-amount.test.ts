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

describe('formatAmount of minor units and signs', () => {
  const en = { template: '{v} {c}', symbolBefore: false, locale: 'en' };

  it('writes minor units exactly, past what a float holds to the cent', () => {
    expect(formatAmount(1_234_567_890_123_456_789n, '₸', en)).toBe('12,345,678,901,234,567.89 ₸');
    expect(formatAmount(5n, '$', en)).toBe('0.05 $');
  });

  it('puts the sign before the whole amount, and + on money in when asked', () => {
    expect(formatAmount(-1050n, '£', { ...en, symbolBefore: true })).toBe('-£10.50');
    expect(formatAmount(-10.5, '₸', en)).toBe('-10.50 ₸');
    expect(formatAmount(250000n, '₸', en, { signed: true })).toBe('+2,500.00 ₸');
    expect(formatAmount(0n, '₸', en, { signed: true })).toBe('0.00 ₸');
  });
});
