import { memo } from 'react';

import { outcomeKey, type WireOutcome } from '@/lib/feed/bet-types';
import { lineOf, outcomeShort } from '@/lib/feed/outcome-text';
import type { OddsFormatId } from '@/lib/odds/odds-formats';
import { selectionOf } from '@/lib/selections/selections';
import { useIsSelected } from '@/lib/selections/use-selections';

import { type PriceView, PriceViewProvider, usePriceView } from '../hooks/price-view';
import { usePriceMove } from '../hooks/use-price-move';
import type { FeedGame } from '../types';

/** What a price needs of its game: its selection's fields and the sides the outcome names. */
export type PricedGame = Pick<
  FeedGame,
  'id' | 'live' | 'sportId' | 'champ' | 'start' | 'team1' | 'team2' | 'participants'
>;

interface OddsButtonProps {
  readonly game: PricedGame;
  readonly outcome: WireOutcome;
  /** Show the outcome's short text ("X", "Over 2.5") beside the price (game page). */
  readonly labelled?: boolean;
  /** The line written beside the price in place of the outcome's own; "" for none (Asian rows). */
  readonly line?: string;
  /** Written in this format whatever the player's (an Asian table's 1X2 is decimal). */
  readonly format?: OddsFormatId;
}

/**
 * One price: a click adds the outcome to the selection list or takes it out (pressed while it is
 * in, wherever it shows). A suspended market's price is locked: it stays reachable and says so,
 * but a click does nothing. A moved price shows which way for a few seconds. Lists give their
 * prices one PriceViewProvider; a price alone makes its own.
 */
export const OddsButton = memo(function OddsButton(props: OddsButtonProps) {
  const view = usePriceView();
  return view ? (
    <PriceButton {...props} view={view} />
  ) : (
    <PriceViewProvider>
      <OddsButton {...props} />
    </PriceViewProvider>
  );
});

function PriceButton({
  game,
  outcome,
  labelled,
  line = outcome.p === undefined ? '' : lineOf(outcome),
  format,
  view: { t, nameOf, labelOf, formatPrice, indicateMoves, toggle },
}: OddsButtonProps & { readonly view: PriceView }) {
  const key = outcomeKey(game.id, outcome);
  const selected = useIsSelected(key);
  const move = usePriceMove(outcome.c, indicateMoves);
  const locked = outcome.b === true;
  const name = nameOf(outcome, game);
  const price = formatPrice(outcome.c, format);
  const label = labelOf(name, price, move, locked);
  return (
    <button
      type="button"
      className={['odds', move && `odds--${move}`, locked && 'odds--locked']
        .filter(Boolean)
        .join(' ')}
      aria-pressed={selected}
      aria-disabled={locked || undefined}
      aria-label={label}
      data-outcome={key}
      onClick={() => !locked && toggle(selectionOf(game, outcome))}
    >
      {labelled && <span className="odds__label">{outcomeShort(t, outcome, game)}</span>}
      {!labelled && line !== '' && (
        <span className="odds__line" dir="ltr">
          {line}
        </span>
      )}
      <span className="odds__price" dir="ltr">
        {locked ? <span className="odds__lock" aria-hidden="true" /> : price}
      </span>
    </button>
  );
}
