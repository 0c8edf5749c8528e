import { useTranslation } from 'react-i18next';

import type { DrawResponse } from '@/lib/api-contract/generated/api-types.ts';
import { minorOf } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';

/** The prize table, the void rule and the pool of the draw. */
export function TotoPrizes({ draw }: { draw: DrawResponse['data'] }) {
  const { t } = useTranslation('toto');
  const money = useMoneyFormat();
  return (
    <section className="toto__prizes" aria-labelledby="toto-prizes">
      <h2 id="toto-prizes" className="toto__subtitle">
        {t('toto_prizes')}
      </h2>
      <ul>
        {draw.prizes.map((prize) => (
          <li key={prize.correct}>
            {t('toto_prize_row', { correct: prize.correct, coefficient: prize.coefficient })}
          </li>
        ))}
      </ul>
      <p>{t('toto_void_rule', { limit: draw.maxVoidEvents })}</p>
      {draw.pool.length > 0 && (
        <p>
          {t('toto_pool')}:{' '}
          {draw.pool
            .map((p) =>
              t('toto_pool_row', {
                amount: money(minorOf(p.amount), p.currency),
                coupons: p.coupons,
              }),
            )
            .join('; ')}
        </p>
      )}
    </section>
  );
}
