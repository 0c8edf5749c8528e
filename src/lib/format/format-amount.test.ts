import { describe, expect, it } from 'vitest';

import { formatAmount, formatCount } from './format-amount';

describe('formatAmount', () => {
  it('places the value and currency in the template, in the language’s digits and separators', () => {
    expect(
      formatAmount(25000, '₸', { template: '{v} {c}', symbolBefore: false, locale: 'en' }),
    ).toBe('25,000.00 ₸');
    expect(
      formatAmount(1234.5, 'R$', { template: '{c} {v}', symbolBefore: false, locale: 'pt-BR' }),
    ).toBe('R$ 1.234,50');
  });

  it('writes each sample language alike on the platform and in any browser (its own marks)', () => {
    const amount = (locale: string) =>
      formatAmount(2500050n, '₸', { template: '{v} {c}', symbolBefore: false, locale });
    expect(amount('ru')).toBe('25\u00a0000,50 ₸');
    expect(amount('kk')).toBe('25\u00a0000,50 ₸');
    expect(amount('ar')).toBe('25,000.50 ₸');
    // A language outside the table takes the runtime's marks.
    expect(amount('de')).toBe('25.000,50 ₸');
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

describe('formatCount', () => {
  it('groups a whole count in the language’s marks', () => {
    expect(formatCount(12500, 'en')).toBe('12,500');
    expect(formatCount(12500, 'kk')).toBe('12\u00a0500');
    expect(formatCount(-999, 'pt')).toBe('-999');
  });
});
