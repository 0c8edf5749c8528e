import { useTranslation } from 'react-i18next';

import { useAccounts } from '@/lib/account/use-accounts';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';

import { currencyMarks } from '../format-when';

/** Where bonus and promo names are written: welcome bonuses with registration, promos in common. */
export const BONUS_NAME_NS = ['office', 'common', 'registration'];

/** An amount (exact text) of a currency (its ISO code) as the player reads it. */
export type AmountOf = (value: string, iso: string) => string;

/**
 * How the bonus sections write a bonus: its name in the player's language and its amounts with
 * the currency's mark from the player's accounts.
 */
export function useBonusText(): {
  readonly nameOf: (named: { readonly BonusName: string }) => string;
  readonly amount: AmountOf;
} {
  const { t } = useTranslation(['office', 'common']);
  const money = useMoneyFormat();
  const accounts = useAccounts({ passive: true });
  const markOf = currencyMarks(accounts.data?.all);
  return {
    nameOf: (named) => t(named.BonusName, { ns: BONUS_NAME_NS }),
    amount: (value, iso) => money(parseMinor(value) ?? 0n, markOf(iso)),
  };
}
