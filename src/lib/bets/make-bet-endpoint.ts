import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  BetRequestResponse,
  MakeBetBody,
  MakeBetResponse,
} from '@/lib/api-contract/generated/api-types';

const SECURE = '/service-api/LiveBet/Secure';

/** What every coupon call sends (MakeBetWeb, MakeBetBidWeb). */
export const COUPON_PARAMS = {
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
 * for an auto-bet instead: the answer is the request, its stake held until the price comes; with
 * approvedBet, places the manager's proposal the player approves; with isPowerBet, tops up the
 * open bet saleBetId. The coupon's slip and the office's manager bets and PowerBet place through it.
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
    approvedBet: { type: 'int' },
    withLobby: { type: 'bool' },
    isPowerBet: { type: 'bool' },
    saleBetId: { type: 'int' },
  },
  transform: (raw) => raw.data,
});
