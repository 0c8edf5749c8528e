import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { phoneConfirmationMachine } from '@machines/phone-confirmation/phone-confirmation.machine';
import { Dialog } from '@/components/ui/dialog';
import { OneTimeCodeInput } from '@/components/ui/one-time-code-input';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';

import { phoneConfirmationActors } from '../actors/registration-actors';

interface PhoneConfirmationDialogProps {
  readonly phone: string;
  readonly onConfirmed: (token: string) => void;
  readonly onCancel: () => void;
}

/** Confirms the phone before the registration is sent: code sent, entered, confirmed. */
export function PhoneConfirmationDialog({
  phone,
  onConfirmed,
  onCancel,
}: PhoneConfirmationDialogProps) {
  const { t } = useTranslation(['registration', 'common']);
  const client = useApiClient();
  const machine = useMemo(
    () => phoneConfirmationMachine.provide({ actors: phoneConfirmationActors(client) }),
    [client],
  );
  const actor = useFlowActor(machine, { input: { phone } });
  const state = useSelector(actor, (s) => s);
  const [code, setCode] = useState('');

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const output = snapshot.output;
      if (output && 'token' in output) onConfirmed(output.token);
      else onCancel();
    });
    return () => subscription.unsubscribe();
  }, [actor, onConfirmed, onCancel]);

  const { codeLength, canResend, error } = state.context;
  const entering =
    state.matches({ codeSent: 'entering' }) || state.matches({ codeSent: 'checking' });
  return (
    <Dialog
      open
      title={t('phone_confirm_title')}
      onClose={() => actor.send({ type: 'phone.cancel' })}
      closeLabel={t('close', { ns: 'common' })}
    >
      {state.matches('sending') && <p role="status">{t('phone_code_sending')}</p>}
      {entering && (
        <form
          className="phone-confirmation"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'code.submit', code });
          }}
        >
          <p>{t('phone_code_sent', { phone })}</p>
          <label htmlFor="phone-confirmation-code">{t('phone_code_label_input')}</label>
          <OneTimeCodeInput
            id="phone-confirmation-code"
            value={code}
            codeLength={codeLength}
            onChange={setCode}
            errorId={error ? 'phone-confirmation-error' : undefined}
          />
          <button
            type="submit"
            className="button"
            disabled={state.matches({ codeSent: 'checking' }) || code.length !== codeLength}
          >
            {t('phone_code_confirm')}
          </button>
        </form>
      )}
      {error && (
        <p id="phone-confirmation-error" className="form-field__error" role="alert">
          {t(error.code, { seconds: error.retryAfter ?? '', ns: ['registration', 'common'] })}
          {error.attemptsLeft !== undefined
            ? ` ${t('phone_attempts_left', { count: error.attemptsLeft })}`
            : ''}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={!canResend}
        onClick={() => actor.send({ type: 'code.resend' })}
      >
        {t('phone_code_resend')}
      </button>
    </Dialog>
  );
}
