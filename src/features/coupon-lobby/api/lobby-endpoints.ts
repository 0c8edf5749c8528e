import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  CopyLobbyCouponResponse,
  LobbyResponse,
} from '@/lib/api-contract/generated/api-types.ts';

export type LobbyPage = LobbyResponse['data'];
export type LobbyCoupon = LobbyPage['coupons'][number];

/** getcouponlobby: a page of the lobby's open coupons, newest first, priced now. */
export const getCouponLobby = defineEndpoint<
  { lng: string; count?: number; page?: number; sport?: number },
  LobbyResponse,
  LobbyPage
>({
  url: '/web-api/datalinelive/getcouponlobby',
  params: {
    lng: { type: 'string' },
    count: { type: 'int' },
    page: { type: 'int' },
    sport: { type: 'int' },
  },
  transform: (raw) => raw.data,
});

/** copylobbycoupon: a copy counted; the booking code the slip opens. */
export const copyLobbyCoupon = defineEndpoint<
  { id: number },
  CopyLobbyCouponResponse,
  CopyLobbyCouponResponse['data']
>({
  url: '/web-api/datalinelive/copylobbycoupon',
  method: 'POST',
  params: { id: { type: 'int' } },
  transform: (raw) => raw.data,
});
