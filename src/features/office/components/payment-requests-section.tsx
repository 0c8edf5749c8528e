import { useTranslation } from 'react-i18next';

import { useConfirm } from '@/components/modal-host/confirm';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { WithdrawalRecord } from '@/lib/api-contract/generated/api-types.ts';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getPaymentRequests, postCancelPaymentRequest } from '../api/cashier-endpoints';
import { usePages } from '../api/use-pages';
import { requestsFirstData, requestsPageInput } from '../first-data';
import { currencyMarks, useDateTimeFormat } from '../format-when';
import { useOfficeAction } from '../hooks/use-office-action';
import { methodName, problemText } from '../money-problem';
import { RefusalAlert } from './refusal-alert';
import { ShowMore } from './show-more';

const requestKey = (r: WithdrawalRecord) => r.id;

export { requestsFirstData };

/**
 * payment_requests: the player's withdrawal requests, newest first, with their status; a pending
 * one can be cancelled (after a confirm dialog), which gives the reserved amount back.
 */
export function PaymentRequestsSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_requests_title'), settings.customizeConfig.brand);
  const client = useApiClient();
  const confirm = useConfirm();
  const money = useMoneyFormat();
  const accounts = useAccounts();
  const pages = usePages(getPaymentRequests, requestsPageInput, requestKey);
  const { busy, problem, done, run } = useOfficeAction();
  const when = useDateTimeFormat();
  const markOf = currencyMarks(accounts.data?.all);
  const amountOf = (r: WithdrawalRecord) => money(parseMinor(r.amount) ?? 0n, markOf(r.currency));

  const cancel = async (request: WithdrawalRecord) => {
    const ok = await confirm({
      title: 'office_requests_cancel_title',
      text: 'office_requests_cancel_text',
      ok: 'office_requests_cancel_ok',
      values: { id: request.id, amount: amountOf(request) },
    });
    if (!ok) return;
    await run(
      async () => {
        await client.call(postCancelPaymentRequest, { request_id: request.id });
        return t('office_requests_cancelled', { id: request.id, amount: amountOf(request) });
      },
      () => Promise.all([pages.refresh(), accounts.mutate()]),
    );
  };

  const items = pages.items;
  return (
    <section className="office-requests" aria-labelledby="office-requests-title">
      <h1 id="office-requests-title">{t('office_requests_title')}</h1>
      {problem && (
        <p className="form-alert" role="alert">
          {problemText(t, problem)}
        </p>
      )}
      <p role="status" className="form-note">
        {done}
      </p>
      {pages.error && !items && <RefusalAlert error={pages.error} />}
      {!items && !pages.error && <LoadingPlaceholder shapes={['row', 'row', 'row', 'row']} />}
      {items?.length === 0 && <p className="empty-state">{t('office_requests_empty')}</p>}
      {items && items.length > 0 && (
        <table className="money-table money-table--stack">
          <caption className="visually-hidden">{t('office_requests_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office_col_date')}</th>
              <th scope="col">{t('office_requests_col_method')}</th>
              <th scope="col" className="money-table__amount">
                {t('office_col_amount')}
              </th>
              <th scope="col">{t('office_requests_col_status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id} data-request={r.id}>
                <td>
                  <span className="money-table__primary">
                    {when.format(new Date(r.created_at))}
                  </span>
                  <span className="money-table__secondary">
                    {t('office_requests_number', { id: r.id })}
                  </span>
                </td>
                <td>{methodName(t, r.method)}</td>
                <td className="money-table__amount">
                  <bdi dir="ltr">{amountOf(r)}</bdi>
                </td>
                <td>
                  <span className="money-table__actions">
                    <span className={`status-badge status-badge--${r.status}`}>
                      {t(`office_request_status_${r.status}`)}
                    </span>
                    {r.status === 'pending' && (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={busy}
                        aria-label={t('office_requests_cancel_label', {
                          id: r.id,
                          amount: amountOf(r),
                        })}
                        onClick={() => void cancel(r)}
                      >
                        {t('office_requests_cancel')}
                      </button>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ShowMore pages={pages} />
    </section>
  );
}
