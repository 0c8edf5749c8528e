import { MARKET_GROUP, marketKey, outcomeKey, type WireOutcome } from '@/lib/feed/bet-types';
import type { StoredCoupon } from '@/lib/preferences/preference-keys';

/**
 * One outcome in the selection list the coupon starts from, with what the coupon shows of it
 * without asking the feed again. Kept in the `coupon` preference (couponEvents), so a reload keeps
 * it; the bet slip adds stakes and placement on top.
 */
export type Selection = {
  /** outcomeKey: the same name everywhere the outcome shows. */
  readonly key: string;
  readonly gameId: number;
  readonly g: WireOutcome['g'];
  readonly t: WireOutcome['t'];
  readonly p?: number;
  readonly pe?: number;
  /** The participant an outright outcome is about (its name: the list keeps no participants). */
  readonly n?: string;
  /** The price when it was picked (the coupon shows old → new when it moves). */
  readonly c: number;
  readonly live: boolean;
  readonly sportId: number;
  readonly champ: string;
  readonly team1: string;
  readonly team2: string;
  /** Kick-off, epoch seconds. */
  readonly start: number;
};

const isSelection = (value: unknown): value is Selection => {
  const v = value as Partial<Selection> | null;
  return (
    typeof v?.key === 'string' &&
    typeof v.gameId === 'number' &&
    typeof v.g === 'number' &&
    typeof v.t === 'number' &&
    typeof v.c === 'number'
  );
};

/** The selections a stored coupon holds (anything else in it is left alone). */
export const selectionsOf = (coupon: StoredCoupon): Selection[] =>
  coupon.couponEvents.filter(isSelection);

export const isSelected = (coupon: StoredCoupon, key: string): boolean =>
  coupon.couponEvents.some((e) => (e as { key?: unknown }).key === key);

/** A selection for an outcome of a game. */
export function selectionOf(
  game: {
    id: number;
    live: boolean;
    sportId: number;
    champ: string;
    start: number;
    team1: { name: string };
    team2: { name: string };
    participants?: readonly { name: string }[];
  },
  outcome: WireOutcome,
): Selection {
  const participant =
    outcome.g === MARKET_GROUP.outright ? game.participants?.[(outcome.p ?? 0) - 1] : undefined;
  return {
    key: outcomeKey(game.id, outcome),
    gameId: game.id,
    g: outcome.g,
    t: outcome.t,
    ...(outcome.p === undefined ? {} : { p: outcome.p }),
    ...(outcome.pe === undefined ? {} : { pe: outcome.pe }),
    ...(participant ? { n: participant.name } : {}),
    c: outcome.c,
    live: game.live,
    sportId: game.sportId,
    champ: game.champ,
    team1: game.team1.name,
    team2: game.team2.name,
    start: game.start,
  };
}

/**
 * The coupon after a click on an outcome: the outcome leaves when it was in; otherwise it comes
 * in and takes the place of another outcome of the same market (one outcome per market).
 */
export function toggleSelection(coupon: StoredCoupon, selection: Selection): StoredCoupon {
  if (isSelected(coupon, selection.key))
    return {
      ...coupon,
      couponEvents: coupon.couponEvents.filter(
        (e) => (e as { key?: unknown }).key !== selection.key,
      ),
    };
  const market = marketKey(selection.gameId, selection);
  const others = coupon.couponEvents.filter(
    (e) => !isSelection(e) || marketKey(e.gameId, e) !== market,
  );
  return { ...coupon, couponEvents: [...others, selection] };
}

/**
 * The coupon after a saved coupon was loaded: its selections in place of the list's (`replace`),
 * or added to them (`merge`: one already in stays, and one outcome per market as a click keeps it).
 */
export function withLoaded(
  coupon: StoredCoupon,
  loaded: readonly Selection[],
  mode: 'replace' | 'merge',
): StoredCoupon {
  if (mode === 'replace') return { ...coupon, couponEvents: [...loaded] };
  return loaded.reduce(
    (next, selection) =>
      isSelected(next, selection.key) ? next : toggleSelection(next, selection),
    coupon,
  );
}
