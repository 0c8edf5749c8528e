import { MARKET_GROUP as G } from '@/lib/feed/bet-types';

import type { FeedGame } from '../types';
import { OddsButton } from './odds-button';

/** Participants a list row prices: the favourites; every one is on the game page. */
const SHOWN = 3;

/**
 * A long-term event's favourites in a list row: each named beside its price ("Candidate X 3.40"),
 * the shortest prices first as the feed sends them. A market off (one side all but certain, or
 * betting closed) leaves a dash, as an empty cell of a match does.
 */
export function OutrightPrices({ game }: { readonly game: FeedGame }) {
  const shown = game.outcomes.filter((o) => o.g === G.outright).slice(0, SHOWN);
  return (
    <div className="game-row__market game-row__market--outright">
      {shown.length === 0 ? (
        <span className="odds odds--empty" aria-hidden="true">
          —
        </span>
      ) : (
        shown.map((o) => <OddsButton key={o.p} game={game} outcome={o} labelled />)
      )}
    </div>
  );
}
