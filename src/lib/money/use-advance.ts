import { PASSIVE_VIEW, useApi } from '@/lib/api-client/use-api';
import { useSession } from '@/lib/session/session-context';

import { getAvance } from './advance-endpoints';

/** One input for every view: one cached answer the slip and the office share. */
const ASKED = {};

/**
 * The signed-in player's advance standing (GetAvance: available, outstanding, blocked), asked
 * each time a view that shows it comes (an advance placed or repaid meanwhile changes it); a
 * guest's is not asked. `passive` reads the cache without asking, for `mutate` after a bet.
 */
export function useAdvance({ passive = false }: { passive?: boolean } = {}) {
  const { authenticated } = useSession();
  return useApi(getAvance, authenticated ? ASKED : null, {
    swr: passive ? PASSIVE_VIEW : { dedupingInterval: 0 },
  });
}
