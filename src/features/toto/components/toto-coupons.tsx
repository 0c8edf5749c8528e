import { useTranslation } from 'react-i18next';

import type { Coupon, DrawResponse } from '@/lib/api-contract/generated/api-types.ts';
import { minorOf } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';

type DrawEvent = DrawResponse['data']['events'][number];

/** Whether an event's picks hold its result (a void event is right for every pick). */
const rightPick = (picks: readonly string[], result: DrawEvent['result']) =>
  result === 'void' || (result !== null && picks.includes(result));

/** The player's coupons on the draw: picks per event (right or wrong once settled), prize. */
export function TotoCoupons({
  coupons,
  events,
}: {
  coupons: readonly Coupon[];
  events: readonly DrawEvent[];
}) {
  const { t } = useTranslation('toto');
  const money = useMoneyFormat();
  return (
    <section className="toto__my-coupons" aria-labelledby="toto-my-coupons">
      <h2 id="toto-my-coupons" className="toto__subtitle">
        {t('toto_my_coupons')}
      </h2>
      {coupons.map((coupon) => (
        <article
          key={coupon.couponNumber}
          className="toto__coupon-card"
          aria-label={t('toto_coupon_number', { couponNumber: coupon.couponNumber })}
        >
          <h3 className="toto__coupon-title">
            {t('toto_coupon_number', { couponNumber: coupon.couponNumber })}
          </h3>
          <dl className="toto__coupon-facts">
            <dt>{t('toto_status')}</dt>
            <dd>{t(`toto_coupon_${coupon.status}`)}</dd>
            <dt>{t('toto_combinations')}</dt>
            <dd>{coupon.combinations}</dd>
            <dt>{t('toto_total')}</dt>
            <dd>{money(minorOf(coupon.total), coupon.currency)}</dd>
            {coupon.correct !== null && (
              <>
                <dt>{t('toto_correct')}</dt>
                <dd>{t('toto_correct_of', { correct: coupon.correct, events: events.length })}</dd>
              </>
            )}
            {coupon.prize !== null && (
              <>
                <dt>{t('toto_prize')}</dt>
                <dd>{money(minorOf(coupon.prize), coupon.currency)}</dd>
              </>
            )}
          </dl>
          <ol className="toto__coupon-picks" aria-label={t('toto_picks')}>
            {coupon.picks.map((picks, i) => {
              const result = events[i]?.result ?? null;
              const mark = result === null ? '' : rightPick(picks, result) ? 'right' : 'wrong';
              return (
                <li key={i} className={mark && `toto__coupon-pick--${mark}`}>
                  {picks.map((p) => t(`toto_pick_${p}`)).join('')}
                  {mark && <span className="visually-hidden"> {t(`toto_pick_${mark}`)}</span>}
                </li>
              );
            })}
          </ol>
        </article>
      ))}
    </section>
  );
}
