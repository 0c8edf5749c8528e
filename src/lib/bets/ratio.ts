/** Exact non-negative rationals over bigint, for coefficients that must not drift. */

/** `numerator / denominator`, reduced, denominator > 0. */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

/** The reduced ratio of two non-negative bigints (denominator > 0). */
export function ratio(numerator: bigint, denominator: bigint): Ratio {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** A ratio in whole thousandths, rounded down: a shown coefficient never promises more. */
export const ratioThousandths = ({ numerator, denominator }: Ratio): bigint =>
  (numerator * 1000n) / denominator;

/** Whether a ratio is strictly above `thousandths` / 1000. */
export const ratioAbove = ({ numerator, denominator }: Ratio, thousandths: bigint): boolean =>
  numerator * 1000n > thousandths * denominator;
