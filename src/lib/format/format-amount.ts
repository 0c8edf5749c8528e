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

/** A language's digit-group and decimal marks (U+00A0 where it groups with a space). */
export interface NumberMarks {
  readonly group: string;
  readonly decimal: string;
}

/**
 * The marks of the sample languages, fixed here rather than read from the runtime's locale data:
 * the platform's render (Node, full ICU) and the browser (Debian's Chromium has no Kazakh data,
 * for one) must write an amount alike, or hydration finds a different text.
 */
const MARKS: Readonly<Record<string, NumberMarks>> = {
  en: { group: ',', decimal: '.' },
  ar: { group: ',', decimal: '.' },
  ru: { group: '\u00a0', decimal: ',' },
  kk: { group: '\u00a0', decimal: ',' },
  pt: { group: '.', decimal: ',' },
};

const marksCache = new Map<string, NumberMarks>();

/** The marks of a language: the table's for its base language, else the runtime's locale data. */
export function marksOf(locale: string): NumberMarks {
  const base = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  const known = MARKS[base] ?? marksCache.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(1000.5);
  const marks = {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
  marksCache.set(locale, marks);
  return marks;
}

/** "1234567.5" (exact decimal text, no sign) → "1,234,567.50" in the language's marks. */
function grouped(text: string, { group, decimal }: NumberMarks): string {
  const [whole = '0', cents = ''] = text.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${digits}${decimal}${cents.padEnd(2, '0').slice(0, 2)}`;
}

/** A whole count (points) in the language's marks: "12,500", "12 500". */
export function formatCount(value: number, locale: string): string {
  const text = String(Math.trunc(Math.abs(value)));
  const digits = text.replace(/\B(?=(\d{3})+(?!\d))/g, marksOf(locale).group);
  return value < 0 ? `-${digits}` : digits;
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
    typeof value === 'bigint' ? formatMinor(negative ? -value : value) : Math.abs(value).toFixed(2);
  const number = grouped(magnitude, marksOf(locale));
  const body = symbolBefore
    ? `${currency}${number}`
    : template.replace('{v}', number).replace('{c}', currency);
  const zero = typeof value === 'bigint' ? value === 0n : value === 0;
  if (negative) return `-${body}`;
  return signed && !zero ? `+${body}` : body;
}
