import { useCallback } from 'react';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { type AmountOptions, formatAmount } from '@/lib/format/format-amount';

import type { Minor } from './minor';

/** Formats an amount as the variant writes money, in the page's language. */
export type MoneyFormatter = (
  value: number | Minor,
  currency: string,
  options?: AmountOptions,
) => string;

/**
 * The variant's way of writing money (globalConfig.amount_template, show_symbol_currency_before;
 * two decimals) in the page's language, for views that show amounts.
 */
export function useMoneyFormat(): MoneyFormatter {
  const { settings, variant } = useLoadedSettings();
  const { amount_template: template, show_symbol_currency_before: symbolBefore } =
    settings.globalConfig;
  const locale = variant.language;
  return useCallback(
    (value, currency, options) =>
      formatAmount(value, currency, { template, symbolBefore, locale }, options),
    [template, symbolBefore, locale],
  );
}
