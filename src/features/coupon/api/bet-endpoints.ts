import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  BetRequestResponse,
  MakeBetBidBody,
  MakeBetBody,
  MakeBetMultiBody,
  MakeBetMultiResponse,
  MakeBetResponse,
} from '@/lib/api-contract/generated/api-types';

const SECURE = '/service-api/LiveBet/Secure';

const COUPON_PARAMS = {
  betGuid: { type: 'string' },
  summ: { type: 'number' },
  vid: { type: 'int' },
  expressNum: { type: 'int' },
  checkCf: { type: 'int' },
  couponEvents: { type: 'array' },
  userIdBonus: { type: 'int' },
} as const;

type Made = MakeBetResponse | BetRequestResponse;

/**
 * Places one coupon (a single, an express or a system) under its bet guid; with isAutoBet, asks
 * for an auto-bet instead: the answer is the request, its stake held until the price comes.
 */
export const makeBet = defineEndpoint<MakeBetBody, Made, Made['data']>({
  url: `${SECURE}/MakeBetWeb`,
  method: 'POST',
  auth: true,
  params: {
    ...COUPON_PARAMS,
    avanceBet: { type: 'bool' },
    isAutoBet: { type: 'bool' },
    autoBetCf: { type: 'number' },
    autoBetCfView: { type: 'int' },
    withLobby: { type: 'bool' },
  },
  transform: (raw) => raw.data,
});

/** Asks for a VIP bet (a stake above the largest): held as a bid until the operator decides. */
export const makeBetBid = defineEndpoint<
  MakeBetBidBody,
  BetRequestResponse,
  BetRequestResponse['data']
>({
  url: `${SECURE}/MakeBetBidWeb`,
  method: 'POST',
  auth: true,
  params: { ...COUPON_PARAMS, VIPBetSumm: { type: 'number' } },
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
