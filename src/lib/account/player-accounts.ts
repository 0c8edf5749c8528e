import type { TFunction } from 'i18next';

import type { BalanceResponse, PlatformAccount } from '@/lib/api-contract/generated/api-types.ts';
import { type Minor, minorOf } from '@/lib/money/minor';

/** One account as the spec's client model has it (account side §3, Account). */
export interface Account {
  readonly id: number;
  readonly money: Minor;
  /** The platform's name for it, an i18n key (account_main, account_bonus). */
  readonly name: string;
  readonly iso: string;
  readonly symbol: string;
  readonly isActive: boolean;
  readonly currencyId: number;
  readonly amountOfUnplacedBets: Minor;
  readonly points: number;
  readonly isBonusAccount: boolean;
}

/**
 * The spec's three lists: the main accounts (one per currency, one active), the bonus accounts
 * (`Bonus > 0`), and all of them; with the active one and the player's points.
 */
export interface PlayerAccounts {
  readonly accounts: readonly Account[];
  readonly bonuses: readonly Account[];
  readonly all: readonly Account[];
  readonly active: Account | undefined;
  readonly points: number;
}

const accountOf = (raw: PlatformAccount): Account => ({
  id: raw.id,
  money: minorOf(raw.money),
  name: raw.AccountName,
  iso: raw.kode,
  symbol: raw.currencySymbol,
  isActive: raw.active,
  currencyId: raw.idCurrecy,
  amountOfUnplacedBets: minorOf(raw.summ_unplaced_bets),
  points: raw.PointsBalance,
  isBonusAccount: raw.Bonus > 0,
});

/** The balance calls' answer (and the wallet calls', which answer the same list) as the three lists. */
export function playerAccountsOf(raw: BalanceResponse): PlayerAccounts {
  const all = raw.data.map(accountOf);
  const accounts = all.filter((a) => !a.isBonusAccount);
  return {
    accounts,
    bonuses: all.filter((a) => a.isBonusAccount),
    all,
    active: accounts.find((a) => a.isActive),
    // The platform repeats the player's points on every main account.
    points: accounts[0]?.points ?? 0,
  };
}

/** The currency as amounts write it: the symbol, or the ISO code where there is none. */
export const currencyMark = (account: Pick<Account, 'symbol' | 'iso'>): string =>
  account.symbol || account.iso;

/** The spec's label: the account's name and its currency symbol or ISO code ("Main account ₸"). */
export const accountLabel = (t: TFunction, account: Account): string =>
  t('account_label', {
    ns: 'common',
    name: t(account.name, { ns: 'common' }),
    currency: currencyMark(account),
  });
