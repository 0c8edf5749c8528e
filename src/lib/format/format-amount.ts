/** How the variant writes money (globalConfig.amount_template, show_symbol_currency_before). */
export interface AmountFormat {
  readonly template: string;
  readonly symbolBefore: boolean;
  readonly locale: string;
}

/**
 * An amount in the player's language with two decimals, placed in the variant's template ({v} the
 * value, {c} the currency) — or with the symbol in front where the variant says so.
 */
export function formatAmount(
  value: number,
  currency: string,
  { template, symbolBefore, locale }: AmountFormat,
): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  if (symbolBefore) return `${currency}${number}`;
  return template.replace('{v}', number).replace('{c}', currency);
}
