import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { cashOutMachine } from '@machines/cash-out/cash-out.machine';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { CashOut } from '@/lib/api-contract/generated/api-types.ts';
import { useFlowActor } from '@/lib/machines/use-flow-actor';

import { cashOutActors } from '../actors/cash-out-actors';
import { problemText } from '../money-problem';

/**
 * An open bet's cash-out: the value the history listed on its button; pressed, the value now is
 * asked of the platform and the player asked to confirm it; a value that moved before the sale is
 * shown and asked again. Sold, `onSold` refreshes the history and the balance.
 */
export function BetCashOut({
  betId,
  offer,
  amountText,
  onSold,
}: {
  readonly betId: number;
  readonly offer: CashOut;
  /** An amount as the page writes money. */
  readonly amountText: (amount: string) => string;
  readonly onSold: (betId: number, amount: string) => void;
}) {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const machine = useMemo(
    () => cashOutMachine.provide({ actors: cashOutActors(client) }),
    [client],
  );
  const actor = useFlowActor(machine, { input: { betId } });
  const state = useSelector(actor, (s) => s);
  const { value, changed, reason, amount, error } = state.context;
  const sold = state.matches('sold');
  useEffect(() => {
    if (sold && amount) onSold(betId, amount);
    // onSold is the history's refresh, called once when the sale is done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sold]);

  const why = (code: string) =>
    t('office_bets_cashout_unavailable', {
      reason: t(`office_bets_cashout_reason_${code}`, { defaultValue: code }),
    });
  // Sold: the history says so (the section's notice, then the bet listed as cashed out).
  if (sold) return null;
  if (offer.status === 'unavailable')
    return <p className="bet-card__cashout">{why(offer.reason)}</p>;
  if (offer.status !== 'available') return null;
  const busy = state.matches('quoting') || state.matches('selling');
  return (
    <div className="bet-card__cashout">
      {error && (
        <p className="form-alert" role="alert">
          {problemText(t, { key: error.code })}
        </p>
      )}
      {state.matches('refused') && reason && (
        <p className="form-alert" role="alert">
          {why(reason)}
        </p>
      )}
      {state.matches('confirming') && value ? (
        <div role="group" aria-labelledby={`cashout-${betId}-ask`} className="confirm-box">
          <p id={`cashout-${betId}-ask`} role={changed ? 'alert' : undefined}>
            {t(changed ? 'office_bets_cashout_changed' : 'office_bets_cashout_confirm', {
              id: betId,
              value: amountText(value),
            })}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'cashout.confirm' })}
          >
            {t('office_bets_cashout_yes')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'cashout.cancel' })}
          >
            {t('office_bets_cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => actor.send({ type: 'cashout.ask' })}
        >
          {t('office_bets_cashout', { value: amountText(offer.value) })}
        </button>
      )}
    </div>
  );
}
