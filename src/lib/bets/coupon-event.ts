import type { CouponEvent } from '@/lib/api-contract/generated/api-types';
import { outcomeOfKey } from '@/lib/feed/bet-types';

/** The coupon event (MakeBetWeb's couponEvents item) an outcome key names, at the price agreed to. */
export function couponEventOf(key: string, price: number): CouponEvent {
  const named = outcomeOfKey(key);
  if (!named) throw new Error(`not an outcome key: ${key}`);
  return {
    gameId: named.gameId,
    ...(named.outcome as Omit<CouponEvent, 'gameId' | 'c'>),
    c: price,
  };
}
