import { useLoadedSettings } from '@/config/use-settings.ts';
import { currencyMark } from '@/lib/account/player-accounts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useSession } from '@/lib/session/session-context';

/** The currency the slip's amounts are in: the player's active account, a guest's geo currency. */
export function useStakeCurrency(): string {
  const { settings } = useLoadedSettings();
  const { authenticated } = useSession();
  const { data } = useAccounts({ passive: true });
  const active = authenticated ? data?.active : undefined;
  if (active) return currencyMark(active);
  const geo = settings.globalConfig.geo_currency;
  return geo.symbol || geo.code;
}
