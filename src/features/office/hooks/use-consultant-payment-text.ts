import { useTranslation } from 'react-i18next';

import { useAccounts } from '@/lib/account/use-accounts';
import type { ConsultantPayment } from '@/lib/api-contract/generated/api-types.ts';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';

import { paymentStatusName } from '../consultant-text';
import { currencyMarks, useDateTimeFormat } from '../format-when';
import { methodName } from '../money-problem';

/** A payment a consultant request names, in words: kind, method, amount, status and date. */
export interface PaymentText {
  readonly kind: string;
  readonly method: string;
  readonly amount: string;
  readonly status: string;
  readonly date: string;
}

/** How the consultant's views write a payment (the variant's money, the player's dates). */
export function useConsultantPaymentText(): (payment: ConsultantPayment) => PaymentText {
  const { t } = useTranslation(['office', 'common']);
  const money = useMoneyFormat();
  const accounts = useAccounts();
  const when = useDateTimeFormat();
  const markOf = currencyMarks(accounts.data?.all);
  return (payment) => ({
    kind: t(`office_consultant_payment_${payment.type}`),
    method: methodName(t, payment.method),
    amount: money(parseMinor(payment.amount) ?? 0n, markOf(payment.currency)),
    status: paymentStatusName(t, payment.status),
    date: when.format(new Date(payment.created_at)),
  });
}
