import type { FastifyInstance, FastifyRequest } from 'fastify';

import { advanceStanding, standingOnWire } from '../bets/advances.ts';
import { betAskOf, checkBatch, type CouponEvent, type MakeBetBody } from '../bets/bet-request.ts';
import { requestBet } from '../bets/bet-requests.ts';
import { inLegacyNames, legacyAsks, type PutBetsCommonBody } from '../bets/legacy-coupon.ts';
import { checkLobbyAsk, type LobbyAsk, publishWritten } from '../bets/lobby-publish.ts';
import { type BetContext, makeBets, type WrittenBet } from '../bets/make-bet.ts';
import { approveManagerBet } from '../bets/manager-bet-approval.ts';
import { activeAccount } from '../bets/place-bet.ts';
import { isPowerBetBody, makePowerBet } from '../bets/power-bet-placement.ts';
import { autoBetOf } from '../bets/request-asks.ts';
import { ref } from '../contract.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import type { FeedService } from '../feed/feed-service.ts';

const SECURE = '/service-api/LiveBet/Secure';

interface MultiBody {
  readonly checkCf?: number;
  readonly userIdBonus?: number;
  readonly avanceBet?: boolean;
  readonly bets: readonly { betGuid: string; summ: number; couponEvents: CouponEvent[] }[];
}

/**
 * Placing bets (auth, betting side §7): MakeBetWeb places one coupon (a single, an express or a
 * system k of n); MakeBetWebMulti several singles at once, all or none. Prices are the feed's at
 * the platform's now under the player's odds-change policy (checkCf); the same betGuid again
 * answers the bet it placed. MakeBetWeb with isAutoBet asks for an auto-bet instead: a request
 * whose stake is held until the feed reaches autoBetCf (server/bets/bet-requests.ts).
 * putbetscommon, older clients' common call, places their coupons the same way
 * (server/bets/legacy-coupon.ts). MakeBetWeb with isPowerBet tops up the open bet saleBetId at
 * today's higher price (server/bets/power-bet.ts); with approvedBet it places a manager's
 * proposal the player approves (server/bets/manager-bet-approval.ts).
 */
export function betRoutes(app: FastifyInstance, feed: FeedService) {
  const contextOf = async (request: FastifyRequest): Promise<BetContext> => {
    const { playerId } = await app.authenticate(request);
    const { settings, variant } = app.settingsOf(request);
    return { playerId, settings, language: variant.language, now: app.clock.now() };
  };

  app.post<{ Body: MakeBetBody & LobbyAsk }>(
    `${SECURE}/MakeBetWeb`,
    { schema: { body: ref('bets', 'makeBetBody') } },
    async (request) => {
      const context = await contextOf(request);
      // withLobby: the coupon published to the lobby with the bet, in its transaction.
      const publish = checkLobbyAsk(request.body, app.settingsOf(request).settings);
      if (isPowerBetBody(request.body)) {
        if (publish)
          throw new ApiProblem(400, 'error_bad_request', [
            'body /withLobby: a PowerBet top-up is not published to the lobby',
          ]);
        const made = await makePowerBet({ db: app.db, feed }, context, request.body);
        return {
          success: true,
          data: { bet: made.bets[0]!, balance: made.balance, limits: made.limits },
        };
      }
      if (request.body.approvedBet !== undefined) {
        if (publish)
          throw new ApiProblem(400, 'error_bad_request', [
            "body /withLobby: a manager's proposal is not published to the lobby",
          ]);
        return {
          success: true,
          data: await approveManagerBet({ db: app.db, feed }, context, request.body),
        };
      }
      const auto = autoBetOf(request.body, context.settings);
      if (auto) {
        const deps = { db: app.db, sim: await feed.simulator(), now: feed.now() };
        return { success: true, data: await requestBet(deps, context, auto) };
      }
      const ask = betAskOf(request.body, request.body.checkCf, context.settings);
      const hooks = publish
        ? {
            written: (tx: Queryable, written: readonly WrittenBet[]) =>
              publishWritten(tx, context.playerId, written),
          }
        : {};
      const made = await makeBets({ db: app.db, feed }, context, [ask], hooks);
      return {
        success: true,
        data: { bet: made.bets[0]!, balance: made.balance, limits: made.limits },
      };
    },
  );

  // What an advance bet may stake now (auth, though under Open as the spec lists it). A bonus
  // named in the coupon cannot stake an advance: nothing is available then.
  app.post<{ Body: { userIdBonus?: number } }>(
    '/service-api/LiveBet/Open/GetAvance',
    { schema: { body: ref('bets', 'getAvanceBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const account = await activeAccount(app.db, playerId);
      const standing = await advanceStanding(app.db, playerId, account.currency_id);
      const data = standingOnWire(
        request.body.userIdBonus === undefined ? standing : { ...standing, available: 0n },
      );
      return { success: true, data };
    },
  );

  app.post<{ Body: MultiBody }>(
    `${SECURE}/MakeBetWebMulti`,
    { schema: { body: ref('bets', 'makeBetMultiBody') } },
    async (request) => {
      const context = await contextOf(request);
      const { bets, checkCf, userIdBonus, avanceBet } = request.body;
      checkBatch(
        bets.map((bet) => bet.betGuid),
        context.settings,
        '/bets',
      );
      const asks = bets.map((bet, index) =>
        betAskOf(
          { ...bet, vid: 0, userIdBonus, avanceBet },
          checkCf,
          context.settings,
          `/bets/${index}`,
        ),
      );
      const made = await makeBets({ db: app.db, feed }, context, asks);
      return { success: true, data: made };
    },
  );

  // The common placement call of older clients (putbetscommon): their coupons, in their field
  // names, placed as MakeBetWeb (`coupon`) or MakeBetWebMulti (`coupons`) places them.
  app.post<{ Body: PutBetsCommonBody }>(
    '/web-api/datalinelive/putbetscommon',
    { schema: { body: ref('bets', 'putBetsCommonBody') } },
    async (request) => {
      const context = await contextOf(request);
      return inLegacyNames(async () => {
        const { asks, many } = legacyAsks(request.body, context.playerId, context.settings);
        const made = await makeBets({ db: app.db, feed }, context, asks);
        if (many) return { success: true, data: made };
        const { bets, balance, limits } = made;
        return { success: true, data: { bet: bets[0]!, balance, limits } };
      });
    },
  );
}
