import { describe, expect, it } from 'vitest';

import {
  divideRounded,
  exactFigure,
  figureValue,
  hasThirdDecimal,
  priceThousandths,
  writeFigure,
} from './price-figure';

describe('priceThousandths', () => {
  it.each([
    [1.85, 1850],
    [2.1, 2100],
    [11, 11000],
    [1.001, 1001],
    [1.15, 1150],
    [1000, 1_000_000],
    // Float noise from arithmetic upstream is absorbed by the rounding to thousandths.
    [0.1 + 0.2 + 1.55, 1850],
  ])('%s is %i thousandths', (price, thousandths) => {
    expect(priceThousandths(price)).toBe(thousandths);
  });

  it.each([1, 1.0004, 0.5, 0, -2, Number.NaN, Infinity, -Infinity, 1e13])(
    '%s is no price',
    (price) => {
      expect(priceThousandths(price)).toBeUndefined();
    },
  );
});

describe('divideRounded', () => {
  it.each([
    [10, 4, 3], // 2.5: halves go up
    [9, 4, 2],
    [11, 4, 3],
    [0, 7, 0],
    [100_000, 320, 313], // 312.5
    [100_000, 850, 118],
    // Operands beyond 2^53 / 10 where the float quotient alone could be one off.
    [9_007_199_254_740_990, 3, 3_002_399_751_580_330],
    [9_007_199_254_740_991, 2, 4_503_599_627_370_496],
  ])('%i / %i ≈ %i', (numerator, denominator, rounded) => {
    expect(divideRounded(numerator, denominator)).toBe(rounded);
  });
});

describe('figures', () => {
  it('keeps two decimals, or three when the third is not zero', () => {
    expect(hasThirdDecimal(1850)).toBe(false);
    expect(hasThirdDecimal(1125)).toBe(true);
    expect(exactFigure(1850)).toEqual({ negative: false, units: 185, decimals: 2 });
    expect(exactFigure(1125, true)).toEqual({ negative: true, units: 1125, decimals: 3 });
    expect(figureValue(exactFigure(1125, true))).toBe(-1.125);
  });

  it('writes the decimal mark given, pads leading zeros, and signs as asked', () => {
    expect(writeFigure({ negative: false, units: 5, decimals: 2 }, '.')).toBe('0.05');
    expect(writeFigure({ negative: false, units: 1, decimals: 3 }, ',')).toBe('0,001');
    expect(writeFigure({ negative: true, units: 118, decimals: 2 }, ',')).toBe('-1,18');
    expect(writeFigure({ negative: false, units: 99_900, decimals: 0 }, '.', { plus: true })).toBe(
      '+99900',
    );
    expect(writeFigure({ negative: true, units: 200, decimals: 0 }, '.', { plus: true })).toBe(
      '-200',
    );
    expect(writeFigure({ negative: false, units: 100_000, decimals: 2 }, '.')).toBe('1000.00');
  });
});
