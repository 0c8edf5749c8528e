import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  MakeBetBody,
  MakeBetMultiBody,
  MakeBetMultiResponse,
  MakeBetResponse,
} from '@/lib/api-contract/generated/api-types';

const SECURE = '/service-api/LiveBet/Secure';

/** Places one coupon (a single, an express or a system) under its bet guid. */
export const makeBet = defineEndpoint<MakeBetBody, MakeBetResponse, MakeBetResponse['data']>({
  url: `${SECURE}/MakeBetWeb`,
  method: 'POST',
  auth: true,
  params: {
    betGuid: { type: 'string' },
    summ: { type: 'number' },
    vid: { type: 'int' },
    expressNum: { type: 'int' },
    checkCf: { type: 'int' },
    couponEvents: { type: 'array' },
    userIdBonus: { type: 'int' },
    avanceBet: { type: 'bool' },
  },
  transform: (raw) => raw.data,
});

/** Places several singles at once, each under its own guid: all of them or none. */
export const makeBetMulti = defineEndpoint<
  MakeBetMultiBody,
  MakeBetMultiResponse,
  MakeBetMultiResponse['data']
>({
  url: `${SECURE}/MakeBetWebMulti`,
  method: 'POST',
  auth: true,
  params: {
    checkCf: { type: 'int' },
    userIdBonus: { type: 'int' },
    avanceBet: { type: 'bool' },
    bets: { type: 'array' },
  },
  transform: (raw) => raw.data,
});
