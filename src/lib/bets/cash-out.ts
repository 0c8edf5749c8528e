/**
 * Cash-out: what the book pays now for an open bet instead of waiting for its result (a system
 * as the sum of its lines, each valued as an express on its share of the stake). Each unsettled selection is worth its fair ratio placed price / current price (a price
 * that shortened makes the bet worth more), a settled one what settlement would make of it
 * (won: its price, void: 1, half won: (price + 1) / 2, half lost: 1/2; lost: nothing to sell).
 * The product, on the stake that plays (net of stake tax), less the book's cash-out margin, is
 * one exact rational rounded down to the cent, never above the bet's potential payout.
 */
import type { Minor } from '@/lib/money/minor';
import { priceThousandths } from '@/lib/odds/price-figure';

import { FACTOR_SCALE, factorOf, type SelectionResult } from './bet-maths';
import type { SystemLines } from './system-lines';

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

type Scaled = { readonly numerator: bigint; readonly denominator: bigint };
type LineValue =
  | { readonly ok: true; readonly value: Scaled }
  | { readonly ok: false; readonly error: CashOutRefusal };

/**
 * One express line's value before rounding: `share` × Π factors × (1 − margin), where a settled
 * selection's factor is what settlement makes of it and an open one's placed / current price.
 */
function lineValue(
  share: Scaled,
  selections: readonly CashOutSelection[],
  line: readonly number[],
  marginBp: bigint,
): LineValue {
  let numerator = share.numerator * (BP - marginBp);
  let denominator = share.denominator * BP;
  for (const index of line) {
    const selection = selections[index];
    const price = selection === undefined ? undefined : priceThousandths(selection.price);
    if (selection === undefined || price === undefined)
      return { ok: false, error: { code: 'price_missing', index } };
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
  return { ok: true, value: { numerator, denominator } };
}

/** The lines without a lost selection: the only ones with a value, and prices to read now. */
export const liveLines = (
  lines: SystemLines,
  selections: readonly { readonly result: SelectionResult | null }[],
): SystemLines => lines.filter((line) => !line.some((i) => selections[i]?.result === 'lost'));

const capped = (value: Minor, cap: Minor): CashOutValue => {
  const paid = value < cap ? value : cap;
  return paid > 0n ? { ok: true, value: paid } : { ok: false, error: { code: 'no_value' } };
};

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
  return cashOutOnLines(playing, selections, [selections.map((_, i) => i)], cap, marginBp);
}

/**
 * The cash-out value of a bet's `lines` (checkBet's, as settlement enumerates them: one line of
 * every selection for a single or an express, the k-subsets for a system) playing `playing` minor
 * units spread evenly over them: the sum of each line's value as an express of its
 * selections on playing / lines, each rounded down to the cent as settlement rounds each line. A
 * line with a lost selection is worth nothing (and its open selections' prices are not read); a
 * line whose selections all settled is worth what settlement makes of it, less the margin like
 * any other (the book buys the bet back whole). Capped at `cap`, the bet's potential payout.
 */
export function cashOutOnLines(
  playing: Minor,
  selections: readonly CashOutSelection[],
  lines: SystemLines,
  cap: Minor,
  marginBp: bigint = CASH_OUT_MARGIN_BP,
): CashOutValue {
  const share = { numerator: playing, denominator: BigInt(lines.length) };
  const live = liveLines(lines, selections);
  // Every line lost: nothing to sell, said as for an express (the first lost selection named).
  if (live.length === 0) {
    const index = selections.findIndex((s) => s.result === 'lost');
    return { ok: false, error: { code: 'selection_lost', index } };
  }
  let total = 0n;
  for (const line of live) {
    const value = lineValue(share, selections, line, marginBp);
    if (!value.ok) return value;
    // bigint division truncates: each line rounded down, as settlement rounds each line.
    total += value.value.numerator / value.value.denominator;
  }
  return capped(total, cap);
}
