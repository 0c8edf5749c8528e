import { useTranslation } from 'react-i18next';

import type { ConsultantPayment } from '@/lib/api-contract/generated/api-types.ts';

import { useConsultantPaymentText } from '../hooks/use-consultant-payment-text';

/** The payments a consultant request names: kind and number, method, amount, status, date. */
export function ConsultantPaymentsTable({
  payments,
  caption,
}: {
  readonly payments: readonly ConsultantPayment[];
  readonly caption: string;
}) {
  const { t } = useTranslation('office');
  const textOf = useConsultantPaymentText();
  return (
    <table className="money-table money-table--stack">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('office_consultant_col_payment')}</th>
          <th scope="col">{t('office_consultant_col_method')}</th>
          <th scope="col" className="money-table__amount">
            {t('office_col_amount')}
          </th>
          <th scope="col">{t('office_consultant_col_status')}</th>
          <th scope="col">{t('office_col_date')}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => {
          const text = textOf(payment);
          return (
            <tr key={`${payment.type}:${payment.id}`}>
              <td>
                <span className="money-table__primary">{text.kind}</span>
                <span className="money-table__secondary">
                  <bdi dir="ltr">{payment.id}</bdi>
                </span>
              </td>
              <td>{text.method}</td>
              <td className="money-table__amount">
                <bdi dir="ltr">{text.amount}</bdi>
              </td>
              <td>{text.status}</td>
              <td>{text.date}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
