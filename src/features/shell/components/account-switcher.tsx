import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dropdown } from '@/components/ui/dropdown';
import { postSetActiveAccount } from '@/lib/account/account-endpoints';
import {
  type Account,
  accountLabel,
  currencyMark,
  type PlayerAccounts,
} from '@/lib/account/player-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import { formatCount } from '@/lib/format/format-amount';
import { useMoneyFormat } from '@/lib/money/use-money-format';

import { ShellIcon } from './shell-icon';

/**
 * The header's menu of the player's accounts (a disclosure): the main accounts in every currency,
 * each other one a button that makes it the active one; bonus and points balances to read only.
 */
export function AccountSwitcher({
  accounts,
  onSwitched,
}: {
  readonly accounts: PlayerAccounts;
  /** The platform's answer (the account list) once another account is the active one. */
  readonly onSwitched: (answer: PlayerAccounts) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const money = useMoneyFormat();
  const ids = useId();
  const [busy, setBusy] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const active = accounts.active;
  const amountOf = (account: Account) => money(account.money, currencyMark(account));

  const choose = async (account: Account, close: () => void) => {
    setBusy(account.id);
    setFailure(undefined);
    try {
      const answer = await client.call(postSetActiveAccount, { account_id: account.id });
      close();
      await onSwitched(answer);
    } catch (error) {
      setFailure(machineErrorOf(error).code);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Dropdown
      className="account-switcher"
      label={
        <>
          <ShellIcon name="chevron" />
          <span className="visually-hidden">
            {t('header_accounts', { account: active ? accountLabel(t, active) : '' })}
          </span>
        </>
      }
    >
      {(close) => (
        <div className="account-menu">
          <p className="account-menu__title" id={`${ids}-main`}>
            {t('header_accounts_main')}
          </p>
          <ul className="account-menu__list" aria-labelledby={`${ids}-main`}>
            {accounts.accounts.map((account) => (
              <li key={account.id}>
                {account.isActive ? (
                  <span className="account-menu__item" aria-current="true">
                    <span>{accountLabel(t, account)}</span>
                    <bdi dir="ltr" className="account-menu__amount">
                      {amountOf(account)}
                    </bdi>
                    <span className="account-menu__mark">{t('header_account_active')}</span>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="account-menu__item"
                    disabled={busy !== undefined}
                    aria-busy={busy === account.id || undefined}
                    aria-label={t('header_account_choose', {
                      account: accountLabel(t, account),
                      amount: amountOf(account),
                    })}
                    onClick={() => void choose(account, close)}
                  >
                    <span>{accountLabel(t, account)}</span>
                    <bdi dir="ltr" className="account-menu__amount">
                      {amountOf(account)}
                    </bdi>
                  </button>
                )}
              </li>
            ))}
          </ul>
          {accounts.bonuses.length > 0 && (
            <>
              <p className="account-menu__title" id={`${ids}-bonus`}>
                {t('header_accounts_bonus')}
              </p>
              <ul className="account-menu__list" aria-labelledby={`${ids}-bonus`}>
                {accounts.bonuses.map((account) => (
                  <li key={account.id} className="account-menu__item">
                    <span>{accountLabel(t, account)}</span>
                    <bdi dir="ltr" className="account-menu__amount">
                      {amountOf(account)}
                    </bdi>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="account-menu__item account-menu__points">
            <span>{t('header_points')}</span>
            <bdi dir="ltr" className="account-menu__amount">
              {formatCount(accounts.points, i18n.language)}
            </bdi>
          </p>
          {failure && (
            <p className="form-alert" role="alert">
              {t(failure, { defaultValue: t('error_server_generic') })}
            </p>
          )}
        </div>
      )}
    </Dropdown>
  );
}
