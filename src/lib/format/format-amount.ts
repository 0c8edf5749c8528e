import { formatMinor, type Minor } from '@/lib/money/minor';

/** How the variant writes money (globalConfig.amount_template, show_symbol_currency_before). */
export interface AmountFormat {
  readonly template: string;
  readonly symbolBefore: boolean;
  readonly locale: string;
}

/** Options of one amount: `signed` writes + before money in (a payment history's column). */
export interface AmountOptions {
  readonly signed?: boolean;
}

/**
 * An amount in the player's language with two decimals, placed in the variant's template ({v} the
 * value, {c} the currency) — or with the symbol in front where the variant says so. A bigint is
 * minor units (src/lib/money/minor.ts), formatted from its exact decimal text, never a float. The
 * sign goes in front of the whole amount ("-£10.00", not "£-10.00").
 */
export function formatAmount(
  value: number | Minor,
  currency: string,
  { template, symbolBefore, locale }: AmountFormat,
  { signed = false }: AmountOptions = {},
): string {
  const negative = value < 0;
  const magnitude =
    typeof value === 'bigint' ? formatMinor(negative ? -value : value) : Math.abs(value);
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(typeof magnitude === 'string' ? (magnitude as `${number}`) : magnitude);
  const body = symbolBefore
    ? `${currency}${number}`
    : template.replace('{v}', number).replace('{c}', currency);
  const zero = typeof value === 'bigint' ? value === 0n : value === 0;
  if (negative) return `-${body}`;
  return signed && !zero ? `+${body}` : body;
}
