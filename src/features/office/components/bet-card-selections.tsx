import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { WireOutcome } from '@/lib/feed/bet-types';
import { outcomeName } from '@/lib/feed/outcome-text';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

/** A selection as the bets history and the bet requests list it (the platform's record). */
interface CardSelection {
  readonly key: string;
  readonly sportId: number;
  readonly team1: string;
  readonly team2: string;
  readonly champ: string;
  readonly c: number;
  readonly outcomeName?: string;
}

/**
 * A bet's (or a bet request's) selections on its card: the game and championship, the outcome in
 * the player's language and its price in their odds format; `after` adds what follows a selection
 * (a settled bet's result).
 */
export function BetCardSelections<S extends CardSelection>({
  selections,
  after,
}: {
  readonly selections: readonly S[];
  readonly after?: (selection: S) => ReactNode;
}) {
  const { t } = useTranslation('office');
  const { t: ts } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  return (
    <ul className="bet-card__selections" aria-label={t('office_bets_selections')}>
      {selections.map((s) => {
        const sides = { sportId: s.sportId, team1: { name: s.team1 }, team2: { name: s.team2 } };
        const outcome = { ...s, n: s.outcomeName } as unknown as WireOutcome;
        return (
          <li key={s.key} className="bet-card__selection">
            <span className="bet-card__game">
              <bdi>{s.team1}</bdi> – <bdi>{s.team2}</bdi>
              <span className="bet-card__champ"> · {s.champ}</span>
            </span>
            <span className="bet-card__outcome">{outcomeName(ts, outcome, sides)}</span>
            <span className="bet-card__price">
              <bdi dir="ltr">{formatPrice(s.c)}</bdi>
            </span>
            {after?.(s)}
          </li>
        );
      })}
    </ul>
  );
}
