import { useMemo } from 'react';
import { type Actor, fromPromise } from 'xstate';

import type { couponMachine } from '@machines/coupon/coupon.machine';
import { couponBookingMachine } from '@machines/coupon-booking/coupon-booking.machine';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import type { SaveCouponBody } from '@/lib/api-contract/generated/api-types';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import { selectionsOf, withLoaded } from '@/lib/selections/selections';

import { getCoupon, saveCoupon } from '../api/coupon-endpoints';
import { loadedCouponOf } from '../coupon-booking';

const KINDS = ['single', 'express', 'system'] as const;

/**
 * Booking codes for the bet slip: sharing the coupon (SaveCoupon) and loading one by its code
 * (GetCoupon) into the selection list — in place of it, or merged, as the player chose; a
 * replaced list takes the saved coupon's kind (and k of a system) too.
 */
export function useCouponBooking(coupon: Actor<typeof couponMachine>) {
  const client = useApiClient();
  const store = usePreferencesStore();
  const machine = useMemo(
    () =>
      couponBookingMachine.provide({
        actors: {
          saveCoupon: fromPromise(({ input, signal }) =>
            // The slip's outcomes came from the feed: their groups and types are the contract's.
            asMachineCall(() => client.call(saveCoupon, input as SaveCouponBody, { signal })),
          ),
          getCoupon: fromPromise(({ input, signal }) =>
            asMachineCall(async () =>
              loadedCouponOf(await client.call(getCoupon, { guid: input.code }, { signal })),
            ),
          ),
        },
        actions: {
          applyLoaded: (_, { coupon: loaded, mode }) => {
            const next = withLoaded(store.get('coupon'), loaded.selections, mode);
            void store.set('coupon', next);
            if (mode !== 'replace') return;
            // The slip hears of the list now, so the kind it is told next fits its count.
            coupon.send({ type: 'selections.set', selections: selectionsOf(next) });
            coupon.send({ type: 'kind.choose', kind: KINDS[loaded.vid] });
            if (loaded.expressNum !== null)
              coupon.send({ type: 'system.size', size: loaded.expressNum });
          },
        },
      }),
    [client, store, coupon],
  );
  return useFlowActor(machine, {});
}
