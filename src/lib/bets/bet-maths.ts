/**
 * Exact bet maths shared by the coupon and the platform's settlement: prices become whole
 * thousandths once (priceThousandths), money is bigint minor units, and each line's payout is
 * an exact rational rounded to whole cents once, down. No binary floating point touches an amount.
 */
import type { Minor } from '@/lib/money/minor';
import { priceThousandths } from '@/lib/odds/price-figure';

import { type BetResult, ok, refuse } from './bet-result';
import { type Ratio, ratio } from './ratio';
import { splitSystemStake, type SystemLines, systemLines } from './system-lines';

/** How a selection settled; the half results are Asian quarter lines. */
export type SelectionResult = 'won' | 'lost' | 'void' | 'halfWon' | 'halfLost';

/** Single (one selection), express (all must win) or system (every k-subset an express line). */
export type BetKind = 'single' | 'express' | 'system';

/** A bet as a coupon holds it: decimal prices as the feed sends them, the stake in minor units. */
export type Bet =
  | {
      readonly kind: 'single' | 'express';
      readonly stake: Minor;
      readonly prices: readonly number[];
    }
  | {
      readonly kind: 'system';
      /** The total stake, spread evenly over the lines (splitSystemStake). */
      readonly stake: Minor;
      readonly prices: readonly number[];
      /** k: selections in each line. */
      readonly lineSize: number;
    };

/** A bet that passed checkBet: prices in thousandths, its lines, and what the ledger debits. */
export interface CheckedBet {
  readonly kind: BetKind;
  readonly prices: readonly bigint[];
  /** One line of every selection for a single or an express; the k-subsets for a system. */
  readonly lines: SystemLines;
  /** The stake, or for a system perLine × lines (the cents that do not split are not taken). */
  readonly staked: Minor;
}

const RESULTS: ReadonlySet<string> = new Set(['won', 'lost', 'void', 'halfWon', 'halfLost']);

// Factors are counted in halves of thousandths so a half-won quarter line, (price + 1) / 2, is
// still a whole number: 1.85 won is 3700 / 2000, half won 2850 / 2000.
export const FACTOR_SCALE = 2000n;

/** What a settled selection makes of the stake, in FACTOR_SCALE units (its price in thousandths). */
export function factorOf(price: bigint, result: SelectionResult): bigint {
  switch (result) {
    case 'won':
      return price * 2n;
    case 'lost':
      return 0n;
    case 'void':
      return FACTOR_SCALE;
    case 'halfWon':
      return price + 1000n;
    case 'halfLost':
      return 1000n;
  }
}

function pricesOf(prices: readonly number[]): BetResult<bigint[]> {
  const thousandths: bigint[] = [];
  for (const [index, price] of prices.entries()) {
    const figure = typeof price === 'number' ? priceThousandths(price) : undefined;
    if (figure === undefined) return refuse('price_invalid', { index });
    thousandths.push(BigInt(figure));
  }
  return ok(thousandths);
}

function linesOf(bet: Bet, n: number): BetResult<SystemLines> {
  const all = [Array.from({ length: n }, (_, i) => i)];
  switch (bet.kind) {
    case 'single':
      return n === 1 ? ok(all) : refuse('selection_count_invalid');
    case 'express':
      return n >= 2 ? ok(all) : refuse('selection_count_invalid');
    case 'system':
      return systemLines(n, bet.lineSize);
    default:
      return refuse('bet_kind_invalid');
  }
}

/** Validates a bet: its kind and selection count, each price (> 1.000), the stake (> 0). */
export function checkBet(bet: Bet): BetResult<CheckedBet> {
  const lines = linesOf(bet, bet.prices.length);
  if (!lines.ok) return lines;
  const prices = pricesOf(bet.prices);
  if (!prices.ok) return prices;
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) return refuse('stake_invalid');
  let staked = bet.stake;
  if (bet.kind === 'system') {
    const split = splitSystemStake(bet.stake, lines.value.length);
    if (!split.ok) return split;
    staked = split.value.staked;
  }
  return ok({ kind: bet.kind, prices: prices.value, lines: lines.value, staked });
}

