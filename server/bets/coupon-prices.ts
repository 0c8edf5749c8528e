import { priceThousandths } from '../../src/lib/odds/price-figure.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { type CouponEvent, eventKey } from './bet-request.ts';
import { type Duels, type EventQuote, NO_DUELS, quoteEvent, type Reason } from './feed-quote.ts';

/** A coupon's selection as UpdateCoupon and SaveCoupon take it: the outcome, maybe the price shown. */
export type CouponOutcome = Omit<CouponEvent, 'c'> & { readonly c?: number };

/** A selection as the feed has it now (schemas/api/coupon.json#/$defs/selectionPrice). */
export interface SelectionPrice extends Omit<CouponOutcome, 'c'> {
  readonly index: number;
  readonly key: string;
  readonly c: number | null;
  readonly cSeen?: number;
  readonly changed: boolean;
  readonly suspended: boolean;
  readonly reason?: Reason;
}

/** The selection re-read from the feed (feed-quote.ts reads every price; no price seen is none). */
export function quoteOutcome(
  sim: FeedSimulator,
  now: number,
  outcome: CouponOutcome,
  language: string,
  index: number,
  duels: Duels = NO_DUELS,
): EventQuote {
  // The quote keeps the price seen for placement's policy; a coupon that showed none has none.
  return quoteEvent(sim, now, { ...outcome, c: outcome.c ?? 0 }, language, index, duels);
}

/** What UpdateCoupon answers of one selection, from its quote. */
export function selectionPrice(
  outcome: CouponOutcome,
  index: number,
  found: EventQuote,
): SelectionPrice {
  const c = found.quote?.outcome.c ?? null;
  const seen = outcome.c === undefined ? undefined : priceThousandths(outcome.c);
  const now = c === null ? undefined : priceThousandths(c);
  return {
    index,
    key: eventKey({ ...outcome, c: 0 }),
    gameId: outcome.gameId,
    g: outcome.g,
    t: outcome.t,
    ...(outcome.p === undefined ? {} : { p: outcome.p }),
    ...(outcome.pe === undefined ? {} : { pe: outcome.pe }),
    c,
    ...(outcome.c === undefined ? {} : { cSeen: outcome.c }),
    changed: seen !== undefined && now !== undefined && seen !== now,
    suspended: found.reason !== undefined,
    ...(found.reason === undefined ? {} : { reason: found.reason }),
  };
}

/**
 * Every selection of a coupon at the feed's now: its current price (a suspended market's last
 * one), whether it moved from the price shown, and whether it can be bet on (with the reason).
 * Nothing is refused: a coupon shows what it holds, the gone selections marked.
 */
export function couponPrices(
  sim: FeedSimulator,
  now: number,
  outcomes: readonly CouponOutcome[],
  language: string,
  duels: Duels = NO_DUELS,
): SelectionPrice[] {
  return outcomes.map((outcome, index) =>
    selectionPrice(outcome, index, quoteOutcome(sim, now, outcome, language, index, duels)),
  );
}
