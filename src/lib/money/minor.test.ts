import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMinor, minorOf, parseMinor, percentOf } from './minor';

describe('money in minor units', () => {
  it('reads amounts with up to two decimals, and nothing else', () => {
    expect(parseMinor('12.34')).toBe(1234n);
    expect(parseMinor('12.3')).toBe(1230n);
    expect(parseMinor('12')).toBe(1200n);
    expect(parseMinor('-0.5')).toBe(-50n);
    expect(parseMinor(' 7.05 ')).toBe(705n);
    for (const bad of ['', '1.234', '1e3', '1,5', '.5', 'NaN', '0x10', '12345678901234567'])
      expect(parseMinor(bad), bad).toBeUndefined();
  });

  it('reads what the databases return', () => {
    expect(minorOf('25000.00')).toBe(2_500_000n);
    expect(minorOf('0.10')).toBe(10n);
    expect(minorOf(0.1)).toBe(10n);
    expect(minorOf('-3.50')).toBe(-350n);
    expect(minorOf('7')).toBe(700n);
    expect(() => minorOf('abc')).toThrow(/two decimals/);
  });

  it('writes two places and reads back what it wrote', () => {
    expect(formatMinor(-50n)).toBe('-0.50');
    expect(formatMinor(2_500_000n)).toBe('25000.00');
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (minor) => {
        expect(parseMinor(formatMinor(minor))).toBe(minor);
      }),
    );
  });

  it('takes a percentage to the cent, halves away from zero', () => {
    expect(percentOf(10_000n, 10_000n)).toBe(10_000n); // 100 % of 100.00
    expect(percentOf(1_001n, 5_000n)).toBe(501n); // 50 % of 10.01 = 5.005 → 5.01
    expect(percentOf(-1_001n, 5_000n)).toBe(-501n);
    expect(percentOf(333n, 3_333n)).toBe(111n); // 33.33 % of 3.33 = 1.109889 → 1.11
  });
});
