import type { FastifyInstance } from 'fastify';

import { stakeOf } from '../bets/bet-limits.ts';
import { pricesFor } from '../bets/cash-out.ts';
import { powerOffers } from '../bets/power-bet.ts';
import { saleValue, sellBet } from '../bets/sell-bet.ts';
import { ref } from '../contract.ts';
import type { FeedService } from '../feed/feed-service.ts';

const OFFICE = '/web-api/officeapi';

/**
 * Cash-out (auth): getsalebetsum answers what the player's open bet (a system: its lines summed)
 * sells for now at the feed's prices (or why it cannot be sold, naming the selection); salebet
 * sells it for the value the player saw (`summ`), a changed value refused with the new one (409).
 */
export function cashOutRoutes(app: FastifyInstance, feed: FeedService) {
  app.post<{ Body: { betId: number } }>(
    `${OFFICE}/getsalebetsum`,
    { schema: { body: ref('bets', 'saleBetSumBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings } = app.settingsOf(request);
      const bet = await saleValue({ db: app.db, feed }, playerId, request.body.betId);
      // The PowerBet offer beside the cash-out (an open bet's only), at the same moment's prices.
      const priceOf = await pricesFor(app.db, feed, [bet]);
      const powerBet = (await powerOffers(app.db, settings, [bet], priceOf)).get(bet.id);
      return {
        success: true,
        data: { betId: bet.id, cashOut: bet.cashOut, ...(powerBet && { powerBet }) },
      };
    },
  );

  app.post<{ Body: { saleBetId: number; summ: number } }>(
    `${OFFICE}/salebet`,
    { schema: { body: ref('bets', 'saleBetBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { saleBetId, summ } = request.body;
      const sold = await sellBet({ db: app.db, feed }, playerId, saleBetId, stakeOf(summ, '/summ'));
      return { success: true, data: sold };
    },
  );
}
