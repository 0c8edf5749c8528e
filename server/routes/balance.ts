import type { FastifyInstance, FastifyRequest } from 'fastify';

import { accountsOf } from '../ledger/wallets.ts';

/** The player's accounts (auth), as the spec lists them (server/ledger/wallets.ts). */
export function balanceRoutes(app: FastifyInstance) {
  const balance = async (request: FastifyRequest) => {
    const { playerId } = await app.authenticate(request);
    return { success: true, data: await accountsOf(app.db, playerId) };
  };
  app.get('/account-api/user/balance', balance);
  app.post('/web-api/user/balance', balance);
}
