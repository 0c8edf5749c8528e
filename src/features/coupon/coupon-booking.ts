import type { CouponContext, PriceUpdates } from '@machines/coupon/coupon.types';
import type { LoadedCoupon, SharedCoupon } from '@machines/coupon-booking/coupon-booking.types';
import type {
  CouponOutcome,
  GetCouponResponse,
  SelectionPrice,
} from '@/lib/api-contract/generated/api-types';
import type { Selection } from '@/lib/selections/selections';

/** The outcome a selection names (what UpdateCoupon and SaveCoupon take), with a price if given. */
export const outcomeOf = (s: Selection, c?: number): CouponOutcome => ({
  gameId: s.gameId,
  g: s.g,
  t: s.t,
  ...(s.p === undefined ? {} : { p: s.p }),
  ...(s.pe === undefined ? {} : { pe: s.pe }),
  ...(c === undefined ? {} : { c }),
});

/** UpdateCoupon's answer as the coupon machine takes it: each price, a gone outcome suspended. */
export const priceUpdatesOf = (events: readonly SelectionPrice[]): PriceUpdates =>
  Object.fromEntries(
    events.map((e) => [
      e.key,
      e.c === null ? { suspended: true } : { price: e.c, suspended: e.suspended },
    ]),
  );

const VIDS = { single: 0, express: 1, system: 2 } as const;

/** The coupon as SaveCoupon keeps it: its kind and the outcomes at the prices shown. */
export const sharedCouponOf = (context: CouponContext): SharedCoupon => ({
  vid: VIDS[context.kind],
  ...(context.kind === 'system' ? { expressNum: context.systemSize } : {}),
  couponEvents: context.selections.map((s) => ({ ...outcomeOf(s), c: s.price })),
});

/**
 * A saved coupon split for the slip: the selections still on the feed (at the price now; a
 * suspended one too, the slip shows it locked) and those whose game or outcome is gone.
 */
export function loadedCouponOf(data: GetCouponResponse['data']): LoadedCoupon {
  const named = data.events.map((e) => {
    const selection: Selection = {
      key: e.key,
      gameId: e.gameId,
      g: e.g as Selection['g'],
      t: e.t as Selection['t'],
      ...(e.p === undefined ? {} : { p: e.p }),
      ...(e.pe === undefined ? {} : { pe: e.pe }),
      ...(e.outcomeName === undefined ? {} : { n: e.outcomeName }),
      c: e.c ?? e.cSeen,
      live: e.live,
      sportId: e.sportId,
      champ: e.champ,
      team1: e.team1,
      team2: e.team2,
      start: e.start,
    };
    return { selection, gone: e.c === null ? (e.reason ?? 'game_unavailable') : undefined };
  });
  return {
    code: data.guid,
    vid: data.vid === 1 || data.vid === 2 ? data.vid : 0,
    expressNum: data.expressNum,
    selections: named.filter((n) => n.gone === undefined).map((n) => n.selection),
    missing: named.flatMap((n) =>
      n.gone === undefined ? [] : [{ ...n.selection, reason: n.gone }],
    ),
  };
}

/** What a player types or pastes as a code: case and spaces or dashes between groups do not matter. */
export const normalizedCode = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();

/** Whether a typed code can be one (eight characters, none of 0 O 1 I L). */
export const isBookingCode = (code: string): boolean => /^[2-9A-HJKMNP-Z]{8}$/.test(code);
