import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiClient } from '@/lib/api-client/api-client-context';
import type { BetsHistoryMailBody } from '@/lib/api-contract/generated/api-types.ts';

import { postBetsHistoryMail, postClearBetsHistory } from '../api/bet-history-endpoints';
import { RefusalAlert } from './refusal-alert';

/**
 * "Clear history" (office_bets_history_clear: hides settled bets, after the player confirms) and
 * "Send history by e-mail" (office_bets_history_mail: the filtered history to their e-mail).
 */
export function BetHistoryActions({
  canClear,
  canMail,
  filters,
  onCleared,
  onNotice,
}: {
  readonly canClear: boolean;
  readonly canMail: boolean;
  readonly filters: BetsHistoryMailBody;
  readonly onCleared: () => void;
  readonly onNotice: (text: string) => void;
}) {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  if (!canClear && !canMail) return null;

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await call();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const clear = () =>
    run(async () => {
      const { hidden } = await client.call(postClearBetsHistory, undefined);
      setConfirming(false);
      onNotice(t('office_bets_cleared', { hidden }));
      onCleared();
    });
  const mail = () =>
    run(async () => {
      const { email } = await client.call(postBetsHistoryMail, filters);
      onNotice(t('office_bets_mail_sent', { email }));
    });

  return (
    <div className="office-bets__actions">
      {error !== undefined && <RefusalAlert error={error} />}
      {confirming ? (
        <div role="group" aria-labelledby="office-bets-clear-ask" className="confirm-box">
          <p id="office-bets-clear-ask">{t('office_bets_clear_confirm')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void clear()}
          >
            {t('office_bets_clear_yes')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(false)}
          >
            {t('office_bets_cancel')}
          </button>
        </div>
      ) : (
        canClear && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(true)}
          >
            {t('office_bets_clear')}
          </button>
        )
      )}
      {canMail && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void mail()}
        >
          {t('office_bets_mail')}
        </button>
      )}
    </div>
  );
}
