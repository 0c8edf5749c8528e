import { useTranslation } from 'react-i18next';

import type { CouponContext } from '@machines/coupon/coupon.types';
import { potentialPayout, totalCoefficient } from '@machines/coupon/coupon-derived';
import { ratioThousandths } from '@/lib/bets/ratio';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

import { useStakeCurrency } from '../hooks/use-stake-currency';

/** Total odds and what the coupon pays if every selection wins, taxes shown where there are any. */
export function BetSlipSummary({ context }: { context: CouponContext }) {
  const { t } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  const money = useMoneyFormat();
  const currency = useStakeCurrency();
  const coefficient = totalCoefficient(context);
  const payout = potentialPayout(context);
  const rows: [string, string][] = [];
  if (coefficient?.ok)
    rows.push([
      t('coupon_total_odds'),
      formatPrice(Number(ratioThousandths(coefficient.value)) / 1000),
    ]);
  if (payout?.ok) {
    const p = payout.value;
    if (p.stakeTax > 0n) rows.push([t('coupon_stake_tax'), money(p.stakeTax, currency)]);
    if (p.payoutTax > 0n) rows.push([t('coupon_payout_tax'), money(p.payoutTax, currency)]);
    rows.push([t('coupon_potential_payout'), money(p.payoutAfterTax, currency)]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className="bet-slip__summary">
      {rows.map(([term, value]) => (
        <div key={term} className="bet-slip__summary-row">
          <dt>{term}</dt>
          <dd dir="ltr">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
