import { describe, expect, it } from 'vitest';

import { convertOdds, formatOdds, NO_PRICE } from './convert-odds';
import { OddsFormat, type OddsFormatId } from './odds-formats';
import { figureValue } from './price-figure';

const en = (price: number, format: OddsFormatId) => formatOdds(price, format, { locale: 'en' });

/** A number-valued format's value (fractional has none). */
function valueOf(price: number, format: OddsFormatId): number {
  const value = convertOdds(price, format);
  if (value?.kind !== 'figure') throw new Error(`no figure for ${price}`);
  return figureValue(value);
}

/** Every price with two decimals from 1.01 to `top`, as a feed sends them. */
const hundredths = (top: number) =>
  Array.from({ length: Math.round((top - 1) * 100) }, (_, i) => (101 + i) / 100);

describe('formatOdds: every format of the edge and common prices (English marks)', () => {
  // price, decimal, fractional, American, Hong Kong, Indonesian, Malay
  it.each([
    [1.001, '1.001', '1/1000', '-100000', '0.001', '-1000.00', '0.001'],
    [1.01, '1.01', '1/100', '-10000', '0.01', '-100.00', '0.01'],
    [1.125, '1.125', '1/8', '-800', '0.125', '-8.00', '0.125'],
    [1.32, '1.32', '8/25', '-313', '0.32', '-3.13', '0.32'], // 312.5 and 3.125: halves away from 0
    [1.5, '1.50', '1/2', '-200', '0.50', '-2.00', '0.50'],
    [1.67, '1.67', '4/6', '-149', '0.67', '-1.49', '0.67'],
    [1.85, '1.85', '17/20', '-118', '0.85', '-1.18', '0.85'],
    [1.91, '1.91', '10/11', '-110', '0.91', '-1.10', '0.91'],
    [1.999, '1.999', '999/1000', '-100', '0.999', '-1.00', '0.999'],
    [2, '2.00', '1/1', '+100', '1.00', '1.00', '1.00'],
    [2.1, '2.10', '11/10', '+110', '1.10', '1.10', '-0.91'],
    [2.105, '2.105', '221/200', '+111', '1.105', '1.105', '-0.90'], // +110.5 → +111
    [2.5, '2.50', '6/4', '+150', '1.50', '1.50', '-0.67'],
    [2.6, '2.60', '8/5', '+160', '1.60', '1.60', '-0.63'], // −0.625 → −0.63
    [2.62, '2.62', '13/8', '+162', '1.62', '1.62', '-0.62'],
    [4.33, '4.33', '100/30', '+333', '3.33', '3.33', '-0.30'],
    [11, '11.00', '10/1', '+1000', '10.00', '10.00', '-0.10'],
    [12, '12.00', '11/1', '+1100', '11.00', '11.00', '-0.091'],
    [101, '101.00', '100/1', '+10000', '100.00', '100.00', '-0.010'],
    [1000, '1000.00', '999/1', '+99900', '999.00', '999.00', '-0.001'],
    [2001, '2001.00', '2000/1', '+200000', '2000.00', '2000.00', '-0.001'],
    [5000, '5000.00', '4999/1', '+499900', '4999.00', '4999.00', '-0.001'], // never −0.000
  ])('%s → %s | %s | %s | %s | %s | %s', (price, ...texts) => {
    const formats = [0, 1, 2, 3, 4, 5] as const;
    expect(formats.map((format) => en(price, format))).toEqual(texts);
  });

  it.each([1, 0.99, 0, -1.5, Number.NaN, Infinity])('writes %s as no price', (price) => {
    for (const format of [0, 1, 2, 3, 4, 5] as const) {
      expect(convertOdds(price, format)).toBeUndefined();
      expect(en(price, format)).toBe(NO_PRICE);
    }
  });
});

