import type { FastifyInstance } from 'fastify';

import { accountHistory, type HistoryOf } from '../cashier/history.ts';
import { paymentSourcesOf, receiptOf } from '../cashier/receipts.ts';
import { ref } from '../contract.ts';

const OFFICE = '/web-api/officeapi';

type HistoryBody = { is_include_archive?: boolean; page_number?: number };

/**
 * Payment history in the office (auth, office_historypay): the main accounts' operations, the
 * virtual (bonus) accounts', the cards and banks deposits were paid with, and one operation's
 * receipt (office_paycheck).
 */
export function paymentHistoryRoutes(app: FastifyInstance) {
  const history = (path: string, of: HistoryOf) =>
    app.post<{ Body: HistoryBody }>(
      `${OFFICE}/${path}`,
      { schema: { body: ref('withdrawals', 'historyBody') } },
      async (request) => {
        const { playerId } = await app.authenticate(request);
        const { is_include_archive: archive = false, page_number: page = 1 } = request.body;
        return {
          success: true,
          data: await accountHistory(app.db, playerId, { page, archive, of }),
        };
      },
    );
  history('gethistorypaymentmainaccount', 'main');
  history('gethistorypaymentvirtualaccount', 'bonus');

  app.get(`${OFFICE}/gethistorypaymentsource`, async (request) => {
    const { playerId } = await app.authenticate(request);
    return { success: true, data: await paymentSourcesOf(app.db, playerId) };
  });

  app.get<{ Querystring: { id: number } }>(
    `${OFFICE}/paycheck`,
    { schema: { querystring: ref('payment-history', 'paycheckQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      return { success: true, data: await receiptOf(app.db, playerId, request.query.id) };
    },
  );
}
