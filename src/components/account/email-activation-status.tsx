import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { getEmailState, postSendActivationMail } from '@/lib/account/activation-endpoints';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import { useApi } from '@/lib/api-client/use-api';

const FRESH = { revalidateOnMount: true, dedupingInterval: 0 } as const;

/**
 * Whether the signed-in player's e-mail is confirmed, and a way to have the link mailed again
 * (the registration success screen and the office). Nothing for an account without an e-mail.
 */
export function EmailActivationStatus() {
  const { t } = useTranslation('common');
  const client = useApiClient();
  // Confirmed elsewhere (the link opens in another tab or device): asked afresh whenever shown.
  const account = useApi(getEmailState, undefined, { swr: FRESH });
  const [outcome, setOutcome] = useState<{ sent?: boolean; error?: string; seconds?: number }>();
  const [busy, setBusy] = useState(false);
  const data = account.data?.data;
  // Its line kept while it loads: most accounts have an e-mail, and nothing below moves for it.
  if (!data) return account.error ? null : <LoadingPlaceholder shapes={['line']} />;
  if (!data.email) return null;
  const resend = async () => {
    setBusy(true);
    try {
      await client.call(postSendActivationMail, undefined);
      setOutcome({ sent: true });
    } catch (error) {
      const { code, retryAfter } = machineErrorOf(error);
      setOutcome({ error: code, seconds: Math.ceil(retryAfter ?? 0) });
    } finally {
      setBusy(false);
    }
  };
  if (data.email_confirmed)
    return (
      <p className="email-activation" role="status">
        {t('activation_state_confirmed', { email: data.email })}
      </p>
    );
  return (
    <div className="email-activation">
      <p>{t('activation_state_pending', { email: data.email })}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void resend()}
      >
        {t('activation_resend')}
      </button>
      {outcome?.sent && <p role="status">{t('activation_resent')}</p>}
      {outcome?.error && (
        <p role="alert">{t(outcome.error, { seconds: outcome.seconds, count: outcome.seconds })}</p>
      )}
    </div>
  );
}
