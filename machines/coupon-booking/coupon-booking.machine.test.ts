import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { settle } from '../coupon/coupon.testing';
import { loadedCoupon, notFound, sharedCoupon } from './coupon-booking.fixtures';
import { couponBookingMachine } from './coupon-booking.machine';
import type { LoadedCoupon, LoadMode, SharedCoupon } from './coupon-booking.types';

/** The machine with its calls answered from lists and every application to the slip recorded. */
function start({
  save = async () => 'ABCD2345',
  get = async () => loadedCoupon,
}: {
  save?: (coupon: SharedCoupon) => Promise<string>;
  get?: (code: string) => Promise<LoadedCoupon>;
} = {}) {
  const applied: { coupon: LoadedCoupon; mode: LoadMode }[] = [];
  const saved: SharedCoupon[] = [];
  const actor = createActor(
    couponBookingMachine.provide({
      actors: {
        saveCoupon: fromPromise(({ input }) => {
          saved.push(input);
          return save(input);
        }),
        getCoupon: fromPromise(({ input }) => get(input.code)),
      },
      actions: { applyLoaded: (_, params) => void applied.push(params) },
    }),
  ).start();
  return { actor, applied, saved };
}

describe('booking codes on the bet slip', () => {
  it('shares the coupon as it is and shows its code until dismissed', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'share.start', coupon: sharedCoupon });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle();
    expect(saved).toEqual([sharedCoupon]);
    expect(actor.getSnapshot().value).toBe('shared');
    expect(actor.getSnapshot().context.code).toBe('ABCD2345');
    actor.send({ type: 'share.dismiss' });
    expect(actor.getSnapshot().context.code).toBeUndefined();
  });

  it('puts a loaded coupon on an empty slip at once, keeping what could not be loaded to show', async () => {
    const { actor, applied } = start();
    actor.send({ type: 'load.start', code: 'abcd2345', slipHasSelections: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(applied).toEqual([{ coupon: loadedCoupon, mode: 'replace' }]);
    expect(actor.getSnapshot().context.loaded?.missing).toHaveLength(1);
  });

  it('asks before touching a slip that has selections: replace, merge or keep it', async () => {
    for (const choice of ['load.replace', 'load.merge', 'load.cancel'] as const) {
      const { actor, applied } = start();
      actor.send({ type: 'load.start', code: 'ABCD2345', slipHasSelections: true });
      await settle();
      expect(actor.getSnapshot().value).toBe('choosing');
      expect(applied).toEqual([]);
      actor.send({ type: choice });
      if (choice === 'load.cancel') {
        expect(actor.getSnapshot().value).toBe('idle');
        expect(applied).toEqual([]);
      } else {
        expect(actor.getSnapshot().value).toBe('loaded');
        const mode = choice === 'load.replace' ? 'replace' : 'merge';
        expect(applied).toEqual([{ coupon: loadedCoupon, mode }]);
      }
    }
  });

  it('leaves the slip alone when nothing of the coupon can be bet any more', async () => {
    const { actor, applied } = start({ get: async () => ({ ...loadedCoupon, selections: [] }) });
    actor.send({ type: 'load.start', code: 'ABCD2345', slipHasSelections: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(applied).toEqual([]);
  });

  it('keeps an unknown code’s error until the next start', async () => {
    const { actor } = start({
      get: () => Promise.reject(Object.assign(new Error(notFound.message), notFound)),
    });
    actor.send({ type: 'load.start', code: 'ZZZZ2222', slipHasSelections: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error?.code).toBe('error_coupon_not_found');
    actor.send({ type: 'share.start', coupon: sharedCoupon });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });
});
