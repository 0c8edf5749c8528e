import type { FastifyInstance } from 'fastify';

import { proposeBet, type ProposeBody } from '../bets/manager-bet-proposal.ts';
import { declineProposal, managerBetsOf, type ManagerBetsQuery } from '../bets/manager-bets.ts';
import { ref } from '../contract.ts';
import type { FeedService } from '../feed/feed-service.ts';

const OFFICE = '/web-api/officeapi';

/**
 * Manager bets (auth): the player's proposals from their personal manager (getmanagerbets, each
 * waiting one with the prices now) and declining one (declinemanagerbet); approving one is
 * MakeBetWeb with approvedBet (routes/bets.ts). In development, the manager's proposal
 * (/__dev/manager-bets): the platform's back office is not part of this server.
 */
export function managerBetRoutes(app: FastifyInstance, feed: FeedService, dev: boolean) {
  const feedNow = async () => ({ sim: await feed.simulator(), now: feed.now() });

  app.get<{ Querystring: ManagerBetsQuery }>(
    `${OFFICE}/getmanagerbets`,
    { schema: { querystring: ref('manager-bets', 'managerBetsQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings, variant } = app.settingsOf(request);
      const tax = settings.bettingConfig.tax;
      const feedAt = { ...(await feedNow()), language: variant.language };
      const data = await managerBetsOf(app.db, feedAt, playerId, request.query, tax);
      return { success: true, data };
    },
  );

  app.post<{ Body: { id: number } }>(
    `${OFFICE}/declinemanagerbet`,
    { schema: { body: ref('manager-bets', 'declineManagerBetBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings, variant } = app.settingsOf(request);
      const tax = settings.bettingConfig.tax;
      const feedAt = { ...(await feedNow()), language: variant.language };
      const bet = await declineProposal(app.db, feedAt, playerId, request.body.id, tax);
      return { success: true, data: { bet } };
    },
  );

  if (dev)
    app.post<{ Body: ProposeBody }>(
      '/__dev/manager-bets',
      { schema: { body: ref('manager-bets', 'proposeManagerBetBody') } },
      async (request) => {
        const { settings, variant } = app.settingsOf(request);
        const bet = await proposeBet(
          app.db,
          await feedNow(),
          settings,
          variant.language,
          request.body,
        );
        return { success: true, data: { bet } };
      },
    );
}
