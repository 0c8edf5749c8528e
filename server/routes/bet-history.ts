import type { FastifyInstance } from 'fastify';

import { betHistory, clearBetHistory, type HistoryQuery } from '../bets/bet-history.ts';
import { ref } from '../contract.ts';

const OFFICE = '/web-api/officeapi';

/**
 * The bets history in the office (auth, office_history): the player's bets of a period with their
 * selections, prices, results and payouts, filtered by the spec's status ids and the bet's type,
 * a page at a time; and clearing it (office_bets_history_clear), which hides settled bets and
 * deletes nothing.
 */
export function betHistoryRoutes(app: FastifyInstance) {
  app.get<{ Querystring: HistoryQuery }>(
    `${OFFICE}/getbetshistory`,
    { schema: { querystring: ref('bets', 'betsHistoryQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings } = app.settingsOf(request);
      const now = Math.floor(Date.now() / 1000);
      return {
        success: true,
        data: await betHistory(app.db, playerId, request.query, settings, now),
      };
    },
  );

  app.post(`${OFFICE}/clearbetshistory`, async (request) => {
    const { playerId } = await app.authenticate(request);
    return { success: true, data: { hidden: await clearBetHistory(app.db, playerId) } };
  });
}
