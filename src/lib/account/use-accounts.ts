import { useApi } from '@/lib/api-client/use-api';

import { getAccounts } from './account-endpoints';

// A view that shows the accounts without asking for them: someone else keeps them fresh (the
// header's polling timer), and every view of the app reads the same cached answer.
const PASSIVE = {
  revalidateOnMount: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} as const;

/**
 * The player's accounts, one cached answer for the whole app: the header and the office show the
 * same figures, and `mutate` with a wallet call's answer (which is the account list) updates both.
 * `passive` reads the cache without asking on mount or focus.
 */
export const useAccounts = ({ passive = false }: { passive?: boolean } = {}) =>
  useApi(getAccounts, undefined, passive ? { swr: PASSIVE } : {});
