import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { AccountBody, BalanceResponse } from '@/lib/api-contract/generated/api-types.ts';

import { type PlayerAccounts, playerAccountsOf } from './player-accounts';

/** The player's accounts (schemas/api/balance.json) as the spec's three lists. */
export const getAccounts = defineEndpoint<void, BalanceResponse, PlayerAccounts>({
  url: '/account-api/user/balance',
  auth: true,
  transform: playerAccountsOf,
});

/** Makes one of the player's main accounts the active one; answers the accounts. */
export const postSetActiveAccount = defineEndpoint<AccountBody, BalanceResponse, PlayerAccounts>({
  url: '/web-api/user/setactiveaccount',
  method: 'POST',
  auth: true,
  params: { account_id: { type: 'int' } },
  transform: playerAccountsOf,
});
