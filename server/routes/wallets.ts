import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ref } from '../contract.ts';
import {
  accountsOf,
  closeCurrencyAccount,
  currenciesToOpen,
  openCurrencyAccount,
  setActiveAccount,
} from '../ledger/wallets.ts';

/**
 * The player's wallets (auth): which main account is active, opening one in another currency the
 * variant offers (cashierConfig.wallet_currencies), closing an empty one. Each change answers
 * the account list as the balance calls do.
 */
export function walletRoutes(app: FastifyInstance) {
  const offeredTo = (request: FastifyRequest) =>
    app.settingsOf(request).settings.cashierConfig.wallet_currencies;

  app.post<{ Body: { account_id: number } }>(
    '/web-api/user/setactiveaccount',
    { schema: { body: ref('wallets', 'accountBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      await app.db.transaction((tx) => setActiveAccount(tx, playerId, request.body.account_id));
      return { success: true, data: await accountsOf(app.db, playerId) };
    },
  );

  app.post<{ Body: { currency_id: number } }>(
    '/web-api/user/createCurrencyAccount',
    { schema: { body: ref('wallets', 'currencyBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const offered = offeredTo(request);
      await app.db.transaction((tx) =>
        openCurrencyAccount(tx, playerId, request.body.currency_id, offered),
      );
      return { success: true, data: await accountsOf(app.db, playerId) };
    },
  );

  app.post<{ Body: { account_id: number } }>(
    '/web-api/user/deleteCurrencyAccount',
    { schema: { body: ref('wallets', 'accountBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      await app.db.transaction((tx) => closeCurrencyAccount(tx, playerId, request.body.account_id));
      return { success: true, data: await accountsOf(app.db, playerId) };
    },
  );

  app.get('/web-api/user/getuserconfig', async (request) => {
    const { playerId } = await app.authenticate(request);
    const accounts = await accountsOf(app.db, playerId);
    return {
      success: true,
      data: {
        active_account_id: accounts.find((a) => a.active)?.id ?? null,
        currencies_to_open: await currenciesToOpen(app.db, playerId, offeredTo(request)),
      },
    };
  });
}
