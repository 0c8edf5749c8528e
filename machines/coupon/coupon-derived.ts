/**
 * What the coupon shows, derived from the machine's context with the exact bet maths: the prices
 * it would place at, price moves, system lines and stake per line, the total coefficient and the
 * potential payout with taxes. Selectors: the UI calls them with `snapshot.context`.
 */
import { type Bet, betCoefficient, expressCoefficient } from '@/lib/bets/bet-maths';
import { type BetResult, ok, refuse } from '@/lib/bets/bet-result';
import { betWithTax } from '@/lib/bets/bet-tax';
import type { Ratio } from '@/lib/bets/ratio';
import { lineCount, splitSystemStake, systemLines } from '@/lib/bets/system-lines';
import type { Minor } from '@/lib/money/minor';
import { priceThousandths } from '@/lib/odds/price-figure';

import type { BetKind, CouponContext, CouponSelection } from './coupon.types';
import { KIND_MINIMUM, policyCovers, stakeOf } from './coupon-content';
import { autoPrice } from './coupon-requests';

/** The stake typed, in minor units (for several singles: each one's). */
export const couponStake = (context: CouponContext): Minor | undefined =>
  stakeOf(context.stakeText);

/**
 * The price a selection would be placed at: an auto-bet's price asked (it plays at that or more),
 * else the feed's where the policy takes it, else the agreed one.
 */
export const placementPrice = (context: CouponContext, selection: CouponSelection): number =>
  autoPrice(context) ??
  (policyCovers(context.policy, selection.accepted, selection.price)
    ? selection.price
    : selection.accepted);

/** A price that moved since the player agreed to it: old → new, and whether placing needs a click. */
export interface PriceMove {
  readonly key: string;
  readonly from: number;
  readonly to: number;
  readonly direction: 'up' | 'down';
  readonly needsAcceptance: boolean;
}

/** The coupon's moved prices, in coupon order. */
export const priceMoves = (context: CouponContext): PriceMove[] =>
  context.selections
    .filter((s) => s.price !== s.accepted)
    .map((s) => ({
      key: s.key,
      from: s.accepted,
      to: s.price,
      direction: s.price > s.accepted ? 'up' : 'down',
      needsAcceptance: !policyCovers(context.policy, s.accepted, s.price),
    }));

/** The kinds the player may choose for the coupon's count of selections. */
export const kindsAvailable = (context: CouponContext): BetKind[] =>
  (['single', 'express', 'system'] as const).filter(
    (kind) => context.selections.length >= KIND_MINIMUM[kind],
  );

/** Several singles at once: one bet a selection, each with the stake. */
export const isMultiSingle = (context: CouponContext): boolean =>
  context.kind === 'single' && context.selections.length > 1;

/** The most selections the coupon's kind takes: 20 for a system or several singles, else 50. */
export const selectionLimit = (context: CouponContext): number =>
  context.kind === 'system' || isMultiSingle(context)
    ? context.limits.maxSystemSelections
    : context.limits.maxSelections;

/** The bets the coupon places for a stake: one for a single, express or system, one a selection for several singles. */
export function couponBets(context: CouponContext, stake: Minor): Bet[] {
  const prices = context.selections.map((s) => placementPrice(context, s));
  switch (context.kind) {
    case 'single':
      return prices.map((price) => ({ kind: 'single', stake, prices: [price] }));
    case 'express':
      return [{ kind: 'express', stake, prices }];
    case 'system':
      return [{ kind: 'system', stake, prices, lineSize: context.systemSize }];
  }
}

/** A system's k of n, its lines and, with a stake, what each line plays and what is debited. */
export interface SystemInfo {
  readonly size: number;
  readonly of: number;
  readonly lines: number;
  readonly perLine: Minor | undefined;
  readonly staked: Minor | undefined;
}

/** The system's lines and stake per line; a refusal (k of n not allowed) for a system that cannot be. */
export function systemInfo(context: CouponContext): BetResult<SystemInfo> | undefined {
  if (context.kind !== 'system') return undefined;
  const of = context.selections.length;
  const lines = lineCount(of, context.systemSize);
  if (!lines.ok) return lines;
  const stake = couponStake(context);
  const split = stake === undefined ? undefined : splitSystemStake(stake, lines.value);
  return ok({
    size: context.systemSize,
    of,
    lines: lines.value,
    perLine: split?.ok ? split.value.perLine : undefined,
    staked: split?.ok ? split.value.staked : undefined,
  });
}

/**
 * The coupon's total coefficient, exact (ratioThousandths shows it): Π prices for a single or an
 * express, the mean line coefficient for a system; several singles have none.
 */
export function totalCoefficient(context: CouponContext): BetResult<Ratio> | undefined {
  if (context.selections.length === 0 || isMultiSingle(context)) return undefined;
  const prices = context.selections.map((s) => placementPrice(context, s));
  if (context.kind !== 'system') return expressCoefficient(prices);
  const lines = systemLines(prices.length, context.systemSize);
  if (!lines.ok) return lines;
  const thousandths: bigint[] = [];
  for (const [index, price] of prices.entries()) {
    const figure = priceThousandths(price);
    if (figure === undefined) return refuse('price_invalid', { index });
    thousandths.push(BigInt(figure));
  }
  return ok(
    betCoefficient({ kind: 'system', prices: thousandths, lines: lines.value, staked: 0n }),
  );
}

/** The coupon's stake and potential payout with taxes (sums over several singles). */
export interface CouponPayout {
  /** How many bets the coupon places. */
  readonly bets: number;
  /** What the ledger debits (a system's perLine × lines). */
  readonly stake: Minor;
  readonly stakeTax: Minor;
  readonly netStake: Minor;
  /** Every selection won, before payout tax. */
  readonly payout: Minor;
  readonly payoutTax: Minor;
  /** What the player is paid if every selection wins (a free bet: its winnings, the stake not). */
  readonly payoutAfterTax: Minor;
}

/** The potential payout with the variant's taxes; undefined without a stake, a refusal when the bet cannot be. */
export function potentialPayout(context: CouponContext): BetResult<CouponPayout> | undefined {
  const stake = couponStake(context);
  if (stake === undefined || context.selections.length === 0) return undefined;
  const total = {
    bets: 0,
    stake: 0n,
    stakeTax: 0n,
    netStake: 0n,
    payout: 0n,
    payoutTax: 0n,
    payoutAfterTax: 0n,
  };
  for (const bet of couponBets(context, stake)) {
    const taxed = betWithTax(context.tax, bet);
    if (!taxed.ok) return taxed;
    total.bets += 1;
    total.stake += taxed.value.stake;
    total.stakeTax += taxed.value.stakeTax;
    total.netStake += taxed.value.netStake;
    total.payout += taxed.value.payout;
    total.payoutTax += taxed.value.payoutTax;
    total.payoutAfterTax += taxed.value.payoutAfterTax;
  }
  // A free bet pays its winnings only: the stake stays with the book.
  if (context.funding?.fixedStake !== undefined)
    total.payoutAfterTax =
      total.payoutAfterTax > total.stake ? total.payoutAfterTax - total.stake : 0n;
  return ok(total);
}
