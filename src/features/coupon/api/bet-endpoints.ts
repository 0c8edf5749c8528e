import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  BetRequestResponse,
  MakeBetBidBody,
  MakeBetMultiBody,
  MakeBetMultiResponse,
} from '@/lib/api-contract/generated/api-types';
// MakeBetWeb itself is in lib (the office's manager bets place through it too).
import { COUPON_PARAMS } from '@/lib/bets/make-bet-endpoint';

const SECURE = '/service-api/LiveBet/Secure';

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
