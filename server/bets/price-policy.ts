import { priceThousandths } from '../../src/lib/odds/price-figure.ts';
import { ApiProblem } from '../errors.ts';
import type { PricePolicy } from './bet-request.ts';
import type { Quote } from './feed-quote.ts';

/** A price that moved between what the player saw and what the feed says now. */
export interface PriceChange {
  readonly index: number;
  readonly key: string;
  readonly seen: number;
  readonly price: number;
}

/** Whether the player's policy takes a price that moved from `seen` to `now` (thousandths). */
const takes = (policy: PricePolicy, seen: number, now: number) =>
  policy === 2 || (policy === 1 ? now >= seen : now === seen);

/**
 * The prices a bet plays at: always the feed's current ones (never an older price the coupon
 * held), when the player's policy allows each change — checkCf 0 only the exact price seen, 1 a
 * higher one too, 2 any. Otherwise a 409 naming every changed outcome with its new price, so the
 * coupon can show them all at once; nothing is placed.
 */
export function acceptedPrices(quotes: readonly Quote[], policy: PricePolicy, at = ''): number[] {
  const changes: PriceChange[] = [];
  let refused = false;
  for (const quote of quotes) {
    // Thousandths: 1.85 and 1.850000001 are one price, and no float comparison decides a bet.
    const seen = priceThousandths(quote.event.c) ?? 0;
    const now = priceThousandths(quote.outcome.c) ?? 0;
    if (seen === now) continue;
    changes.push({
      index: quote.index,
      key: quote.key,
      seen: quote.event.c,
      price: quote.outcome.c,
    });
    if (!takes(policy, seen, now)) refused = true;
  }
  if (refused)
    throw new ApiProblem(
      409,
      'error_bet_prices_changed',
      changes.map((c) => `body ${at}/couponEvents/${c.index}/c: ${c.key} is now ${c.price}`),
      { changes },
    );
  return quotes.map((q) => q.outcome.c);
}
