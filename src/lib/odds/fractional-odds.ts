import { EVEN_MONEY, hasThirdDecimal } from './price-figure';

/** Fractional (UK) odds: winnings `numerator` for a stake of `denominator` (4/6, 13/8, 100/30). */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

const f = (numerator: number, denominator: number): Fraction =>
  Object.freeze({ numerator, denominator });

/**
 * The fractions bookmakers traditionally show, in their traditional spelling (4/6 not 2/3, 6/4 not
 * 3/2, 100/30 not 10/3, 85/40 not 17/8). Feeds send these rounded (4/6 as 1.67, 13/8 as 2.62 or
 * 2.63), so a price near one of them is shown as it; other prices as their reduced fraction.
 */
export const TRADITIONAL_FRACTIONS: readonly Fraction[] = Object.freeze([
  f(1, 100),
  f(1, 50),
  f(1, 33),
  f(1, 25),
  f(1, 20),
  f(1, 16),
  f(1, 14),
  f(1, 12),
  f(1, 11),
  f(1, 10),
  f(1, 9),
  f(1, 8),
  f(2, 15),
  f(1, 7),
  f(2, 13),
  f(1, 6),
  f(2, 11),
  f(1, 5),
  f(2, 9),
  f(1, 4),
  f(2, 7),
  f(3, 10),
  f(1, 3),
  f(4, 11),
  f(2, 5),
  f(4, 9),
  f(1, 2),
  f(8, 15),
  f(4, 7),
  f(8, 13),
  f(4, 6),
  f(8, 11),
  f(4, 5),
  f(5, 6),
  f(10, 11),
  f(1, 1),
  f(21, 20),
  f(11, 10),
  f(6, 5),
  f(5, 4),
  f(11, 8),
  f(7, 5),
  f(6, 4),
  f(8, 5),
  f(13, 8),
  f(7, 4),
  f(9, 5),
  f(15, 8),
  f(2, 1),
  f(85, 40),
  f(11, 5),
  f(9, 4),
  f(5, 2),
  f(13, 5),
  f(11, 4),
  f(3, 1),
  f(100, 30),
  f(7, 2),
  f(4, 1),
  f(9, 2),
  f(5, 1),
  f(11, 2),
  f(6, 1),
  f(13, 2),
  f(7, 1),
  f(15, 2),
  f(8, 1),
  f(17, 2),
  f(9, 1),
  f(10, 1),
]);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Twice the distance, in thousandths × denominator, between a price and a fraction's exact price
 * (1 + n/d): integers only, so the tolerance below is exact.
 */
const distance = (thousandths: number, { numerator: n, denominator: d }: Fraction) =>
  Math.abs(2 * d * thousandths - 2 * EVEN_MONEY * (n + d));

/**
 * A price in thousandths as fractional odds. A traditional fraction is used when the price is it
 * rounded to the feed's precision: within half a unit of the price's last decimal (±0.005 for
 * 1.67, ±0.0005 for 1.667; the bound included, so 2.62 and 2.63 are both 13/8). Where two are that
 * close the nearer wins (1.13 is 2/15, not 1/8 at the bound), on a tie the earlier. Any other
 * price is (price − 1) as a reduced fraction: 1.85 → 17/20, 1.001 → 1/1000, 1000 → 999/1.
 */
export function toFraction(thousandths: number): Fraction {
  const tolerance = hasThirdDecimal(thousandths) ? 1 : 10;
  let best: Fraction | undefined;
  let bestGap = 0;
  for (const fraction of TRADITIONAL_FRACTIONS) {
    const gap = distance(thousandths, fraction);
    if (gap > tolerance * fraction.denominator) continue;
    // gap/d < bestGap/bestD, cross-multiplied to stay in integers.
    if (!best || gap * best.denominator < bestGap * fraction.denominator) {
      best = fraction;
      bestGap = gap;
    }
  }
  if (best) return best;
  const winnings = thousandths - EVEN_MONEY;
  const divisor = gcd(winnings, EVEN_MONEY);
  return f(winnings / divisor, EVEN_MONEY / divisor);
}
