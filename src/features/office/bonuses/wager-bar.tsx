import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { wagerProgress } from './wager-progress';

/**
 * A bonus's wagering: "Wagered 5,000.00 ₸ of 7,500.00 ₸ (66.66%)" and its bar, a progressbar
 * named by that text (office_bonuses_deposit's cards, office_bonuses_wager's list).
 */
export function WagerBar({
  fact,
  finish,
  format,
}: {
  /** Wagering done (bonus_fact). */
  readonly fact: string;
  /** Wagering needed (bonus_finish). */
  readonly finish: string;
  /** An amount of the bonus's currency as the player reads it. */
  readonly format: (value: string) => string;
}) {
  const { t } = useTranslation('office');
  const textId = useId();
  const { progress, width } = wagerProgress(fact, finish);
  return (
    <div className="wager">
      <p className="wager__text" id={textId}>
        {t('office_bonus_wagered', { done: format(fact), needed: format(finish), progress })}
      </p>
      {/* A native bar: its fill needs no inline style, which the pages' CSP refuses. */}
      <progress
        className="wager__bar"
        aria-labelledby={textId}
        max={100}
        value={width}
        aria-valuetext={progress}
      />
    </div>
  );
}
