/**
 * The toto's exact maths, shared by the platform (placement, settlement) and the coupon form.
 *
 * A coupon picks one or more outcomes (1, X, 2) on each event of a draw; its combinations are
 * the product of the picks per event, each staked the same (the combination stake). A settled
 * draw has a result per event: 1, X, 2, or void (a game cancelled or without a result), and a
 * void event counts as right for every pick. Each combination wins by how many of its picks are
 * right: the prize table below multiplies the combination stake (fixed coefficients, no pool
 * share: a coupon's prize never depends on other players' coupons, so it is known at once and
 * settles on its own). A draw with more than MAX_VOID_EVENTS void events is cancelled: every
 * coupon's stake is returned.
 */

export type TotoPick = '1' | 'X' | '2';
export type TotoResult = TotoPick | 'void';

export const TOTO_PICKS: readonly TotoPick[] = ['1', 'X', '2'];

/** Events of a draw of type fifteen. */
export const FIFTEEN_EVENTS = 15;

/** Combinations a coupon may hold at most (3^7 covers seven events fully). */
export const MAX_COMBINATIONS = 2187;

/** More void events than this cancel the draw. */
export const MAX_VOID_EVENTS = 7;

/** Right picks → the combination stake's multiplier; fewer right picks than listed win nothing. */
export const PRIZE_TABLE: readonly { readonly correct: number; readonly coefficient: number }[] = [
  { correct: 15, coefficient: 1000 },
  { correct: 14, coefficient: 100 },
  { correct: 13, coefficient: 20 },
  { correct: 12, coefficient: 5 },
  { correct: 11, coefficient: 2 },
];

/** A game's 1/X/2 by its score. */
export const resultOfScore = (home: number, away: number): TotoPick =>
  home > away ? '1' : home < away ? '2' : 'X';

/** The picks of one event as written ("1X", "2"): each outcome once, in 1 X 2 order. */
export const picksText = (picks: readonly TotoPick[]): string =>
  TOTO_PICKS.filter((p) => picks.includes(p)).join('');

/** The combinations a coupon's picks make (0 when an event has none). */
export const combinationsOf = (picks: readonly (readonly TotoPick[])[]): number =>
  picks.reduce((n, event) => n * new Set(event).size, picks.length === 0 ? 0 : 1);

/**
 * How many of the coupon's combinations have exactly k right picks, for k = 0 … events: the
 * product over events of (right·x + wrong), a void event all right.
 */
export function correctCounts(
  picks: readonly (readonly TotoPick[])[],
  results: readonly TotoResult[],
): number[] {
  let counts = [1];
  picks.forEach((event, i) => {
    const size = new Set(event).size;
    const result = results[i];
    const right = result === 'void' ? size : result && event.includes(result) ? 1 : 0;
    const wrong = size - right;
    const next = Array.from({ length: counts.length + 1 }, () => 0);
    counts.forEach((n, k) => {
      next[k] = next[k]! + n * wrong;
      next[k + 1] = next[k + 1]! + n * right;
    });
    counts = next;
  });
  return counts;
}

/** The most right picks any of the coupon's combinations has. */
export const bestCorrect = (
  picks: readonly (readonly TotoPick[])[],
  results: readonly TotoResult[],
): number =>
  picks.filter((event, i) => results[i] === 'void' || event.includes(results[i] as TotoPick))
    .length;

/** Whether a draw with these results is cancelled (too many void events). */
export const drawCancelled = (results: readonly TotoResult[]): boolean =>
  results.filter((r) => r === 'void').length > MAX_VOID_EVENTS;

/**
 * What a coupon wins, in minor units: the combination stake times the sum over its winning
 * combinations of their category's coefficient; the whole stake back when the draw is cancelled.
 */
export function prizeOf(
  picks: readonly (readonly TotoPick[])[],
  results: readonly TotoResult[],
  combinationStake: bigint,
): bigint {
  if (drawCancelled(results)) return combinationStake * BigInt(combinationsOf(picks));
  const counts = correctCounts(picks, results);
  return PRIZE_TABLE.reduce(
    (sum, { correct, coefficient }) =>
      sum + combinationStake * BigInt(counts[correct] ?? 0) * BigInt(coefficient),
    0n,
  );
}
