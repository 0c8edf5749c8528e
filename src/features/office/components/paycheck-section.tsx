import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApi } from '@/lib/api-client/use-api';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getReceipt, type Receipt } from '../api/cashier-endpoints';
import { paycheckFirstData, receiptIdOf } from '../first-data';
import { currencyMarks, useDateTimeFormat } from '../format-when';
import { useOfficeSections } from '../hooks/use-office-sections';
import { methodName } from '../money-problem';
import { MovementCells } from './movement-cells';
import { RefusalAlert } from './refusal-alert';

export { paycheckFirstData };

/** How a receipt names what paid: a card's last four digits, or the bank. */
function paidWithText(t: TFunction, paidWith: string | null): string {
  const [how = '', detail = ''] = (paidWith ?? '').split(':');
  if (how === 'card') return t('office_paycheck_card_ending', { last4: detail });
  if (how === 'bank') return t(`bank_${detail}`, { ns: 'common', defaultValue: detail });
  return '—';
}

/**
 * office_paycheck: one operation's receipt (`?id=` from the payment history): its number, kind
 * and time, what it did to each of the player's accounts with the balance after it, and the
 * deposit or withdrawal it belongs to. It can be printed.
 */
export function PaycheckSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_paycheck_title'), settings.customizeConfig.brand);
  const { lng = '' } = useParams();
  const [search] = useSearchParams();
  const id = receiptIdOf(search);
  const valid = id !== undefined;
  const receipt = useApi(getReceipt, valid ? { id } : null);
  const history = useOfficeSections().find((s) => s.key === 'office_historypay');
  return (
    <section className="office-paycheck" aria-labelledby="office-paycheck-title">
      <h1 id="office-paycheck-title">{t('office_paycheck_title')}</h1>
      {!valid && (
        <p className="form-alert" role="alert">
          {t('error_operation_not_found', { ns: 'common' })}
        </p>
      )}
      {receipt.error && <RefusalAlert error={receipt.error} />}
      {valid && !receipt.data && !receipt.error && (
        <LoadingPlaceholder shapes={['line', 'row', 'row']} />
      )}
      {receipt.data && <ReceiptView receipt={receipt.data} />}
      <p className="office-paycheck__actions">
        {receipt.data && (
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t('office_paycheck_print')}
          </button>
        )}
        {history && <Link to={`/${lng}/office/${history.path}`}>{t('office_paycheck_back')}</Link>}
      </p>
    </section>
  );
}

function ReceiptView({ receipt }: { readonly receipt: Receipt }) {
  const { t } = useTranslation(['office', 'common']);
  const when = useDateTimeFormat();
  const money = useMoneyFormat();
  const accounts = useAccounts({ passive: true });
  const markOf = currencyMarks(accounts.data?.all);
  const { payment } = receipt;
  return (
    <>
      <dl className="receipt">
        <div>
          <dt>{t('office_paycheck_number')}</dt>
          <dd>{receipt.id}</dd>
        </div>
        <div>
          <dt>{t('office_history_col_operation')}</dt>
          <dd>
            {t(`office_operation_${receipt.kind}`, {
              defaultValue: t('office_operation_unknown'),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('office_col_date')}</dt>
          <dd>{when.format(new Date(receipt.created_at))}</dd>
        </div>
        {payment && (
          <div>
            <dt>{t('office_paycheck_method')}</dt>
            <dd>{methodName(t, payment.method)}</dd>
          </div>
        )}
        {payment?.type === 'deposit' && (
          <div>
            <dt>{t('office_paycheck_paid_with')}</dt>
            <dd>{paidWithText(t, payment.paid_with)}</dd>
          </div>
        )}
        {payment && (
          <div>
            <dt>{t(`office_paycheck_${payment.type}`)}</dt>
            <dd>{payment.id}</dd>
          </div>
        )}
      </dl>
      <table className="money-table">
        <caption className="visually-hidden">{t('office_paycheck_lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office_paycheck_account')}</th>
            <th scope="col" className="money-table__amount">
              {t('office_col_amount')}
            </th>
            <th scope="col" className="money-table__amount">
              {t('office_history_col_balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => {
            const mark = markOf(line.currency);
            return (
              <tr key={line.account_id}>
                <th scope="row">
                  {t(`office_paycheck_account_${line.account_kind}`, { currency: line.currency })}
                </th>
                <MovementCells
                  amount={line.amount}
                  balance={line.balance}
                  mark={mark}
                  money={money}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
