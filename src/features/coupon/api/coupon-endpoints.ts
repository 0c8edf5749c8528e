import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  GetCouponBody,
  GetCouponResponse,
  SaveCouponBody,
  SaveCouponResponse,
  UpdateCouponBody,
  UpdateCouponResponse,
} from '@/lib/api-contract/generated/api-types';

const OPEN = '/service-api/LiveBet/Open';

/**
 * The coupon's selections at the feed's now: prices, suspensions and the limits (open; the
 * player's token, when there is one, puts the limits in the player's currency).
 */
export const updateCoupon = defineEndpoint<
  UpdateCouponBody,
  UpdateCouponResponse,
  UpdateCouponResponse['data']
>({
  url: `${OPEN}/UpdateCoupon`,
  method: 'POST',
  auth: true,
  params: { couponEvents: { type: 'array' } },
  transform: (raw) => raw.data,
});

/** Keeps the coupon under a booking code (open). */
export const saveCoupon = defineEndpoint<SaveCouponBody, SaveCouponResponse, string>({
  url: `${OPEN}/SaveCoupon`,
  method: 'POST',
  params: { vid: { type: 'int' }, expressNum: { type: 'int' }, couponEvents: { type: 'array' } },
  transform: (raw) => raw.data.guid,
});

/** The coupon saved under a booking code, with its prices now (open). */
export const getCoupon = defineEndpoint<
  GetCouponBody,
  GetCouponResponse,
  GetCouponResponse['data']
>({
  url: `${OPEN}/GetCoupon`,
  method: 'POST',
  auth: true,
  params: { guid: { type: 'string' } },
  transform: (raw) => raw.data,
});
