/**
 * Exact arithmetic on decimal prices: a price becomes whole thousandths once (the feed sends at
 * most three decimals), and every conversion after that is integer maths, so 1.15 never turns
 * into 1.1499999 and a half is always a half.
 */

/** Thousandths of 1.000: the price that pays the stake back and nothing more. */
export const EVEN_MONEY = 1000;

/**
 * A decimal price (1.85, 2.1, 11, 1.001) in whole thousandths (1850, 2100, 11000, 1001); undefined
 * for no price at all: not finite, at most 1.000 (pays nothing), or too large to count exactly.
 */
export function priceThousandths(price: number): number | undefined {
  if (!Number.isFinite(price)) return undefined;
  const thousandths = Math.round(price * 1000);
  return Number.isSafeInteger(thousandths) && thousandths > EVEN_MONEY ? thousandths : undefined;
}

/** Whether a price in thousandths has a third decimal (1.001, 1.125) rather than two (1.85, 11). */
export const hasThirdDecimal = (thousandths: number) => thousandths % 10 !== 0;

/** `numerator / denominator` rounded to a whole number, halves up (both non-negative integers). */
export function divideRounded(numerator: number, denominator: number): number {
  let quotient = Math.floor(numerator / denominator);
  let rest = numerator - quotient * denominator;
  // The float quotient may land one off for large operands; the integer rest settles it.
  while (rest < 0) [quotient, rest] = [quotient - 1, rest + denominator];
  while (rest >= denominator) [quotient, rest] = [quotient + 1, rest - denominator];
  return 2 * rest >= denominator ? quotient + 1 : quotient;
}

/** A signed fixed-point number: `units` × 10^−`decimals` (1.85 is { units: 185, decimals: 2 }). */
export interface Figure {
  readonly negative: boolean;
  readonly units: number;
  readonly decimals: number;
}

/**
 * A non-negative amount in thousandths as a figure with two decimals, or three when the third is
 * not zero: rounding 1.001 to "1.00" would show a price that pays nothing, 1.125 as "1.13" one
 * that pays more than it does. Exact either way.
 */
export function exactFigure(thousandths: number, negative = false): Figure {
  return hasThirdDecimal(thousandths)
    ? { negative, units: thousandths, decimals: 3 }
    : { negative, units: thousandths / 10, decimals: 2 };
}

/** The figure's value as a number (for checks and sorting, never for writing it). */
export const figureValue = ({ negative, units, decimals }: Figure): number =>
  ((negative ? -1 : 1) * units) / 10 ** decimals;

/**
 * A figure's text with the language's decimal mark and no digit groups (bookmakers write 1000.00
 * and +99900, not 1,000.00); `plus` writes + before a positive figure. The sign is U+002D, as
 * amounts write it (src/lib/format/format-amount.ts).
 */
export function writeFigure(
  { negative, units, decimals }: Figure,
  decimalMark: string,
  { plus = false }: { readonly plus?: boolean } = {},
): string {
  const digits = String(units).padStart(decimals + 1, '0');
  const number =
    decimals === 0
      ? digits
      : `${digits.slice(0, -decimals)}${decimalMark}${digits.slice(-decimals)}`;
  if (negative) return `-${number}`;
  return plus ? `+${number}` : number;
}
