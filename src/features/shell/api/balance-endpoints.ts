import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { BalanceResponse } from '@/lib/api-contract/generated/api-types.ts';

/** The main account's money as the header shows it. */
export interface MainBalance {
  readonly money: number;
  readonly currencySymbol: string;
}

/** The player's accounts (schemas/api/balance.json), reduced to the main one. */
export const getBalance = defineEndpoint<void, BalanceResponse, MainBalance | undefined>({
  url: '/account-api/user/balance',
  auth: true,
  transform: (raw) => {
    const main = raw.data.find((account) => account.active && account.Bonus === 0) ?? raw.data[0];
    return main ? { money: main.money, currencySymbol: main.currencySymbol } : undefined;
  },
});
