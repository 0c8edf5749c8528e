/** The coupon's pure updates: following the list, the feed's prices, the stake text, placement content. */
import { SYSTEM_MAX_SELECTIONS } from '@/lib/bets/system-lines';
import { formatMinor, type Minor, parseMinor } from '@/lib/money/minor';
import type { Selection } from '@/lib/selections/selections';

import {
  type AdvanceStanding,
  type Amount,
  type BetKind,
  COUPON_MAX_SELECTIONS,
  type CouponContext,
  type CouponFunding,
  type CouponInput,
  type CouponLimits,
  type CouponSelection,
  type OddsChangePolicy,
  type PlaceBetInput,
  type PlacementAttempt,
  type PlacementContent,
  type PlatformLimits,
  type PriceUpdates,
} from './coupon.types';
import { lobbyContent } from './coupon-lobby';
import { autoPriceOf } from './coupon-requests';

/** An amount with two decimals at most, not negative, in minor units; anything else undefined. */
export function amountOf(value: Amount): Minor | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const minor = parseMinor(String(value));
  return minor !== undefined && minor >= 0n ? minor : undefined;
}

/** An amount as the context keeps it ("0.50"), or `fallback` when it is no amount. */
export const amountText = <T extends string | undefined>(
  value: Amount | undefined,
  fallback: T,
) => {
  const minor = value === undefined ? undefined : amountOf(value);
  return minor === undefined ? fallback : formatMinor(minor);
};

/** What the stake field takes: digits, then "." or "," and up to two decimals (the currency's accuracy). */
export const stakeTextAllowed = (text: string): boolean => /^\d{0,16}(?:[.,]\d{0,2})?$/.test(text);

/** The stake typed, in minor units; undefined while there is none ("", "."). */
export function stakeOf(text: string): Minor | undefined {
  const normalized = text.replace(',', '.').replace(/\.$/, '');
  return normalized === '' ? undefined : parseMinor(normalized);
}

/** The smallest count of selections each kind needs. */
export const KIND_MINIMUM: Readonly<Record<BetKind, number>> = { single: 1, express: 2, system: 3 };

/** The kind placed for `count` selections: the player's choice where the count allows it. */
export function effectiveKind(choice: BetKind | undefined, count: number): BetKind {
  if (count <= 1) return 'single';
  if (choice === undefined) return 'express';
  return count >= KIND_MINIMUM[choice] ? choice : 'express';
}

/** k kept inside 2 … n − 1 when the list grows or shrinks under a system. */
const clampedSize = (size: number, count: number): number =>
  count >= KIND_MINIMUM.system ? Math.min(Math.max(size, 2), count - 1) : size;

/** The coupon after the list changed: kept outcomes keep their prices, new ones start at the clicked price. */
export function followList(
  context: CouponContext,
  list: readonly Selection[],
): Pick<CouponContext, 'selections' | 'kind' | 'systemSize' | 'autoBet'> {
  const byKey = new Map(context.selections.map((s) => [s.key, s]));
  const selections = list.map((selection): CouponSelection => {
    const kept = byKey.get(selection.key);
    return kept
      ? { ...selection, accepted: kept.accepted, price: kept.price, suspended: kept.suspended }
      : { ...selection, accepted: selection.c, price: selection.c, suspended: false };
  });
  return {
    selections,
    kind: effectiveKind(context.kindChoice, selections.length),
    systemSize: clampedSize(context.systemSize, selections.length),
    // An auto-bet is a single: another selection takes the coupon off it.
    autoBet: context.autoBet && selections.length === 1,
  };
}

/** The kind chosen, and k brought inside the count when a system is chosen. */
export const chooseKind = (
  context: CouponContext,
  kind: BetKind,
): Pick<CouponContext, 'kind' | 'kindChoice' | 'systemSize'> => ({
  kindChoice: kind,
  kind: effectiveKind(kind, context.selections.length),
  systemSize: clampedSize(context.systemSize, context.selections.length),
});

/** The feed's prices and suspensions applied; what the player agreed to stays. */
export const applyPrices = (
  selections: readonly CouponSelection[],
  prices: PriceUpdates,
): CouponSelection[] =>
  selections.map((s) => {
    const update = prices[s.key];
    return update
      ? { ...s, price: update.price ?? s.price, suspended: update.suspended ?? s.suspended }
      : s;
  });

/** Every moved price accepted: the player agreed to the prices now. */
export const acceptChanges = (selections: readonly CouponSelection[]): CouponSelection[] =>
  selections.map((s) => (s.accepted === s.price ? s : { ...s, accepted: s.price }));

/** Whether the policy lets the platform take `price` for a selection agreed at `accepted`. */
export const policyCovers = (policy: OddsChangePolicy, accepted: number, price: number): boolean =>
  price === accepted || policy === 'any' || (policy === 'higher' && price > accepted);

/** The stake limits after the platform named new ones (an amount it sent wrong is ignored). */
export const updatedLimits = (
  limits: CouponLimits,
  update: PlatformLimits | undefined,
): CouponLimits => ({
  ...limits,
  minStake: amountText(update?.minStake, limits.minStake),
  maxStake: amountText(update?.maxStake, limits.maxStake),
  vipBets: update?.vipBets ?? limits.vipBets,
});

/**
 * What a placement of the coupon now would send (the stake must parse: placement is guarded): a
 * bet placed now, an auto-bet when the coupon asks for one, or a VIP bid (`vip`).
 */
