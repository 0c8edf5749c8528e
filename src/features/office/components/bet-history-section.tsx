import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getBetsHistory } from '../api/bet-history-endpoints';
import { usePages } from '../api/use-pages';
import { currencyMarks, useDateTimeFormat } from '../format-when';
import { BetHistoryActions } from './bet-history-actions';
import { BetHistoryCard } from './bet-history-card';
import { BetRequestsSection } from './bet-requests-section';
import { RefusalAlert } from './refusal-alert';
import { ShowMore } from './show-more';

/** The periods offered, in days back from now. */
const PERIODS = [1, 7, 30, 90] as const;
/** The spec's status ids a bet of this platform can carry (server/bets/bet-status.ts). */
const STATUSES = [3, 7, 8, 9, 11, 13, 28] as const;
const TYPES = ['single', 'express', 'system'] as const;

interface Filters {
  readonly days: number;
  /** Epoch seconds the period starts at, fixed when the period is chosen. */
  readonly dateFrom: number;
  readonly status: string;
  readonly type: string;
}

const since = (days: number) => Math.floor(Date.now() / 1000) - days * 86_400;

/**
 * office_history: the player's bets, newest first, 50 a page with "Show more", filtered by period,
 * status (the spec's ids) and type; each with its selections, stake, odds, tax, payout, and for an
 * open bet its cash-out (value → confirm → sold, the balance asked again). "Clear history" and
 * "Send history by e-mail" where the variant enables them (office_bets_history_clear, _mail).
 * Above them, the player's bet requests (auto-bets, VIP bets) once there are any.
 */
export function BetHistorySection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_bets_title'), settings.customizeConfig.brand);
  const ids = useId();
  const money = useMoneyFormat();
  const when = useDateTimeFormat();
  const accounts = useAccounts({ passive: true });
  const markOf = currencyMarks(accounts.data?.all);
  const sections = settings.officeConfig.sections as readonly string[];
  // The variant's history days come first (couponConfig.history_days; 7 when not valid, as the
  // platform reads it), among the usual periods.
  const asked = settings.couponConfig.history_days;
  const firstDays = Number.isInteger(asked) && asked >= 1 ? asked : 7;
  const periods = [...new Set<number>([...PERIODS, firstDays])].sort((a, b) => a - b);
  const [filters, setFilters] = useState<Filters>(() => ({
    days: firstDays,
    dateFrom: since(firstDays),
    status: '',
    type: '',
  }));
  const [notice, setNotice] = useState<string>();
  const pageInput = useMemo(
    () => (page: number) => ({
      dateFrom: filters.dateFrom,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.type ? { type: filters.type as (typeof TYPES)[number] } : {}),
      page,
    }),
    [filters],
  );
  const pages = usePages(getBetsHistory, pageInput, (bet) => bet.id);
  const items = pages.items;
  const { refresh } = pages;
  const { mutate: refreshAccounts } = accounts;
  const amountText = useCallback(
    (currency: string) => (amount: string) => money(parseMinor(amount) ?? 0n, markOf(currency)),
    [money, markOf],
  );
  const onSold = useCallback(
    (currency: string) => (betId: number, amount: string) => {
      setNotice(t('office_bets_cashout_done', { id: betId, value: amountText(currency)(amount) }));
      void refresh();
      void refreshAccounts();
    },
    [t, amountText, refresh, refreshAccounts],
  );

  // A request closed or placed: the balance moved, and a placed one is a bet of the list.
  const onRequestClosed = useCallback(() => {
    void refresh();
    void refreshAccounts();
  }, [refresh, refreshAccounts]);

  const select = (
    name: 'days' | 'status' | 'type',
    label: string,
    options: readonly [string, string][],
  ) => (
    <div className="form-field">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <select
        id={`${ids}-${name}`}
        value={String(filters[name])}
        onChange={(e) => {
          const value = e.target.value;
          setNotice(undefined);
          setFilters((f) =>
            name === 'days'
              ? { ...f, days: Number(value), dateFrom: since(Number(value)) }
              : { ...f, [name]: value },
          );
        }}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="office-bets" aria-labelledby="office-bets-title">
      <h1 id="office-bets-title">{t('office_bets_title')}</h1>
      <BetRequestsSection amountText={amountText} when={when} onChanged={onRequestClosed} />
      <fieldset className="office-bets__filters">
        <legend>{t('office_bets_filters')}</legend>
        {select(
          'days',
          t('office_bets_period'),
          periods.map((d) => [
            String(d),
            t(`office_bets_period_${d}`, {
              defaultValue: t('office_bets_period_days', { count: d }),
            }),
          ]),
        )}
        {select('status', t('office_bets_status'), [
          ['', t('office_bets_status_all')],
          ...STATUSES.map((s): [string, string] => [String(s), t(`office_bets_status_${s}`)]),
        ])}
        {select('type', t('office_bets_type'), [
          ['', t('office_bets_type_all')],
          ...TYPES.map((k): [string, string] => [k, t(`office_bets_kind_${k}`)]),
        ])}
      </fieldset>
      <BetHistoryActions
        canClear={sections.includes('office_bets_history_clear')}
        canMail={sections.includes('office_bets_history_mail')}
        filters={{
          dateFrom: filters.dateFrom,
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.type ? { type: filters.type as (typeof TYPES)[number] } : {}),
        }}
        onCleared={() => void refresh()}
        onNotice={setNotice}
      />
      <p className="office-bets__notice" role="status">
        {notice}
      </p>
      {pages.error && !items && <RefusalAlert error={pages.error} />}
      {!items && !pages.error && <LoadingPlaceholder shapes={['row', 'row', 'row']} />}
      {items?.length === 0 && <p className="empty-state">{t('office_bets_empty')}</p>}
      {items && items.length > 0 && (
        <ol className="office-bets__list">
          {items.map((bet) => (
            <li key={bet.id}>
              <BetHistoryCard
                bet={bet}
                amountText={amountText(bet.currency)}
                when={when}
                onSold={onSold(bet.currency)}
              />
            </li>
          ))}
        </ol>
      )}
      <ShowMore pages={pages} />
    </section>
  );
}
