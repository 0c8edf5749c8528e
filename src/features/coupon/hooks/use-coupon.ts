import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';

import { couponMachine } from '@machines/coupon/coupon.machine';
import type { OddsChangePolicy } from '@machines/coupon/coupon.types';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { useAdvance } from '@/lib/money/use-advance';
import { usePreference } from '@/lib/preferences/use-preference';
import { selectionsOf } from '@/lib/selections/selections';
import { useSelections } from '@/lib/selections/use-selections';

import { placeBet } from '../place-bet';

/** The preference's and the settings' checkCf ids as the machine's policies. */
export const POLICIES: readonly OddsChangePolicy[] = ['none', 'higher', 'any'];

/**
 * The bet slip's machine, fed by the selection list, the player's odds-change policy and the
 * variant's limits and taxes; its bets are placed on the platform. Once a bet is in (or a request
 * held), the list is emptied (the slip shows it until dismissed) and the balance and what may be
 * staked on advance are asked again.
 */
export function useCoupon() {
  const { settings } = useLoadedSettings();
  const client = useApiClient();
  const { clear } = useSelections();
  const [stored] = usePreference('coupon');
  // One array per stored list (useSelections makes one a render): the machine hears of changes only.
  const selections = useMemo(() => selectionsOf(stored), [stored]);
  const [chosenPolicy, setPolicy] = usePreference('oddsChangePolicy');
  const { mutate: refreshAccounts } = useAccounts({ passive: true });
  const { mutate: refreshAdvance } = useAdvance({ passive: true });
  const policy = POLICIES[chosenPolicy ?? settings.bettingConfig.bet_check_value] ?? 'none';
  const machine = useMemo(
    () =>
      couponMachine.provide({
        actors: { placeBet: fromPromise(({ input, signal }) => placeBet(client, input, signal)) },
      }),
    [client],
  );
  const actor = useFlowActor(machine, {
    input: {
      selections,
      policy,
      minStake: settings.globalConfig.geo_currency.min_sum_bet,
      maxSelections: settings.bettingConfig.coupon_max_bets,
      maxSystemSelections: settings.bettingConfig.coupon_max_bets_system,
      tax: settings.bettingConfig.tax,
    },
  });
  useEffect(() => actor.send({ type: 'selections.set', selections }), [actor, selections]);
  useEffect(() => actor.send({ type: 'policy.set', policy }), [actor, policy]);
  // A bet placed or a request held: the stake has left the account either way.
  const done = useSelector(actor, (s) => s.matches('placed') || s.matches('requested'));
  useEffect(() => {
    if (!done) return;
    clear();
    void refreshAccounts();
    void refreshAdvance();
  }, [done, clear, refreshAccounts, refreshAdvance]);
  return {
    actor,
    /** Empties the slip and the selection list it follows. */
    clear: () => {
      clear();
      actor.send({ type: 'coupon.clear' });
    },
    setPolicy: (next: OddsChangePolicy) => setPolicy(POLICIES.indexOf(next) as 0 | 1 | 2),
  };
}
