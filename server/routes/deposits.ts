import type { FastifyInstance } from 'fastify';

import { depositOf, rechargeData, startDeposit } from '../cashier/deposits.ts';
import { ref } from '../contract.ts';

const OFFICE = '/web-api/officeapi';

/**
 * Deposits in the office (auth): what the deposit page offers (getrechargedata), starting one
 * (answered with the payment provider's page to send the player to), and how one ended (the page
 * the provider sends the player back to reads it).
 */
export function depositRoutes(app: FastifyInstance) {
  app.get(`${OFFICE}/getrechargedata`, async (request) => {
    const { playerId } = await app.authenticate(request);
    const { settings } = app.settingsOf(request);
    return { success: true, data: await rechargeData(app.db, playerId, settings) };
  });

  app.post<{ Body: { method: string; amount: string; request_key: string; lang?: string } }>(
    `${OFFICE}/recharge`,
    { schema: { body: ref('deposits', 'rechargeBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings, variant } = app.settingsOf(request);
      const { method, amount, request_key: requestKey, lang = variant.language } = request.body;
      const deposit = await startDeposit(app.db, {
        playerId,
        partner: variant.partner,
        method,
        amount,
        requestKey,
        lang,
        settings,
      });
      const redirectUrl = `/payment-standin/pay?deposit=${encodeURIComponent(deposit.id)}&lang=${lang}`;
      return { success: true, data: { deposit, redirect_url: redirectUrl } };
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${OFFICE}/deposit`,
    { schema: { querystring: ref('deposits', 'depositQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      return { success: true, data: await depositOf(app.db, playerId, request.query.id) };
    },
  );
}
