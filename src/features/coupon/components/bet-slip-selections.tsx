import { useTranslation } from 'react-i18next';

import type { CouponContext } from '@machines/coupon/coupon.types';
import { priceMoves } from '@machines/coupon/coupon-derived';
import { outcomeName } from '@/lib/feed/outcome-text';
import { useOddsFormat } from '@/lib/odds/use-odds-format';
import { useSelections } from '@/lib/selections/use-selections';

/**
 * The slip's selections: game, outcome and price — a moved price as old → new with its
 * direction, a suspended one locked — each removable from the selection list. The list is named
 * by the slip's count of selections (`labelledBy`): "Selections: 2".
 */
export function BetSlipSelections({
  context,
  labelledBy,
}: {
  context: CouponContext;
  labelledBy: string;
}) {
  const { t } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  const { toggle } = useSelections();
  const moves = new Map(priceMoves(context).map((m) => [m.key, m]));
  return (
    <ul className="selection-list__items" aria-labelledby={labelledBy}>
      {context.selections.map((s) => {
        const sides = { sportId: s.sportId, team1: { name: s.team1 }, team2: { name: s.team2 } };
        const name = outcomeName(t, s, sides);
        const move = moves.get(s.key);
        return (
          <li
            key={s.key}
            className={['selection', s.suspended && 'selection--suspended']
              .filter(Boolean)
              .join(' ')}
            data-outcome={s.key}
          >
            <span className="selection__game">
              {s.team1} – {s.team2}
            </span>
            <span className="selection__outcome">{name}</span>
            <span className="selection__price" dir="ltr">
              {s.suspended ? (
                <span className="selection__suspended">{t('coupon_suspended')}</span>
              ) : move ? (
                // Said in words: a label on a plain span is not announced (ARIA prohibits it).
                <span className={`selection__move selection__move--${move.direction}`}>
                  <span className="visually-hidden">
                    {t('coupon_price_moved', {
                      from: formatPrice(move.from),
                      to: formatPrice(move.to),
                    })}
                  </span>
                  <s aria-hidden="true">{formatPrice(move.from)}</s>
                  <span aria-hidden="true"> → {formatPrice(move.to)}</span>
                </span>
              ) : (
                formatPrice(s.price)
              )}
            </span>
            <button
              type="button"
              className="selection__remove"
              aria-label={t('coupon_remove', { outcome: name })}
              onClick={() => toggle(s)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
