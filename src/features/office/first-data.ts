import { type ApiCall, apiCall, type FirstDataArgs } from '@/lib/api-client/first-answers';
import { getBonuses } from '@/lib/money/bonus-endpoints';

import { getPromoCodes } from './api/bonus-endpoints';
import {
  getDeduceData,
  getPaymentRequests,
  getReceipt,
  postPaymentHistory,
} from './api/cashier-endpoints';
import { getDeposit, getRechargeData } from './api/deposit-endpoints';
import { firstPageCall } from './api/use-pages';
import { getUserConfig } from './api/wallet-endpoints';

/*
 * The office's money sections ask for what they show once mounted (useApi, usePages). On the
 * app's first page their loaders ask the same calls first (RegistryEntry.firstData): the
 * platform's render shows the figures instead of skeletons, and hydration starts from the same
 * answers — nothing shifts when they arrive, and the largest paint is the first.
 */

/** The payment history's page `page` (the archive only when asked for). */
export const historyPageInput = (archive: boolean) => (page: number) => ({
  is_include_archive: archive,
  page_number: page,
});

/** The withdrawal requests' page `page`. */
export const requestsPageInput = (page: number) => ({ page });

/** The receipt the address names (`?id=`), when it names one. */
export const receiptIdOf = (search: URLSearchParams): number | undefined => {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const prefetching =
  (callsOf: (url: URL) => readonly ApiCall[]) =>
  async ({ prefetch, url }: FirstDataArgs): Promise<null> => {
    await prefetch(callsOf(url));
    return null;
  };

export const accountFirstData = prefetching(() => [apiCall(getUserConfig, undefined)]);

export const rechargeFirstData = prefetching((url) => {
  const returned = url.searchParams.get('deposit');
  return [
    apiCall(getRechargeData, undefined),
    ...(returned ? [apiCall(getDeposit, { id: returned })] : []),
  ];
});

export const deduceFirstData = prefetching(() => [apiCall(getDeduceData, undefined)]);

export const requestsFirstData = prefetching(() => [
  firstPageCall(getPaymentRequests, requestsPageInput),
]);

export const historyFirstData = prefetching(() => [
  firstPageCall(postPaymentHistory, historyPageInput(false)),
]);

export const paycheckFirstData = prefetching((url) => {
  const id = receiptIdOf(url.searchParams);
  return id === undefined ? [] : [apiCall(getReceipt, { id })];
});

export const bonusesFirstData = prefetching(() => [
  apiCall(getBonuses, undefined),
  apiCall(getPromoCodes, undefined),
]);

export const bonusWagerFirstData = prefetching(() => [apiCall(getBonuses, undefined)]);
