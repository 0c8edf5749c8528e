import { MARKET_GROUP as G, OUTCOME as T, type WireOutcome } from '@/lib/feed/bet-types';

/** The period an Asian row's second set of columns is about: the first half (or period). */
export const FIRST_HALF = 1;

/** One set of an Asian row's columns (full time, or the first half). */
export interface AsianColumns {
  /** 1, 2, X: Asian books list the draw last. */
  readonly result: readonly (WireOutcome | undefined)[];
  /** Side 1's and side 2's handicap on the line priced closest to evens. */
  readonly handicap: readonly (WireOutcome | undefined)[];
  /** Over and under on the total priced closest to evens. */
  readonly total: readonly (WireOutcome | undefined)[];
}

const samePeriod = (o: WireOutcome, pe: number | undefined) => (o.pe || undefined) === pe;

/**
 * The pair of a two-way line market (a handicap, a total) an Asian list shows: of every line with
 * both sides priced, the one whose prices are closest (the "main" line); the lowest such line on
 * a tie, so the choice does not flicker between polls of the same prices.
 */
export function mainLine(
  outcomes: readonly WireOutcome[],
  group: number,
  [first, second]: readonly [number, number],
  pe?: number,
): [WireOutcome | undefined, WireOutcome | undefined] {
  const lines = new Map<number, [WireOutcome?, WireOutcome?]>();
  for (const o of outcomes) {
    if (o.g !== group || !samePeriod(o, pe) || (o.t !== first && o.t !== second)) continue;
    const pair = lines.get(o.p ?? 0) ?? [];
    pair[o.t === first ? 0 : 1] = o;
    lines.set(o.p ?? 0, pair);
  }
  let best: [WireOutcome, WireOutcome] | undefined;
  for (const [, [a, b]] of [...lines].sort(([x], [y]) => x - y)) {
    if (!a || !b) continue;
    if (!best || Math.abs(a.c - b.c) < Math.abs(best[0].c - best[1].c)) best = [a, b];
  }
  return best ?? [undefined, undefined];
}

/** A game's columns for one period (undefined: the whole game). */
export function asianColumns(outcomes: readonly WireOutcome[], pe?: number): AsianColumns {
  const result = (t: number) =>
    outcomes.find((o) => o.g === G.result && o.t === t && samePeriod(o, pe));
  return {
    result: [result(T.win1), result(T.win2), result(T.draw)],
    handicap: mainLine(outcomes, G.handicap, [T.handicap1, T.handicap2], pe),
    total: mainLine(outcomes, G.total, [T.over, T.under], pe),
  };
}

/** Whether a league is priced three-way: a draw is a result in its sport. */
export const hasDraw = (games: readonly { outcomes: readonly WireOutcome[] }[]) =>
  games.some((g) => g.outcomes.some((o) => o.g === G.result && o.t === T.draw));

/**
 * A game page's markets in the order Asian books show them: the handicaps and totals (the whole
 * game's, then each period's) first, the other markets after them in the feed's order.
 */
export function asianMarketOrder(markets: readonly WireOutcome[][]): WireOutcome[][] {
  const rank = (market: readonly WireOutcome[]) => {
    const o = market[0];
    if (!o || (o.g !== G.handicap && o.g !== G.total)) return Number.MAX_SAFE_INTEGER;
    return (o.pe ?? 0) * 2 + (o.g === G.handicap ? 0 : 1);
  };
  // Array.prototype.sort is stable: markets of the same rank keep the feed's order.
  return [...markets].sort((a, b) => rank(a) - rank(b));
}
