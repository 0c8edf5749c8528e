import { useTranslation } from 'react-i18next';

import { outcomeName } from '@/lib/feed/outcome-text';
import { useOddsFormat } from '@/lib/odds/use-odds-format';
import { useSelections } from '@/lib/selections/use-selections';

/**
 * The selection list the coupon starts from: every picked outcome with its game and price, each
 * removable, all clearable. Stakes and placement come with the bet slip.
 */
export function SelectionList() {
  const { t } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  const { selections, toggle, clear } = useSelections();
  return (
    <section className="selection-list" aria-labelledby="selection-list-title">
      <header className="selection-list__header">
        <h2 id="selection-list-title">{t('coupon_title')}</h2>
        <span className="selection-list__count">
          {t('coupon_count', { number: selections.length })}
        </span>
      </header>
      {selections.length === 0 ? (
        <p className="selection-list__empty">{t('coupon_empty')}</p>
      ) : (
        <>
          <ul className="selection-list__items">
            {selections.map((s) => {
              const sides = {
                sportId: s.sportId,
                team1: { name: s.team1 },
                team2: { name: s.team2 },
              };
              return (
                <li key={s.key} className="selection">
                  <span className="selection__game">
                    {s.team1} – {s.team2}
                  </span>
                  <span className="selection__outcome">{outcomeName(t, s, sides)}</span>
                  <span className="selection__price" dir="ltr">
                    {formatPrice(s.c)}
                  </span>
                  <button
                    type="button"
                    className="selection__remove"
                    aria-label={t('coupon_remove', { outcome: outcomeName(t, s, sides) })}
                    onClick={() => toggle(s)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="button button--link selection-list__clear"
            onClick={clear}
          >
            {t('coupon_clear')}
          </button>
        </>
      )}
    </section>
  );
}
