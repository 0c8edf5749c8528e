import { useEffect, useMemo } from 'react';
import type { Actor } from 'xstate';

import type { couponMachine } from '@machines/coupon/coupon.machine';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import type { Selection } from '@/lib/selections/selections';

import { updateCoupon } from '../api/coupon-endpoints';
import { outcomeOf, priceUpdatesOf } from '../coupon-booking';

/** How often the slip asks for its prices: a selection in play moves within seconds. */
export const COUPON_POLL_MS = { line: 30_000, live: 5_000 };

/**
 * Keeps the slip's prices current while it is shown with selections: UpdateCoupon through the
 * polling timer (never two calls at once, paused while the tab is hidden, asked at once when the
 * list changes), each answer given to the coupon machine as price moves, suspensions and limits
 * (and whether the player may ask for a VIP bet above them).
 */
export function CouponPriceWatch({
  actor,
  selections,
}: {
  actor: Actor<typeof couponMachine>;
  selections: readonly Selection[];
}) {
  // The outcomes only: a price moving does not make another call.
  const input = useMemo(
    () => ({ couponEvents: selections.map((s) => outcomeOf(s)) }),
    [selections],
  );
  const live = selections.some((s) => s.live);
  const { data } = usePolledCall(updateCoupon, input, COUPON_POLL_MS[live ? 'live' : 'line']);
  useEffect(() => {
    if (!data) return;
    actor.send({ type: 'prices.update', prices: priceUpdatesOf(data.events) });
    actor.send({
      type: 'limits.update',
      minStake: data.limits.min_stake,
      maxStake: data.limits.max_stake,
      vipBets: data.vipBets,
    });
  }, [actor, data]);
  return null;
}
