import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { postPaymentHistory, postVirtualHistory } from '../api/cashier-endpoints';
import { usePages } from '../api/use-pages';
import { historyFirstData, historyPageInput } from '../first-data';
import { currencyMarks } from '../format-when';
import { useOfficeSections } from '../hooks/use-office-sections';
import { operationKey, PaymentHistoryTable } from './payment-history-table';
import { RefusalAlert } from './refusal-alert';
import { ShowMore } from './show-more';

export { historyFirstData };

/**
 * office_historypay: the operations of the player's main accounts (or their bonus accounts),
 * newest first, 50 a page with "Show more"; operations older than 90 days (the archive) only when
 * the player asks for them. Each operation links to its receipt where the office has receipts.
 */
export function PaymentHistorySection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_history_title'), settings.customizeConfig.brand);
  const ids = useId();
  const money = useMoneyFormat();
  const accounts = useAccounts({ passive: true });
  const { lng = '' } = useParams();
  const [archive, setArchive] = useState(false);
  // The main accounts' operations, or the bonus (virtual) accounts'.
  const [of, setOf] = useState<'main' | 'bonus'>('main');
  const paycheck = useOfficeSections().find((s) => s.key === 'office_paycheck');
  const pageInput = useMemo(() => historyPageInput(archive), [archive]);
  const pages = usePages(
    of === 'main' ? postPaymentHistory : postVirtualHistory,
    pageInput,
    operationKey,
  );
  const items = pages.items;
  return (
    <section className="office-history" aria-labelledby="office-history-title">
      <h1 id="office-history-title">{t('office_history_title')}</h1>
      <fieldset className="segmented" aria-describedby={undefined}>
        <legend className="visually-hidden">{t('office_history_accounts')}</legend>
        {(['main', 'bonus'] as const).map((value) => (
          <label key={value} className="segmented__option">
            <input
              type="radio"
              name={`${ids}-of`}
              value={value}
              checked={of === value}
              onChange={() => setOf(value)}
            />
            <span>{t(`office_history_of_${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-field form-field--checkbox">
        <input
          id={`${ids}-archive`}
          type="checkbox"
          checked={archive}
          onChange={(e) => setArchive(e.target.checked)}
        />
        <label htmlFor={`${ids}-archive`}>{t('office_history_archive')}</label>
      </div>
      {pages.error && !items && <RefusalAlert error={pages.error} />}
      {!items && !pages.error && (
        <LoadingPlaceholder shapes={['row', 'row', 'row', 'row', 'row']} />
      )}
      {items?.length === 0 && (
        <p className="empty-state">
          {archive ? t('office_history_empty_archive') : t('office_history_empty')}
        </p>
      )}
      {items && items.length > 0 && (
        <PaymentHistoryTable
          operations={items}
          money={money}
          markOf={currencyMarks(accounts.data?.all)}
          receiptOf={paycheck ? (op) => `/${lng}/office/${paycheck.path}?id=${op.id}` : undefined}
        />
      )}
      <ShowMore pages={pages} />
    </section>
  );
}
