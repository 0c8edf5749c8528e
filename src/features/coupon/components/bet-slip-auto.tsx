import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';

import type { couponMachine } from '@machines/coupon/coupon.machine';
import type { CouponContext } from '@machines/coupon/coupon.types';
import { autoBetAvailable } from '@machines/coupon/coupon-requests';
import { OddsFormat } from '@/lib/odds/odds-formats';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

/**
 * A single's auto-bet: the player asks for a price above the one now; the platform holds the
 * stake and places the bet when the feed reaches it. The price is typed, and the one now shown,
 * in the player's odds format; the machine reads it in the format it was typed in.
 */
export function BetSlipAuto({
  actor,
  context,
}: {
  actor: Actor<typeof couponMachine>;
  context: CouponContext;
}) {
  const { t } = useTranslation('sportsbook');
  const { format, formatPrice } = useOddsFormat();
  const hint = useId();
  if (!autoBetAvailable(context)) return null;
  const now = context.selections[0]?.price ?? 0;
  return (
    <div className="bet-slip__auto">
      <label className="bet-slip__auto-toggle">
        <input
          type="checkbox"
          checked={context.autoBet}
          onChange={(e) => actor.send({ type: 'autobet.set', on: e.target.checked })}
        />
        <span>{t('coupon_auto_bet')}</span>
      </label>
      {context.autoBet && (
        <>
          <label className="bet-slip__stake-field">
            <span>{t('coupon_auto_price')}</span>
            <input
              type="text"
              // Signs and fractions need the full keyboard; decimal and Hong Kong odds do not.
              inputMode={
                format === OddsFormat.decimal || format === OddsFormat.hongKong ? 'decimal' : 'text'
              }
              autoComplete="off"
              aria-describedby={hint}
              value={context.autoPriceText}
              onChange={(e) => actor.send({ type: 'autobet.price', text: e.target.value, format })}
            />
          </label>
          <p id={hint} className="bet-slip__auto-hint">
            {t('coupon_auto_hint', {
              price: formatPrice(now),
              format: t(`odds_format_${format}`),
            })}
          </p>
        </>
      )}
    </div>
  );
}
