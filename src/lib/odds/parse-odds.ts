/**
 * Odds typed by a player in their format, back to a decimal price: the inverse of convertOdds.
 * Integer maths on the digits typed, so "0.85" is 1.85 and never 1.8499999; formats that carry
 * more (or less) than thousandths land on the nearest thousandth, halves up (American −118 is
 * 1 + 100/118 = 1.847457… → 1.847; fractional 4/6 is 1.667).
 */
import { OddsFormat, type OddsFormatId } from './odds-formats';
import { divideRounded, EVEN_MONEY, priceThousandths } from './price-figure';

/** What each format's field takes while it is typed: a prefix of a price written in it. */
const TYPING: Record<OddsFormatId, RegExp> = {
  [OddsFormat.decimal]: /^\d{0,6}(?:[.,]\d{0,3})?$/,
  [OddsFormat.fractional]: /^\d{0,6}(?:\/\d{0,6})?$/,
  [OddsFormat.american]: /^[+\-−]?\d{0,6}$/,
  [OddsFormat.hongKong]: /^\d{0,6}(?:[.,]\d{0,3})?$/,
  [OddsFormat.indonesian]: /^[+\-−]?\d{0,6}(?:[.,]\d{0,3})?$/,
  [OddsFormat.malay]: /^[+\-−]?\d{0,6}(?:[.,]\d{0,3})?$/,
};

/** Whether `text` can still become a price in `format` as the player types (empty included). */
export const oddsTextAllowed = (text: string, format: OddsFormatId): boolean =>
  TYPING[format].test(text);

/** A signed number typed with up to three decimals: units × 10^−decimals. */
interface Typed {
  readonly sign: '' | '+' | '-';
  readonly units: number;
  readonly decimals: number;
}

const NUMBER = /^([+\-−]?)(\d{1,7})(?:[.,](\d{1,3}))?$/;

function typed(text: string): Typed | undefined {
  const match = NUMBER.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  return {
    sign: sign === '' ? '' : sign === '+' ? '+' : '-',
    units: Number(whole + fraction),
    decimals: fraction.length,
  };
}

/** The typed number in thousandths (it has at most three decimals, so exactly). */
const thousandthsOf = ({ units, decimals }: Typed) => units * 10 ** (3 - decimals);

/** 1 / |typed| in thousandths, halves up: the winnings of a negative Asian price. */
const reciprocal = ({ units, decimals }: Typed) =>
  units === 0 ? 0 : divideRounded(EVEN_MONEY * 10 ** decimals, units);

function winningsOf(text: string, format: OddsFormatId): number | undefined {
  if (format === OddsFormat.fractional) {
    const match = /^(\d{1,6})\/(\d{1,6})$/.exec(text.trim());
    const [numerator, denominator] = [Number(match?.[1]), Number(match?.[2])];
    if (!match || numerator === 0 || denominator === 0) return undefined;
    return divideRounded(EVEN_MONEY * numerator, denominator);
  }
  const figure = typed(text);
  if (!figure) return undefined;
  const value = thousandthsOf(figure);
  const negative = figure.sign === '-';
  switch (format) {
    case OddsFormat.decimal:
      return figure.sign === '' ? value - EVEN_MONEY : undefined;
    case OddsFormat.hongKong:
      return figure.sign === '' ? value : undefined;
    case OddsFormat.american:
      // ±100 and beyond: +150 wins 150 for 100, −200 wins 100 for 200.
      if (figure.decimals > 0 || figure.units < 100) return undefined;
      return negative ? divideRounded(100 * EVEN_MONEY, figure.units) : figure.units * 10;
    case OddsFormat.indonesian:
      // Both sides are at least 1 in size: −2.00 is 1.5, 1.50 is 2.5.
      if (value < EVEN_MONEY) return undefined;
      return negative ? reciprocal(figure) : value;
    case OddsFormat.malay:
      // Both sides are at most 1 in size: −0.50 is 3.0, 0.80 is 1.8.
      if (value > EVEN_MONEY) return undefined;
      return negative ? reciprocal(figure) : value;
  }
}

/**
 * A price typed in an odds format (decimal "2.5", fractional "3/2", American "+150" or "-200",
 * Hong Kong "0.50", Indonesian "-2.00", Malay "0.80" or "-0.50") as a decimal price to the thousandth;
 * undefined for text that is no price in that format (or pays nothing). "," is taken for ".",
 * and U+2212 for "-".
 */
export function parseOdds(text: string, format: OddsFormatId): number | undefined {
  const winnings = winningsOf(text, format);
  if (winnings === undefined || winnings <= 0) return undefined;
  const price = (EVEN_MONEY + winnings) / 1000;
  return priceThousandths(price) === undefined ? undefined : price;
}
