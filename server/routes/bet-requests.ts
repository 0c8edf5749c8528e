import type { FastifyInstance, FastifyRequest } from 'fastify';

import { stakeOf } from '../bets/bet-limits.ts';
import { betAskOf, type MakeBetBody } from '../bets/bet-request.ts';
import { requestsOf, type RequestsQuery } from '../bets/bet-request-record.ts';
import {
  cancelRequest,
  requestBet,
  type RequestContext,
  type RequestDeps,
} from '../bets/bet-requests.ts';
import { playerCountry, vipBetsAllowed } from '../bets/request-asks.ts';
import { decideBid } from '../bets/request-placement.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import type { FeedService } from '../feed/feed-service.ts';

const SECURE = '/service-api/LiveBet/Secure';
const OFFICE = '/web-api/officeapi';

/** MakeBetBidWeb's body: MakeBetWeb's, and the VIP stake asked. */
type BidBody = MakeBetBody & { readonly VIPBetSumm: number };

const bad = (field: string, message: string) =>
  new ApiProblem(400, 'error_bad_request', [`body /${field}: ${message}`]);

/**
 * Bet requests (auth): MakeBetWeb's auto-bets (routes/bets.ts) and MakeBetBidWeb's
 * VIP bids, their stake held until they are placed or released; the player's requests in the
 * office (getbetrequests) and cancelling a waiting one (cancelbetrequest). In development, the
 * operator's decision on a bid (/__dev/bet-requests/decide).
 *
 * The office lists requests on their own rather than among the bets of getbetshistory: a request
 * is not a bet (no coefficient it plays at, no payout, no result, no cash-out), the history's
 * clearing, mail and paging are about bets, and a placed request is listed there as its bet.
 * The two lists share the spec's status ids: 1001–1006 are the requests' (server/bets/bet-status.ts).
 */
export function betRequestRoutes(app: FastifyInstance, feed: FeedService, dev: boolean) {
  const depsOf = async (): Promise<RequestDeps> => ({
    db: app.db,
    sim: await feed.simulator(),
    now: feed.now(),
  });
  const contextOf = async (request: FastifyRequest): Promise<RequestContext> => {
    const { playerId } = await app.authenticate(request);
    const { settings, variant } = app.settingsOf(request);
    return { playerId, settings, language: variant.language };
  };

  app.post<{ Body: BidBody }>(
    `${SECURE}/MakeBetBidWeb`,
    { schema: { body: ref('bets', 'makeBetBidBody') } },
    async (request) => {
      const context = await contextOf(request);
      const { VIPBetSumm: vip, ...body } = request.body;
      if (stakeOf(vip, '/VIPBetSumm') !== stakeOf(body.summ, '/summ'))
        throw bad('VIPBetSumm', 'must be the coupon’s stake (summ)');
      const country = await playerCountry(app.db, context.playerId, context.settings);
      if (!vipBetsAllowed(context.settings, country))
        throw new ApiProblem(403, 'error_bet_vip_unavailable', [
          `VIP bets are not taken in ${country} (bettingConfig.vip_bets)`,
        ]);
      const bet = betAskOf(body, body.checkCf, context.settings);
      const made = await requestBet(await depsOf(), context, { kind: 'vip', bet });
      return { success: true, data: made };
    },
  );

  app.get<{ Querystring: RequestsQuery }>(
    `${OFFICE}/getbetrequests`,
    { schema: { querystring: ref('bets', 'betRequestsQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings } = app.settingsOf(request);
      return { success: true, data: await requestsOf(app.db, playerId, request.query, settings) };
    },
  );

  app.post<{ Body: { requestId: number } }>(
    `${OFFICE}/cancelbetrequest`,
    { schema: { body: ref('bets', 'cancelBetRequestBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      return { success: true, data: await cancelRequest(app.db, playerId, request.body.requestId) };
    },
  );

  // The operator's decision on a VIP bid (tests and e2e play the platform's back office).
  if (dev)
    app.post<{ Body: { requestId: number; decision: 'approved' | 'declined' } }>(
      '/__dev/bet-requests/decide',
      { schema: { body: ref('bets', 'bidDecisionBody') } },
      async (request) => {
        const { sim, now } = await depsOf();
        const { requestId, decision } = request.body;
        const decided = await decideBid(app.db, sim, now, requestId, decision);
        return { success: true, data: { request: decided } };
      },
    );
}