export const contentOf = (context: CouponContext, vip = false): PlacementContent => ({
  ...(vip
    ? { mode: 'vip' as const }
    : context.autoBet
      ? {
          mode: 'auto' as const,
          autoPrice: autoPriceOf(context.autoPriceText, context.autoPriceFormat) ?? 0,
          ...(context.autoPriceFormat === undefined
            ? {}
            : { autoPriceView: context.autoPriceFormat }),
        }
      : {}),
  kind: context.kind,
  systemSize: context.kind === 'system' ? context.systemSize : undefined,
  stake: formatMinor(stakeOf(context.stakeText) ?? 0n),
  policy: context.policy,
  ...(context.funding?.bonusId === undefined ? {} : { bonusId: context.funding.bonusId }),
  ...(context.funding?.advance ? { advance: true } : {}),
  ...lobbyContent(context, vip),
  selections: context.selections.map((s) => ({ key: s.key, gameId: s.gameId, price: s.accepted })),
});

/**
 * Whether two contents are the same bet as the platform fingerprints it (kind, k, stake, each
 * outcome at the price agreed, in any order, the bonus staked from, an advance or not; asked now,
 * as an auto-bet at its price or as a VIP bid): the policy is how to place it, not what it is.
 */
function sameBet(a: PlacementContent, b: PlacementContent): boolean {
  const outcomes = (c: PlacementContent) =>
    c.selections
      .map((s) => `${s.key}@${s.price}`)
      .sort()
      .join(',');
  return (
    a.mode === b.mode &&
    a.autoPrice === b.autoPrice &&
    a.kind === b.kind &&
    a.systemSize === b.systemSize &&
    a.stake === b.stake &&
    a.bonusId === b.bonusId &&
    a.advance === b.advance &&
    outcomes(a) === outcomes(b)
  );
}

/**
 * The attempt a placement goes with: the content now, under the unanswered attempt's guid when
 * it is the same bet (the platform answers that bet again: never placed twice), else under the
 * fresh guid the click brought.
 */
export function nextAttempt(
  context: CouponContext,
  freshGuid: string,
  vip = false,
): PlacementAttempt {
  const content = contentOf(context, vip);
  const kept = context.attempt && sameBet(context.attempt, content);
  return { ...content, betGuid: kept ? context.attempt.betGuid : freshGuid };
}

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-)([0-9a-f]{12})$/i;

/**
 * The guids of the attempt's bets: its own, or for several singles one a selection — the first
 * its own, the i-th with i mixed into the UUID's last 48 bits (distinct, still a UUID, the same
 * on every retry).
 */
export function betGuidsOf(betGuid: string, count: number): string[] {
  const match = UUID.exec(betGuid);
  return Array.from({ length: Math.max(count, 1) }, (_, i) => {
    if (i === 0) return betGuid;
    if (!match) return `${betGuid}-${i}`;
    // bigint: the bitwise operators on numbers would cut the 48 bits to 32.
    const last = (BigInt(`0x${match[2]}`) ^ BigInt(i)).toString(16).padStart(12, '0');
    return `${match[1]}${last}`;
  });
}

/** The coupon as it starts, or after `coupon.clear` (an empty list). */
export function initialContext(input: CouponInput): CouponContext {
  const empty: CouponContext = {
    selections: [],
    kind: 'single',
    kindChoice: undefined,
    systemSize: 2,
    stakeText: '',
    policy: input.policy,
    funding: undefined,
    advance: undefined,
    limits: {
      minStake: amountText(input.minStake, '0.00'),
      maxStake: amountText(input.maxStake, undefined),
      maxSelections: input.maxSelections ?? COUPON_MAX_SELECTIONS,
      maxSystemSelections: Math.min(
        input.maxSystemSelections ?? SYSTEM_MAX_SELECTIONS,
        SYSTEM_MAX_SELECTIONS,
      ),
      vipBets: false,
    },
    tax: input.tax,
    attempt: undefined,
    lastError: undefined,
    placed: undefined,
    autoBet: false,
    autoPriceText: '',
    requested: undefined,
    lobby: false,
  };
  return { ...empty, ...followList(empty, input.selections ?? []) };
}

/** The stake follows a free bet's amount; another funding leaves the stake as typed. */
export const chooseFunding = (
  funding: CouponFunding | undefined,
): Pick<CouponContext, 'funding'> & { stakeText?: string } => ({
  funding,
  ...(funding?.fixedStake === undefined ? {} : { stakeText: funding.fixedStake }),
});

/** The platform's advance standing as the context keeps it (an amount it sent wrong reads as none). */
export const advanceStandingOf = (
  standing: AdvanceStanding | undefined,
): AdvanceStanding | undefined =>
  standing && {
    available: amountText(standing.available, '0.00'),
    outstanding: amountText(standing.outstanding, '0.00'),
    blocked: standing.blocked,
  };

/** What an advance may stake now: nothing while it is blocked or not known. */
export const advanceAvailable = (standing: AdvanceStanding | undefined): Minor =>
  standing === undefined || standing.blocked ? 0n : (parseMinor(standing.available) ?? 0n);

/** Whether the funding may be chosen now: an advance only while some is available. */
export const fundingAllowed = (
  funding: CouponFunding | undefined,
  standing: AdvanceStanding | undefined,
): boolean => !funding?.advance || advanceAvailable(standing) > 0n;

/** The `placeBet` input of an attempt (placing always has one: `bet.place` makes it, `bet.retry` keeps it). */
export function placeBetInput(attempt: PlacementAttempt | undefined): PlaceBetInput {
  if (!attempt) throw new Error('placing without an attempt');
  const bets = attempt.kind === 'single' ? attempt.selections.length : 1;
  return {
    ...attempt,
    stake: parseMinor(attempt.stake) ?? 0n,
    betGuids: betGuidsOf(attempt.betGuid, bets),
  };
}