function factorsOf(bet: CheckedBet, results?: readonly SelectionResult[]): BetResult<bigint[]> {
  if (results === undefined) return ok(bet.prices.map((price) => factorOf(price, 'won')));
  if (results.length !== bet.prices.length) return refuse('results_count_invalid');
  const factors: bigint[] = [];
  for (const [index, result] of results.entries()) {
    const price = bet.prices[index];
    if (price === undefined || !RESULTS.has(result)) return refuse('result_invalid', { index });
    factors.push(factorOf(price, result));
  }
  return ok(factors);
}

/**
 * What the bet pays when `playing` minor units play spread evenly over its lines (the stake, or
 * the net stake after stake tax), for `results` (every selection won when left out).
 *
 * Each line pays playing / lines × Π factors, an exact rational rounded to whole cents once,
 * down (toward zero): a bookmaker never pays a fraction of a cent it does not owe, so a line
 * loses less than a cent. A bet void as a whole pays `playing` back exactly, however it splits.
 */
export function payoutOnStake(
  bet: CheckedBet,
  playing: Minor,
  results?: readonly SelectionResult[],
): BetResult<Minor> {
  if (typeof playing !== 'bigint' || playing < 0n) return refuse('stake_invalid');
  const factors = factorsOf(bet, results);
  if (!factors.ok) return factors;
  if (factors.value.every((factor) => factor === FACTOR_SCALE)) return ok(playing);
  const lineSize = bet.lines[0]?.length ?? 0;
  const denominator = BigInt(bet.lines.length) * FACTOR_SCALE ** BigInt(lineSize);
  let total = 0n;
  for (const line of bet.lines) {
    let numerator = playing;
    for (const index of line) numerator *= factors.value[index] ?? 0n;
    // bigint division truncates, which is rounding down for a payout that is never negative.
    total += numerator / denominator;
  }
  return ok(total);
}

/**
 * What the bet pays if every selection wins: stake × Π prices for a single or an express, the
 * sum over lines of perLine × Π line prices for a system; each line rounded down to the cent.
 */
export function potentialPayout(bet: Bet): BetResult<Minor> {
  const checked = checkBet(bet);
  return checked.ok ? payoutOnStake(checked.value, checked.value.staked) : checked;
}

/**
 * What the bet pays for its selections' results (one a selection, in order): per line the stake
 * × Π factors (won: price, lost: 0, void: 1, half won: (price + 1) / 2, half lost: 1/2), each
 * line rounded down to the cent once.
 */
export function settledPayout(bet: Bet, results: readonly SelectionResult[]): BetResult<Minor> {
  const checked = checkBet(bet);
  return checked.ok ? payoutOnStake(checked.value, checked.value.staked, results) : checked;
}

/** The total coefficient of an express (Π prices), exact; ratioThousandths shows it rounded down. */
export function expressCoefficient(prices: readonly number[]): BetResult<Ratio> {
  const thousandths = pricesOf(prices);
  if (!thousandths.ok) return thousandths;
  if (thousandths.value.length === 0) return refuse('selection_count_invalid');
  const product = thousandths.value.reduce((acc, price) => acc * price, 1n);
  return ok(ratio(product, 1000n ** BigInt(thousandths.value.length)));
}

/**
 * A checked bet's total coefficient, exact: Π prices for a single or an express; for a system
 * what it pays all won per unit staked, the mean of its lines' coefficients.
 */
export function betCoefficient(bet: CheckedBet): Ratio {
  const lineSize = bet.lines[0]?.length ?? 0;
  let sum = 0n;
  for (const line of bet.lines)
    sum += line.reduce((acc, index) => acc * (bet.prices[index] ?? 0n), 1n);
  return ratio(sum, BigInt(bet.lines.length) * 1000n ** BigInt(lineSize));
}
