/** Why the coupon cannot be placed now: reason codes (i18n keys) with what the reason is about. */
import { checkSystem } from '@/lib/bets/system-lines';
import { formatMinor, parseMinor } from '@/lib/money/minor';
import { priceThousandths } from '@/lib/odds/price-figure';

import type { CouponContext } from './coupon.types';
import { advanceAvailable, policyCovers } from './coupon-content';
import {
  couponStake,
  isMultiSingle,
  placementPrice,
  selectionLimit,
  systemInfo,
} from './coupon-derived';
import { autoPrice, autoPriceAbove } from './coupon-requests';

export type CouponBlockCode =
  | 'no_selections'
  | 'too_many_selections'
  | 'express_same_game'
  | 'selection_suspended'
  | 'price_changed_needs_acceptance'
  | 'system_size_invalid'
  | 'price_invalid'
  | 'stake_missing'
  | 'stake_below_min'
  | 'stake_above_max'
  | 'stake_too_small'
  | 'free_bet_one_bet'
  | 'advance_blocked'
  | 'advance_unavailable'
  | 'stake_above_advance'
  | 'auto_price_missing'
  | 'auto_price_not_above'
  | 'request_main_account';

/** One reason placement is blocked. */
export interface CouponBlock {
  readonly code: CouponBlockCode;
  /** The selections it is about (outcome keys). */
  readonly keys?: readonly string[];
  /** The limit hit: a count of selections, or an amount ("0.50"). */
  readonly limit?: number | string;
}

/** Selections of a game that has more than one in the coupon: they cannot combine in one line. */
function sameGameKeys(context: CouponContext): string[] {
  const counts = new Map<number, number>();
  for (const s of context.selections) counts.set(s.gameId, (counts.get(s.gameId) ?? 0) + 1);
  return context.selections.filter((s) => (counts.get(s.gameId) ?? 0) > 1).map((s) => s.key);
}

function selectionBlocks(context: CouponContext): CouponBlock[] {
  const { selections } = context;
  if (selections.length === 0) return [{ code: 'no_selections' }];
  const blocks: CouponBlock[] = [];
  const limit = selectionLimit(context);
  if (selections.length > limit) blocks.push({ code: 'too_many_selections', limit });
  const sameGame = context.kind === 'single' ? [] : sameGameKeys(context);
  if (sameGame.length > 0) blocks.push({ code: 'express_same_game', keys: sameGame });
  const suspended = selections.filter((s) => s.suspended).map((s) => s.key);
  if (suspended.length > 0) blocks.push({ code: 'selection_suspended', keys: suspended });
  // A price that pays nothing (1.00 or less, or none at all) cannot be bet on.
  const invalid = selections.filter(
    (s) => priceThousandths(placementPrice(context, s)) === undefined,
  );
  if (invalid.length > 0) blocks.push({ code: 'price_invalid', keys: invalid.map((s) => s.key) });
  // An auto-bet waits for a price of its own: the one agreed to now is not what it plays at.
  const moved = context.autoBet
    ? []
    : selections.filter((s) => !policyCovers(context.policy, s.accepted, s.price));
  if (moved.length > 0)
    blocks.push({ code: 'price_changed_needs_acceptance', keys: moved.map((s) => s.key) });
  if (
    context.kind === 'system' &&
    selections.length <= limit &&
    !checkSystem(selections.length, context.systemSize).ok
  )
    blocks.push({ code: 'system_size_invalid' });
  return blocks;
}

function stakeBlocks(context: CouponContext): CouponBlock[] {
  // A free bet stakes one bet: not several singles at once.
  if (context.funding?.fixedStake !== undefined && isMultiSingle(context))
    return [{ code: 'free_bet_one_bet' }];
  const stake = couponStake(context);
  if (stake === undefined || stake === 0n) return [{ code: 'stake_missing' }];
  const { minStake, maxStake } = context.limits;
  if (stake < (parseMinor(minStake) ?? 0n)) return [{ code: 'stake_below_min', limit: minStake }];
  const max = maxStake === undefined ? undefined : parseMinor(maxStake);
  if (max !== undefined && stake > max) return [{ code: 'stake_above_max', limit: maxStake }];
  // A system line must play at least a cent.
  const system = systemInfo(context);
  if (system?.ok && system.value.perLine === undefined) return [{ code: 'stake_too_small' }];
  return [];
}

/**
 * An advance lends at most what the platform said is available, all the coupon's bets together
 * (several singles: the stake each times their count); none while an earlier one is unrepaid.
 */
function advanceBlocks(context: CouponContext): CouponBlock[] {
  if (!context.funding?.advance) return [];
  const standing = context.advance;
  if (standing?.blocked) return [{ code: 'advance_blocked', limit: standing.outstanding }];
  const available = advanceAvailable(standing);
  if (available === 0n) return [{ code: 'advance_unavailable' }];
  const stake = couponStake(context);
  const bets = BigInt(isMultiSingle(context) ? context.selections.length : 1);
  if (stake !== undefined && stake * bets > available)
    return [{ code: 'stake_above_advance', limit: formatMinor(available) }];
  return [];
}

/** An auto-bet needs its price, above the one now, and stakes from the main account. */
function autoBetBlocks(context: CouponContext): CouponBlock[] {
  if (!context.autoBet) return [];
  const blocks: CouponBlock[] = [];
  if (autoPrice(context) === undefined) blocks.push({ code: 'auto_price_missing' });
  else if (!autoPriceAbove(context))
    blocks.push({ code: 'auto_price_not_above', limit: context.selections[0]?.price });
  if (context.funding !== undefined) blocks.push({ code: 'request_main_account' });
  return blocks;
}

/**
 * Every reason placement is blocked now, selections first, then the stake and where it comes
 * from, then an auto-bet's price; none: it can be placed (or asked for).
 */
export const couponBlocks = (context: CouponContext): CouponBlock[] => [
  ...selectionBlocks(context),
  ...stakeBlocks(context),
  ...advanceBlocks(context),
  ...autoBetBlocks(context),
];

/** Whether the coupon can be placed now. */
export const canPlace = (context: CouponContext): boolean => couponBlocks(context).length === 0;

/**
 * Whether the coupon can go as a VIP bid: only its stake, above the largest, stands in the way,
 * the platform takes VIP bids from this player, and it is one bet staked from the main account.
 */
export function canBid(context: CouponContext): boolean {
  if (context.autoBet || !context.limits.vipBets || context.funding !== undefined) return false;
  if (isMultiSingle(context)) return false;
  const blocks = couponBlocks(context);
  return blocks.length === 1 && blocks[0]?.code === 'stake_above_max';
}
