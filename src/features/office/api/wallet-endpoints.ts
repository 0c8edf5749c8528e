import { type PlayerAccounts, playerAccountsOf } from '@/lib/account/player-accounts';
import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  AccountBody,
  BalanceResponse,
  CurrencyBody,
  UserConfigResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** The active account and the currencies the player may still open an account in (schemas/api/wallets.json). */
export const getUserConfig = defineEndpoint<void, UserConfigResponse, UserConfigResponse['data']>({
  url: '/web-api/user/getuserconfig',
  auth: true,
  transform: (raw) => raw.data,
});

/** Opens a main account in a currency the variant offers; answers the accounts. */
export const postCreateCurrencyAccount = defineEndpoint<
  CurrencyBody,
  BalanceResponse,
  PlayerAccounts
>({
  url: '/web-api/user/createCurrencyAccount',
  method: 'POST',
  auth: true,
  params: { currency_id: { type: 'int' } },
  transform: playerAccountsOf,
});

/** Closes an empty main account that is not the active one; answers the accounts. */
export const postDeleteCurrencyAccount = defineEndpoint<
  AccountBody,
  BalanceResponse,
  PlayerAccounts
>({
  url: '/web-api/user/deleteCurrencyAccount',
  method: 'POST',
  auth: true,
  params: { account_id: { type: 'int' } },
  transform: playerAccountsOf,
});
