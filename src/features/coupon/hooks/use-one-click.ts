import { useCallback, useEffect, useRef, useState } from 'react';

import type {
  OddsChangePolicy,
  PlaceBetInput,
  PlaceBetOutput,
} from '@machines/coupon/coupon.types';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { parseMinor } from '@/lib/money/minor';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import { usePreference } from '@/lib/preferences/use-preference';
import { type Selection, selectionsOf } from '@/lib/selections/selections';
import { useSession } from '@/lib/session/session-context';

import { placeBet } from '../place-bet';

/** What the last one-click bet came to. */
export type OneClickResult =
  | { readonly status: 'placing'; readonly selection: Selection }
  | { readonly status: 'placed'; readonly selection: Selection; readonly betId: string }
  | { readonly status: 'refused'; readonly selection: Selection; readonly code: string }
  | { readonly status: 'unanswered'; readonly selection: Selection };

/** The single a one-click bet places: the outcome at the price clicked, the fixed stake. */
export const oneClickInput = (
  selection: Selection,
  stake: string,
  policy: OddsChangePolicy,
  betGuid: string,
): PlaceBetInput => ({
  kind: 'single',
  systemSize: undefined,
  stake: parseMinor(stake) ?? 0n,
  policy,
  selections: [{ key: selection.key, gameId: selection.gameId, price: selection.c }],
  betGuid,
  betGuids: [betGuid],
});

/**
 * One-click betting where the variant offers it (couponConfig.one_click_bet; the `oneClickStake` preference: the fixed stake, null when off). While it is
 * on, a signed-in player's click on a price places a single at that price with the stake, straight
 * away: the new selection is placed and taken off the list again, whatever the answer. A lost
 * answer is tried once more under the same guid (never placed twice); still none, the player is
 * told to look at their bets.
 */
export function useOneClick(policy: OddsChangePolicy, offered: boolean) {
  const [stake, setStake] = usePreference('oneClickStake');
  const { authenticated } = useSession();
  const store = usePreferencesStore();
  const client = useApiClient();
  const { mutate: refreshAccounts } = useAccounts({ passive: true });
  const [result, setResult] = useState<OneClickResult | undefined>();
  const placing = useRef(new Set<string>());

  const place = useCallback(
    async (selection: Selection, fixedStake: string) => {
      placing.current.add(selection.key);
      setResult({ status: 'placing', selection });
      const input = oneClickInput(selection, fixedStake, policy, crypto.randomUUID());
      let answer: PlaceBetOutput | undefined;
      for (let attempt = 0; attempt < 2 && !answer; attempt += 1)
        answer = await placeBet(client, input).catch(() => undefined);
      // Off the list again: one-click bets never wait in the slip.
      const list = selectionsOf(store.get('coupon'));
      void store.set('coupon', {
        ...store.get('coupon'),
        couponEvents: list.filter((s) => s.key !== selection.key),
      });
      placing.current.delete(selection.key);
      if (!answer) setResult({ status: 'unanswered', selection });
      else if (answer.status === 'placed') {
        setResult({ status: 'placed', selection, betId: answer.bet.betIds[0] ?? '' });
        void refreshAccounts();
      } else if (answer.status === 'refused')
        setResult({ status: 'refused', selection, code: answer.code });
      // One-click places bets now (no mode): the platform answers no request to it.
    },
    [client, policy, store, refreshAccounts],
  );

  // Only where the variant offers it (couponConfig.one_click_bet).
  const active = offered && authenticated && stake !== null;
  useEffect(() => {
    if (!active || stake === null) return undefined;
    let known = new Set(selectionsOf(store.get('coupon')).map((s) => s.key));
    return store.subscribe(() => {
      const list = selectionsOf(store.get('coupon'));
      const added = list.filter((s) => !known.has(s.key) && !placing.current.has(s.key));
      known = new Set(list.map((s) => s.key));
      for (const selection of added) void place(selection, stake);
    });
  }, [active, stake, store, place]);

  return { stake, setStake, active, result, dismiss: () => setResult(undefined) };
}
