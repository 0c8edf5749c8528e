import { describe, expect, it } from 'vitest';

import { type Fraction, toFraction, TRADITIONAL_FRACTIONS } from './fractional-odds';

const text = ({ numerator, denominator }: Fraction) => `${numerator}/${denominator}`;
const exactPrice = ({ numerator, denominator }: Fraction) => 1 + numerator / denominator;
/** Thousandths of the price rounded to `decimals` as a feed may round it: halves down and up. */
const roundings = (price: number, decimals: 2 | 3) =>
  [Math.ceil(price * 10 ** decimals - 0.5), Math.floor(price * 10 ** decimals + 0.5)].map(
    (units) => units * 10 ** (3 - decimals),
  );

describe('toFraction', () => {
  it.each([
    [1500, '1/2'],
    [1670, '4/6'],
    [1667, '4/6'],
    [1730, '8/11'],
    [1910, '10/11'],
    [2000, '1/1'],
    [2100, '11/10'],
    [2500, '6/4'],
    [2620, '13/8'],
    [2630, '13/8'],
    [2880, '15/8'],
    [3000, '2/1'],
    [3130, '85/40'],
    [3250, '9/4'],
    [3500, '5/2'],
    [3750, '11/4'],
    [4000, '3/1'],
    [4330, '100/30'],
    [1010, '1/100'],
    [1060, '1/16'],
    [1125, '1/8'],
    [11_000, '10/1'],
  ])('writes the traditional fraction for %i thousandths: %s', (thousandths, fraction) => {
    expect(text(toFraction(thousandths))).toBe(fraction);
  });

  it.each([
    [1850, '17/20'],
    [1900, '9/10'],
    [1280, '7/25'],
    [4340, '167/50'],
    [1001, '1/1000'],
    [1005, '1/200'], // 0.005 from 1/100, but a three-decimal price is exact to ±0.0005
    [1666, '333/500'], // 0.00067 from 4/6: too far for a three-decimal price
    [12_000, '11/1'],
    [34_000, '33/1'],
    [1_000_000, '999/1'],
  ])('reduces other prices: %i thousandths is %s', (thousandths, fraction) => {
    expect(text(toFraction(thousandths))).toBe(fraction);
  });

  it.each(TRADITIONAL_FRACTIONS.map((fraction) => [text(fraction), fraction] as const))(
    '%s comes back from its price rounded to two or three decimals',
    (_, fraction) => {
      // On a half (1/8 is 1.125) a feed's 1.13 is nearer 2/15: one of its two roundings suffices.
      expect(roundings(exactPrice(fraction), 2).map(toFraction)).toContain(fraction);
      expect(roundings(exactPrice(fraction), 3).map(toFraction)).toContain(fraction);
    },
  );

  it('takes the nearer of two traditional fractions a price is close to', () => {
    // 1.13 is 0.005 from 1/8 (1.125, within the bound) and 0.0033 from 2/15.
    expect(text(toFraction(1130))).toBe('2/15');
    expect(text(toFraction(1120))).toBe('1/8');
    expect(text(toFraction(1140))).toBe('1/7');
  });

  it('always shows a fraction within half a unit of the price (round trip)', () => {
    for (let thousandths = 1001; thousandths <= 20_000; thousandths += 1) {
      const tolerance = thousandths % 10 === 0 ? 0.005 : 0.0005;
      const gap = Math.abs(exactPrice(toFraction(thousandths)) - thousandths / 1000);
      expect({ thousandths, close: gap <= tolerance + 1e-12 }).toEqual({
        thousandths,
        close: true,
      });
    }
  });
});
