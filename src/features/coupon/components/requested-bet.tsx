import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { RequestedBet as Requested } from '@machines/coupon/coupon.types';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

/**
 * The request the platform holds (an auto-bet waiting for its price, a VIP bet for approval): its
 * number, focused so a screen reader hears it at once; the bets history follows it.
 */
export function RequestedBet({
  requested,
  onDismiss,
}: {
  requested: Requested;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="bet-slip__placed">
      <p className="bet-slip__placed-title" tabIndex={-1} ref={heading}>
        {requested.mode === 'auto'
          ? t('coupon_requested_auto', { price: formatPrice(requested.autoPrice ?? 0) })
          : t('coupon_requested_vip')}
      </p>
      <p>{t('coupon_requested_id', { id: requested.requestId })}</p>
      <button type="button" className="button" onClick={onDismiss}>
        {t('coupon_placed_dismiss')}
      </button>
    </div>
  );
}
