import { catalogueEntry } from '../../qa/catalogue-entry';
import { first, second, selection } from '../coupon/coupon.fixtures';
import { couponBookingMachine } from './coupon-booking.machine';
import type { CouponBookingContext, LoadedCoupon, SharedCoupon } from './coupon-booking.types';

export const sharedCoupon: SharedCoupon = {
  vid: 1,
  couponEvents: [
    { gameId: first.gameId, g: first.g, t: first.t, c: first.c },
    { gameId: second.gameId, g: second.g, t: second.t, c: second.c },
  ],
};

/** A saved express: two selections on the feed, one whose game finished since. */
export const loadedCoupon: LoadedCoupon = {
  code: 'ABCD2345',
  vid: 1,
  expressNum: null,
  selections: [first, second],
  missing: [{ ...selection(9, 2.5), reason: 'game_unavailable' }],
};
/** A saved coupon every selection of which is gone. */
export const goneCoupon: LoadedCoupon = {
  ...loadedCoupon,
  selections: [],
};
export const notFound = { code: 'error_coupon_not_found', message: 'HTTP 404' };

/** Booking codes as QA plays them: share (saved or failed), load onto an empty or a full slip. */
export const couponBookingEntry = catalogueEntry({
  id: 'couponBooking',
  description:
    'Booking codes: share saves the coupon and shows its code; load reads a code and puts its selections on the slip — asking to replace or merge when the slip has selections — and shows what could not be loaded.',
  machine: couponBookingMachine,
  inputs: [undefined as never],
  fixtures: {
    events: {
      'share.start': [{ coupon: sharedCoupon }],
      'load.start': [
        { code: 'ABCD2345', slipHasSelections: false },
        { code: 'ABCD2345', slipHasSelections: true },
      ],
    },
    actors: {
      saveCoupon: { done: ['ABCD2345'], error: [notFound] },
      getCoupon: { done: [loadedCoupon, goneCoupon], error: [notFound] },
    },
  },
  serialize: (snapshot) => {
    const context = snapshot.context as CouponBookingContext;
    return JSON.stringify([
      snapshot.value,
      context.code ?? null,
      context.loaded?.selections.length ?? null,
      context.slipHasSelections,
      context.error?.code ?? null,
    ]);
  },
});
