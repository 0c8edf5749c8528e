import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '@/components/modal-host/confirm';
import { postSetActiveAccount } from '@/lib/account/account-endpoints';
import {
  type Account,
  accountLabel,
  currencyMark,
  type PlayerAccounts,
} from '@/lib/account/player-accounts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApi } from '@/lib/api-client/use-api';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useHydrated } from '@/lib/use-hydrated';

import {
  getUserConfig,
  postCreateCurrencyAccount,
  postDeleteCurrencyAccount,
} from '../api/wallet-endpoints';
import { useOfficeAction } from '../hooks/use-office-action';
import { problemText } from '../money-problem';

/** The currency's name in the player's language (the platform's English name where the language has none). */
const currencyName = (locale: string, iso: string, fallback: string) => {
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(iso) ?? fallback
    );
  } catch {
    return fallback;
  }
};

/**
 * The player's main accounts, one per currency: which one is active (bets and the header use it),
 * making another one active, closing an empty one, and opening one in a currency the variant offers.
 */
export function CurrencyAccounts({ accounts }: { readonly accounts: PlayerAccounts }) {
  const { t, i18n } = useTranslation(['office', 'common']);
  // Names from the browser's locale data once the page is its own (the platform's may differ).
  const hydrated = useHydrated();
  const nameOf = (iso: string, fallback: string) =>
    hydrated ? currencyName(i18n.language, iso, fallback) : fallback;
  const client = useApiClient();
  const confirm = useConfirm();
  const money = useMoneyFormat();
  const { mutate } = useAccounts();
  const config = useApi(getUserConfig, undefined);
  const ids = useId();
  const { busy, problem, done, run } = useOfficeAction();
  const [currency, setCurrency] = useState('');
  const toOpen = config.data?.currencies_to_open ?? [];
  const chosen = toOpen.find((c) => String(c.id) === currency) ?? toOpen[0];

  const change = (call: () => Promise<PlayerAccounts>, said: (a: PlayerAccounts) => string) =>
    run(
      async () => {
        const answer = await call();
        await mutate(answer, { revalidate: false });
        return said(answer);
      },
      () => void config.mutate(),
    );

  const makeActive = (account: Account) =>
    void change(
      () => client.call(postSetActiveAccount, { account_id: account.id }),
      () => t('office_account_now_active', { account: accountLabel(t, account) }),
    );

  const close = async (account: Account) => {
    const ok = await confirm({
      title: 'office_account_close_title',
      text: 'office_account_close_text',
      ok: 'office_account_close_ok',
      values: { account: accountLabel(t, account) },
    });
    if (ok)
      await change(
        () => client.call(postDeleteCurrencyAccount, { account_id: account.id }),
        () => t('office_account_closed', { account: accountLabel(t, account) }),
      );
  };

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    void change(
      () => client.call(postCreateCurrencyAccount, { currency_id: chosen.id }),
      () => t('office_account_opened', { currency: chosen.code }),
    );
  };

  return (
    <section className="currency-accounts" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('office_account_currencies_title')}</h2>
      <table className="money-table money-table--stack currency-table">
        <thead>
          <tr>
            <th scope="col">{t('office_account_col_account')}</th>
            <th scope="col" className="money-table__amount">
              {t('office_account_col_balance')}
            </th>
            <th scope="col">{t('office_account_col_status')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.accounts.map((account) => (
            <tr key={account.id} data-account={account.id}>
              <th scope="row">
                <span className="money-table__primary">{accountLabel(t, account)}</span>
                <span className="money-table__secondary">{nameOf(account.iso, account.iso)}</span>
              </th>
              <td className="money-table__amount">
                <bdi dir="ltr">{money(account.money, currencyMark(account))}</bdi>
              </td>
              <td>
                {account.isActive ? (
                  <span className="status-badge status-badge--active">
                    {t('office_account_active')}
                  </span>
                ) : (
                  <span className="money-table__actions">
                    <button
                      type="button"
                      className="button button--small"
                      disabled={busy}
                      aria-label={t('office_account_make_active_label', {
                        account: accountLabel(t, account),
                      })}
                      onClick={() => makeActive(account)}
                    >
                      {t('office_account_make_active')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      aria-label={t('office_account_close_label', {
                        account: accountLabel(t, account),
                      })}
                      onClick={() => void close(account)}
                    >
                      {t('office_account_close')}
                    </button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problem && (
        <p className="form-alert" role="alert">
          {problemText(t, problem)}
        </p>
      )}
      <p role="status" className="form-note">
        {done}
      </p>
      {chosen && (
        <form className="open-account" onSubmit={open} noValidate>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${ids}-currency`}>
              {t('office_account_open_currency')}
            </label>
            <select
              id={`${ids}-currency`}
              className="form-control"
              value={String(chosen.id)}
              onChange={(e) => setCurrency(e.target.value)}
            >
              {toOpen.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {`${nameOf(c.code, c.name)} (${c.code})`}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t('office_account_open')}
          </button>
        </form>
      )}
    </section>
  );
}
