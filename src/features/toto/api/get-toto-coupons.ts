import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { CouponsQuery, CouponsResponse } from '@/lib/api-contract/generated/api-types.ts';

/** The player's coupons on a draw, newest first. */
export const getTotoCoupons = defineEndpoint<
  CouponsQuery,
  CouponsResponse,
  CouponsResponse['data']['coupons']
>({
  url: '/web-api/toto/coupons',
  auth: true,
  params: { drawId: { type: 'string' } },
  transform: (raw) => raw.data.coupons,
});
