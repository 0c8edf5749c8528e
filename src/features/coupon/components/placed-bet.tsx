import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { PlacedBet as Placed } from '@machines/coupon/coupon.types';

/** The placed bet's receipt: its number(s), focused so a screen reader hears it at once. */
export function PlacedBet({ placed, onDismiss }: { placed: Placed; onDismiss: () => void }) {
  const { t } = useTranslation('sportsbook');
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="bet-slip__placed">
      <p className="bet-slip__placed-title" tabIndex={-1} ref={heading}>
        {placed.betIds.length > 1
          ? t('coupon_placed_many', { number: placed.betIds.length })
          : t('coupon_placed')}
      </p>
      <p>{t('coupon_placed_ids', { ids: placed.betIds.join(', ') })}</p>
      <button type="button" className="button" onClick={onDismiss}>
        {t('coupon_placed_dismiss')}
      </button>
    </div>
  );
}
