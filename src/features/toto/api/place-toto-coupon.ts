import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  PlaceCouponBody,
  PlaceCouponResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** Places a coupon under its guid: the same guid again answers the coupon it placed. */
export const placeTotoCoupon = defineEndpoint<
  PlaceCouponBody,
  PlaceCouponResponse,
  PlaceCouponResponse['data']
>({
  url: '/web-api/toto/coupons',
  method: 'POST',
  auth: true,
  params: {
    drawId: { type: 'int' },
    couponGuid: { type: 'string' },
    stake: { type: 'string' },
    picks: { type: 'array' },
  },
  transform: (raw) => raw.data,
});
