import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/errors';
import type { ManagerBetRecord } from '@/lib/api-contract/generated/api-types.ts';
import { type BetRefusal, refusalPrices } from '@/lib/bets/bet-refusal';
import { couponEventOf } from '@/lib/bets/coupon-event';
import { makeBet } from '@/lib/bets/make-bet-endpoint';
import { useOddsFormat } from '@/lib/odds/use-odds-format';
import { usePreference } from '@/lib/preferences/use-preference';

import { postDeclineManagerBet } from '../api/manager-bet-endpoints';
import { moneyProblemOf, problemText } from '../money-problem';

/** What became of the player's last action on a proposal. */
export type ActionOutcome =
  | { readonly kind: 'placed'; readonly betId: number }
  | { readonly kind: 'declined' }
  | { readonly kind: 'refused'; readonly text: string };

/** MakeBetWeb's body approving a proposal at the prices shown (the proposal's own stake). */
function approvalBody(bet: ManagerBetRecord, betGuid: string, checkCf: 0 | 1 | 2) {
  return {
    betGuid,
    summ: Number(bet.stake),
    vid: bet.vid as 0 | 1 | 2,
    ...(bet.expressNum === null ? {} : { expressNum: bet.expressNum }),
    checkCf,
    couponEvents: bet.selections.map((s) => couponEventOf(s.key, s.cNow ?? s.c)),
    approvedBet: bet.id,
  };
}

/**
 * Approving (MakeBetWeb with approvedBet, as the slip places its coupons, under the player's
 * odds-change policy) and declining the manager's proposals. Each proposal keeps its guid until
 * it is placed: a retry after a lost answer is the same bet, never a second one.
 */
export function useManagerBetActions(onDone: () => void) {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  const client = useApiClient();
  const { formatPrice } = useOddsFormat();
  const [policy] = usePreference('oddsChangePolicy');
  const checkCf = policy ?? settings.bettingConfig.bet_check_value;
  const guids = useRef(new Map<number, string>());
  const [busy, setBusy] = useState<number>();
  const [outcomes, setOutcomes] = useState<Readonly<Record<number, ActionOutcome>>>({});
  // The proposal acted on last: the section announces what became of it.
  const [latest, setLatest] = useState<number>();

  const refusalText = useCallback(
    (error: unknown) => {
      const body = (error instanceof ApiError ? error.body : undefined) as BetRefusal | undefined;
      const moved = Object.values(refusalPrices(body ?? {}) ?? {}).flatMap((u) =>
        u.price === undefined ? [] : [formatPrice(u.price)],
      );
      if (body?.message === 'error_bet_prices_changed' && moved.length > 0)
        return t('office_manager_bets_refused_prices', { prices: moved.join(', ') });
      return problemText(t, moneyProblemOf(error));
    },
    [t, formatPrice],
  );

  const act = useCallback(
    async (bet: ManagerBetRecord, action: 'approve' | 'decline') => {
      setBusy(bet.id);
      setLatest(bet.id);
      try {
        if (action === 'decline') {
          await client.call(postDeclineManagerBet, { id: bet.id });
          setOutcomes((o) => ({ ...o, [bet.id]: { kind: 'declined' } }));
        } else {
          const guid = guids.current.get(bet.id) ?? crypto.randomUUID();
          guids.current.set(bet.id, guid);
          const made = await client.call(makeBet, approvalBody(bet, guid, checkCf));
          const betId = 'bet' in made ? made.bet.id : 0;
          setOutcomes((o) => ({ ...o, [bet.id]: { kind: 'placed', betId } }));
        }
      } catch (error) {
        setOutcomes((o) => ({ ...o, [bet.id]: { kind: 'refused', text: refusalText(error) } }));
      } finally {
        setBusy(undefined);
        // Placed, declined, or refused with new prices: the list (and the balance) say which.
        onDone();
      }
    },
    [client, checkCf, refusalText, onDone],
  );

  return { busy, outcomes, latest, act };
}
