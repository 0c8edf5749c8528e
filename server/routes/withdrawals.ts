import type { FastifyInstance } from 'fastify';

import {
  cancelWithdrawal,
  deduceData,
  requestWithdrawal,
  withdrawalsOf,
} from '../cashier/withdrawals.ts';
import { ref } from '../contract.ts';

const OFFICE = '/web-api/officeapi';

/**
 * The cashier in the office (auth): what the withdrawal page offers (getdeducedata), asking for
 * one (the amount reserved at once), the player's requests (payment_requests), cancelling a
 * pending one.
 */
export function withdrawalRoutes(app: FastifyInstance) {
  app.get(`${OFFICE}/getdeducedata`, async (request) => {
    const { playerId } = await app.authenticate(request);
    const { settings } = app.settingsOf(request);
    return { success: true, data: await deduceData(app.db, playerId, settings) };
  });

  app.post<{ Body: { method: string; amount: string; request_key: string } }>(
    `${OFFICE}/deduce`,
    { schema: { body: ref('withdrawals', 'deduceBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings } = app.settingsOf(request);
      const { method, amount, request_key: requestKey } = request.body;
      const made = await requestWithdrawal(app.db, {
        playerId,
        method,
        amount,
        requestKey,
        settings,
      });
      return { success: true, data: made };
    },
  );

  app.get<{ Querystring: { page?: number } }>(
    `${OFFICE}/paymentrequests`,
    { schema: { querystring: ref('withdrawals', 'requestsQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      return {
        success: true,
        data: await withdrawalsOf(app.db, playerId, request.query.page ?? 1),
      };
    },
  );

  app.post<{ Body: { request_id: number } }>(
    `${OFFICE}/cancelpaymentrequest`,
    { schema: { body: ref('withdrawals', 'requestBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      return {
        success: true,
        data: await cancelWithdrawal(app.db, playerId, request.body.request_id),
      };
    },
  );
}
