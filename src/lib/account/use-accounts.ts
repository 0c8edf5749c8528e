import { PASSIVE_VIEW, useApi } from '@/lib/api-client/use-api';

import { getAccounts } from './account-endpoints';

/**
 * The player's accounts, one cached answer for the whole app: the header and the office show the
 * same figures, and `mutate` with a wallet call's answer (which is the account list) updates both.
 * `passive` reads the cache without asking on mount or focus (the header's polling timer keeps it
 * fresh).
 */
export const useAccounts = ({ passive = false }: { passive?: boolean } = {}) =>
  useApi(getAccounts, undefined, passive ? { swr: PASSIVE_VIEW } : {});