describe('formatOdds: the page language', () => {
  it.each([
    ['en', '1.85', '0.85', '-1.18'],
    ['ar', '1.85', '0.85', '-1.18'],
    ['ru', '1,85', '0,85', '-1,18'],
    ['kk', '1,85', '0,85', '-1,18'],
    ['pt', '1,85', '0,85', '-1,18'],
    ['pt-BR', '1,85', '0,85', '-1,18'],
  ])('%s writes its own decimal mark', (locale, decimal, hongKong, indonesian) => {
    expect(formatOdds(1.85, OddsFormat.decimal, { locale })).toBe(decimal);
    expect(formatOdds(1.85, OddsFormat.hongKong, { locale })).toBe(hongKong);
    expect(formatOdds(1.85, OddsFormat.indonesian, { locale })).toBe(indonesian);
    // Whole American figures and fractions have no mark; no digit groups anywhere.
    expect(formatOdds(1000, OddsFormat.american, { locale })).toBe('+99900');
    expect(formatOdds(1000, OddsFormat.decimal, { locale })).toBe(`1000${decimal.charAt(1)}00`);
    expect(formatOdds(1.85, OddsFormat.fractional, { locale })).toBe('17/20');
  });

  it('calls 1/1 by the word it is given (evens), and only 1/1', () => {
    const evens = { locale: 'en', evens: 'Evens' };
    expect(formatOdds(2, OddsFormat.fractional, evens)).toBe('Evens');
    expect(formatOdds(2.004, OddsFormat.fractional, evens)).toBe('251/250');
    expect(formatOdds(2.5, OddsFormat.fractional, evens)).toBe('6/4');
    expect(formatOdds(2, OddsFormat.decimal, evens)).toBe('2.00');
  });
});

describe('round trips', () => {
  const prices = hundredths(1000);

  it('decimal and Hong Kong give the price back exactly (two and three decimals)', () => {
    const threeDecimals = Array.from({ length: 2999 }, (_, i) => (1001 + i) / 1000);
    for (const price of [...prices, ...threeDecimals]) {
      expect(Number(en(price, OddsFormat.decimal))).toBe(price);
      expect(Math.round((Number(en(price, OddsFormat.hongKong)) + 1) * 1000)).toBe(
        Math.round(price * 1000),
      );
    }
  });

  it('American and Indonesian give a two-decimal price back once rounded to two decimals', () => {
    for (const price of prices) {
      const american = valueOf(price, OddsFormat.american);
      const fromAmerican = american > 0 ? 1 + american / 100 : 1 - 100 / american;
      const indonesian = valueOf(price, OddsFormat.indonesian);
      const fromIndonesian = indonesian > 0 ? 1 + indonesian : 1 - 1 / indonesian;
      expect([Math.round(fromAmerican * 100), Math.round(fromIndonesian * 100)]).toEqual([
        Math.round(price * 100),
        Math.round(price * 100),
      ]);
    }
  });

  it('Malay is exact up to 2.00 and within half its last decimal of −1/(price − 1) above', () => {
    for (const price of prices) {
      const malay = valueOf(price, OddsFormat.malay);
      if (price <= 2) {
        expect(Math.round((malay + 1) * 100)).toBe(Math.round(price * 100));
        continue;
      }
      const step = price > 11 ? 0.0005 : 0.005;
      expect(malay).toBeLessThan(0);
      expect(Math.abs(-1 / (price - 1) - malay)).toBeLessThanOrEqual(step + 1e-12);
    }
  });

  it('American and Indonesian agree in sign with the 2.00 line, Malay opposite above it', () => {
    expect([valueOf(1.99, 2), valueOf(2, 2), valueOf(2.01, 2)].map(Math.sign)).toEqual([-1, 1, 1]);
    expect([valueOf(1.99, 4), valueOf(2, 4), valueOf(2.01, 4)].map(Math.sign)).toEqual([-1, 1, 1]);
    expect([valueOf(1.99, 5), valueOf(2, 5), valueOf(2.01, 5)].map(Math.sign)).toEqual([1, 1, -1]);
  });
});
