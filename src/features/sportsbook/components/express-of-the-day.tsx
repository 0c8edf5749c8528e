import { useTranslation } from 'react-i18next';

import type { ExpressResponse } from '@/lib/api-contract/generated/api-types.ts';
import { outcomeKey } from '@/lib/feed/bet-types';
import { outcomeName } from '@/lib/feed/outcome-text';
import { useOddsFormat } from '@/lib/odds/use-odds-format';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import { isSelected, selectionOf, toggleSelection } from '@/lib/selections/selections';
import { useSelections } from '@/lib/selections/use-selections';

import { OddsButton } from './odds-button';

type Express = ExpressResponse['data'];

/** The express's selections that can be bet now (a suspended market's cannot). */
const open = (express: Express) => express.selections.filter((s) => s.outcome.b !== true);

/**
 * "Add all": every open selection of the express into the selection list, in one write. One
 * already there stays (a toggle would take it out); one takes the place of another outcome of its
 * market, as a click on its price would.
 */
function useAddAll(express: Express) {
  const store = usePreferencesStore();
  return () => {
    let coupon = store.get('coupon');
    for (const { game, outcome } of open(express))
      if (!isSelected(coupon, outcomeKey(game.id, outcome)))
        coupon = toggleSelection(coupon, selectionOf(game, outcome));
    void store.set('coupon', coupon);
  };
}

/**
 * The express of the day: its selections (game, outcome and price, each a price button of its
 * own), the combined price the platform sends (the product of the prices, rounded down to
 * hundredths) and a button putting them all in the bet slip.
 */
export function ExpressOfTheDay({ express }: { readonly express: Express }) {
  const { t } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  const { selections } = useSelections();
  const addAll = useAddAll(express);
  const keys = new Set(selections.map((s) => s.key));
  const bettable = open(express);
  const allIn = bettable.every(({ game, outcome }) => keys.has(outcomeKey(game.id, outcome)));
  return (
    <div className="express">
      <ol className="express__selections">
        {express.selections.map(({ game, outcome }) => (
          <li key={outcomeKey(game.id, outcome)} className="express__selection">
            <span className="express__game">
              <span className="express__champ">{game.champ}</span>
              <span className="express__teams">
                {game.team1.name} – {game.team2.name}
              </span>
            </span>
            <span className="express__outcome">{outcomeName(t, outcome, game)}</span>
            <OddsButton game={game} outcome={outcome} />
          </li>
        ))}
      </ol>
      <div className="express__footer">
        <p className="express__total">
          {t('express_total')}{' '}
          <strong className="express__price" dir="ltr">
            {formatPrice(express.price)}
          </strong>
        </p>
        <button
          type="button"
          className="button express__add"
          // Not disabled: the button keeps the focus it has when it has done its work.
          aria-disabled={bettable.length === 0 || allIn || undefined}
          onClick={() => !allIn && addAll()}
        >
          {t(allIn && bettable.length > 0 ? 'express_all_added' : 'express_add_all')}
        </button>
      </div>
    </div>
  );
}
