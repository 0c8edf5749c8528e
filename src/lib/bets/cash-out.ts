/**
 * Cash-out: what the book pays now for an open single or express instead of waiting for its
 * result. Each unsettled selection is worth its fair ratio placed price / current price (a price
 * that shortened makes the bet worth more), a settled one what settlement would make of it
 * (won: its price, void: 1, half won: (price + 1) / 2, half lost: 1/2; lost: nothing to sell).
 * The product, on the stake that plays (net of stake tax), less the book's cash-out margin, is
 * one exact rational rounded down to the cent, never above the bet's potential payout.
 */
import type { Minor } from '@/lib/money/minor';
import { priceThousandths } from '@/lib/odds/price-figure';

import { FACTOR_SCALE, factorOf, type SelectionResult } from './bet-maths';

/** The book's cash-out margin in basis points (5 %): what it keeps for buying a bet back early. */
export const CASH_OUT_MARGIN_BP = 500n;

const BP = 10_000n;

/** One selection of the bet: the price it plays at, its result, and the feed's price now. */
export interface CashOutSelection {
  readonly price: number;
  readonly result: SelectionResult | null;
  /** The feed's current price of an unsettled selection (not needed once settled). */
  readonly current?: number;
}

/** Why a bet has no cash-out value (the selection's index where one is at fault). */
export type CashOutRefusal =
  | { readonly code: 'selection_lost'; readonly index: number }
  | { readonly code: 'price_missing'; readonly index: number }
  | { readonly code: 'no_value' };

export type CashOutValue =
  | { readonly ok: true; readonly value: Minor }
  | { readonly ok: false; readonly error: CashOutRefusal };

/**
 * The cash-out value of a single or express playing `playing` minor units, capped at `cap` (its
 * potential payout before payout tax): playing × Π factors × (1 − margin), rounded down.
 */
export function cashOutValue(
  playing: Minor,
  selections: readonly CashOutSelection[],
  cap: Minor,
  marginBp: bigint = CASH_OUT_MARGIN_BP,
): CashOutValue {
  let numerator = playing * (BP - marginBp);
  let denominator = BP;
  for (const [index, selection] of selections.entries()) {
    const price = priceThousandths(selection.price);
    if (price === undefined) return { ok: false, error: { code: 'price_missing', index } };
    if (selection.result === 'lost') return { ok: false, error: { code: 'selection_lost', index } };
    if (selection.result !== null) {
      numerator *= factorOf(BigInt(price), selection.result);
      denominator *= FACTOR_SCALE;
      continue;
    }
    const current =
      selection.current === undefined ? undefined : priceThousandths(selection.current);
    if (current === undefined) return { ok: false, error: { code: 'price_missing', index } };
    numerator *= BigInt(price);
    denominator *= BigInt(current);
  }
  // bigint division truncates: rounding down, as the value is never negative.
  const value = numerator / denominator;
  const capped = value < cap ? value : cap;
  return capped > 0n ? { ok: true, value: capped } : { ok: false, error: { code: 'no_value' } };
}
