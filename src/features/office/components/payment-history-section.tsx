import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { postPaymentHistory } from '../api/cashier-endpoints';
import { usePages } from '../api/use-pages';
import { currencyMarks } from '../format-when';
import { moneyProblemOf, problemText } from '../money-problem';
import { operationKey, PaymentHistoryTable } from './payment-history-table';
import { ShowMore } from './show-more';

/**
 * office_historypay: the operations of the player's main accounts, newest first, 50 a page with
 * "Show more"; operations older than 90 days (the archive) only when the player asks for them.
 */
export function PaymentHistorySection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_history_title'), settings.customizeConfig.brand);
  const ids = useId();
  const money = useMoneyFormat();
  const accounts = useAccounts({ passive: true });
  const [archive, setArchive] = useState(false);
  const pageInput = useCallback(
    (page: number) => ({ is_include_archive: archive, page_number: page }),
    [archive],
  );
  const pages = usePages(postPaymentHistory, pageInput, operationKey);
  const items = pages.items;
  return (
    <section className="office-history" aria-labelledby="office-history-title">
      <h1 id="office-history-title">{t('office_history_title')}</h1>
      <div className="form-field form-field--checkbox">
        <input
          id={`${ids}-archive`}
          type="checkbox"
          checked={archive}
          onChange={(e) => setArchive(e.target.checked)}
        />
        <label htmlFor={`${ids}-archive`}>{t('office_history_archive')}</label>
      </div>
      {pages.error && !items && (
        <p className="form-alert" role="alert">
          {problemText(t, moneyProblemOf(pages.error))}
        </p>
      )}
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
        />
      )}
      <ShowMore pages={pages} />
    </section>
  );
}
