import { marksOf } from '@/lib/format/format-amount';

import { type Fraction, toFraction } from './fractional-odds';
import { OddsFormat, type OddsFormatId } from './odds-formats';
import {
  divideRounded,
  EVEN_MONEY,
  exactFigure,
  type Figure,
  priceThousandths,
  writeFigure,
} from './price-figure';

/** A price in one odds format: a number (every format but fractional) or a fraction. */
export type OddsValue =
  ({ readonly kind: 'figure' } & Figure) | ({ readonly kind: 'fraction' } & Fraction);

/** What is written where there is no price (see priceThousandths). */
export const NO_PRICE = '—';

const figure = (value: Figure): OddsValue => ({ kind: 'figure', ...value });

/** −1/(price − 1) with `decimals` decimals, halves away from zero: the negative Asian odds. */
function negativeReciprocal(winnings: number, decimals: number): OddsValue {
  const units = divideRounded(EVEN_MONEY * 10 ** decimals, winnings);
  // Above 2001 −1/(d − 1) rounds to zero; the smallest step keeps it a price, never "-0.000".
  return figure({ negative: true, units: Math.max(units, 1), decimals });
}

/**
 * A decimal price (as the feed sends it, ≤ 3 decimals) in an odds format, exactly:
 * - decimal: the price, 2 decimals, 3 when the third is not zero (1.85, 11.00, 1.001);
 * - fractional: see toFraction (4/6, 13/8, 17/20; 2.00 is 1/1, written "evens" by formatOdds);
 * - American: price ≥ 2: +(price − 1) × 100; below 2: −100 / (price − 1); whole numbers, halves
 *   away from zero (2.50 → +150, 2.00 → +100, 1.50 → −200, 1.85 → −118, 1000 → +99900);
 * - Hong Kong: price − 1, decimals as decimal's (1.85 → 0.85);
 * - Indonesian: price ≥ 2: price − 1 as Hong Kong; below: −1 / (price − 1), 2 decimals, halves away
 *   from zero (1.85 → −1.18, 1.01 → −100.00);
 * - Malay: price ≤ 2: price − 1 as Hong Kong; above: −1 / (price − 1), 2 decimals up to 11.00 and 3
 *   above, where two would leave one digit or none (2.50 → −0.67, 12 → −0.091, 1000 → −0.001).
 * Undefined when there is no price (not finite, or at most 1.000).
 */
export function convertOdds(price: number, format: OddsFormatId): OddsValue | undefined {
  const thousandths = priceThousandths(price);
  if (thousandths === undefined) return undefined;
  const winnings = thousandths - EVEN_MONEY;
  switch (format) {
    case OddsFormat.decimal:
      return figure(exactFigure(thousandths));
    case OddsFormat.fractional:
      return { kind: 'fraction', ...toFraction(thousandths) };
    case OddsFormat.american:
      return winnings >= EVEN_MONEY
        ? figure({ negative: false, units: divideRounded(winnings, 10), decimals: 0 })
        : figure({ negative: true, units: divideRounded(100 * EVEN_MONEY, winnings), decimals: 0 });
    case OddsFormat.hongKong:
      return figure(exactFigure(winnings));
    case OddsFormat.indonesian:
      return winnings >= EVEN_MONEY
        ? figure(exactFigure(winnings))
        : negativeReciprocal(winnings, 2);
    case OddsFormat.malay:
      if (winnings <= EVEN_MONEY) return figure(exactFigure(winnings));
      return negativeReciprocal(winnings, winnings > 10 * EVEN_MONEY ? 3 : 2);
  }
}

/** How a price is written: the page's language (its decimal mark) and the word for 1/1. */
export interface OddsTextOptions {
  /** A language code (en, ru, pt-BR…): ru, kk and pt write 1,85, as amounts do. */
  readonly locale: string;
  /** What fractional 1/1 is called ("Evens"); "1/1" when not given. */
  readonly evens?: string;
}

/**
 * A decimal price written in an odds format for the page's language (see convertOdds for the
 * rounding): American positives carry +, the others no sign unless negative; no digit groups.
 * NO_PRICE where there is no price. Wrap it in an LTR-isolated element on RTL pages (a leading
 * sign would otherwise move to the far end).
 */
export function formatOdds(
  price: number,
  format: OddsFormatId,
  { locale, evens }: OddsTextOptions,
): string {
  const value = convertOdds(price, format);
  if (!value) return NO_PRICE;
  if (value.kind === 'fraction') {
    const { numerator, denominator } = value;
    if (numerator === 1 && denominator === 1 && evens) return evens;
    return `${numerator}/${denominator}`;
  }
  return writeFigure(value, marksOf(locale).decimal, { plus: format === OddsFormat.american });
}
