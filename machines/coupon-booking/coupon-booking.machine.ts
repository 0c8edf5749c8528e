import { assertEvent, assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';
import type {
  CouponBookingContext,
  CouponBookingEvent,
  LoadedCoupon,
  LoadMode,
  SharedCoupon,
} from './coupon-booking.types';

/**
 * Booking codes on the bet slip: `share.start` saves the coupon (`saveCoupon`) and shows its code
 * until `share.dismiss`; `load.start` reads a coupon by code (`getCoupon`) and puts its selections
 * on the slip (`applyLoaded`, provided at runtime) — when the slip already has selections, only
 * after the player chose `load.replace` or `load.merge` (`load.cancel` keeps the slip as it is).
 * A loaded coupon shows what could not be loaded until `load.dismiss`; a failed call shows its
 * error until the next start or `error.dismiss`.
 */
export const couponBookingMachine = setup({
  types: {
    context: {} as CouponBookingContext,
    events: {} as CouponBookingEvent,
    children: {} as { saveCoupon: 'saveCoupon'; getCoupon: 'getCoupon' },
  },
  actors: {
    /** Saves the coupon on the platform: its booking code. */
    saveCoupon: fromPromise<string, SharedCoupon>(() => {
      throw new Error('saveCoupon is provided at runtime');
    }),
    /** The coupon saved under a code, split into what can go on the slip and what cannot. */
    getCoupon: fromPromise<LoadedCoupon, { code: string }>(() => {
      throw new Error('getCoupon is provided at runtime');
    }),
  },
  actions: {
    /** Puts the loaded selections on the slip (the selection list's store, provided at runtime). */
    applyLoaded: (_, _params: { coupon: LoadedCoupon; mode: LoadMode }) => {},
    startLoad: assign(({ event }) => {
      assertEvent(event, 'load.start');
      return { slipHasSelections: event.slipHasSelections, loaded: undefined, error: undefined };
    }),
    forget: assign({ code: undefined, loaded: undefined, error: undefined }),
    takeError: assign((_, params: { error: MachineError }) => ({ error: params.error })),
  },
  guards: {
    nothingToApply: (_, params: { coupon: LoadedCoupon }) => params.coupon.selections.length === 0,
    slipHasSelections: ({ context }) => context.slipHasSelections,
  },
}).createMachine({
  id: 'couponBooking',
  context: { code: undefined, loaded: undefined, slipHasSelections: false, error: undefined },
  initial: 'idle',
  on: {
    'share.start': { target: '.saving', actions: 'forget' },
    'load.start': { target: '.loading', actions: ['forget', 'startLoad'] },
  },
  states: {
    idle: {
      on: { 'error.dismiss': { actions: 'forget' } },
    },
    saving: {
      invoke: {
        id: 'saveCoupon',
        src: 'saveCoupon',
        input: ({ event }) => {
          assertEvent(event, 'share.start');
          return event.coupon;
        },
        onDone: { target: 'shared', actions: assign({ code: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: {
            type: 'takeError',
            params: ({ event }) => ({ error: toMachineError(event.error) }),
          },
        },
      },
    },
    shared: {
      on: { 'share.dismiss': { target: 'idle', actions: 'forget' } },
    },
    loading: {
      invoke: {
        id: 'getCoupon',
        src: 'getCoupon',
        input: ({ event }) => {
          assertEvent(event, 'load.start');
          return { code: event.code };
        },
        onDone: [
          {
            guard: { type: 'nothingToApply', params: ({ event }) => ({ coupon: event.output }) },
            target: 'loaded',
            actions: assign({ loaded: ({ event }) => event.output }),
          },
          {
            guard: 'slipHasSelections',
            target: 'choosing',
            actions: assign({ loaded: ({ event }) => event.output }),
          },
          {
            target: 'loaded',
            actions: [
              assign({ loaded: ({ event }) => event.output }),
              {
                type: 'applyLoaded',
                params: ({ event }) => ({ coupon: event.output, mode: 'replace' as const }),
              },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: {
            type: 'takeError',
            params: ({ event }) => ({ error: toMachineError(event.error) }),
          },
        },
      },
    },
    choosing: {
      on: {
        'load.replace': {
          target: 'loaded',
          actions: {
            type: 'applyLoaded',
            params: ({ context }) => ({ coupon: context.loaded!, mode: 'replace' as const }),
          },
        },
        'load.merge': {
          target: 'loaded',
          actions: {
            type: 'applyLoaded',
            params: ({ context }) => ({ coupon: context.loaded!, mode: 'merge' as const }),
          },
        },
        'load.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    loaded: {
      on: { 'load.dismiss': { target: 'idle', actions: 'forget' } },
    },
  },
});
