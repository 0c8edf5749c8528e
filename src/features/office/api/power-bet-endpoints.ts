import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { MakeBetBody, MakeBetResponse } from '@/lib/api-contract/generated/api-types.ts';

/**
 * A PowerBet top-up (MakeBetWeb with isPowerBet): the bet `saleBetId`'s own coupon at the prices
 * its offer listed, staked from the main balance; the answer is the top-up bet and the balance.
 */
export const makePowerBet = defineEndpoint<
  MakeBetBody & { isPowerBet: true; saleBetId: number },
  MakeBetResponse,
  MakeBetResponse['data']
>({
  url: '/service-api/LiveBet/Secure/MakeBetWeb',
  method: 'POST',
  auth: true,
  params: {
    betGuid: { type: 'string' },
    summ: { type: 'number' },
    vid: { type: 'int' },
    checkCf: { type: 'int' },
    couponEvents: { type: 'array' },
    isPowerBet: { type: 'bool' },
    saleBetId: { type: 'int' },
  },
  transform: (raw) => raw.data,
});
