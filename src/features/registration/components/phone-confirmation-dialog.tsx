import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';

import type { phoneConfirmationMachine } from '@machines/phone-confirmation/phone-confirmation.machine';
import { Dialog } from '@/components/ui/dialog';
import { OneTimeCodeInput } from '@/components/ui/one-time-code-input';

import { useSecondsLeft } from '../hooks/use-seconds-left';

type PhoneConfirmationActor = ActorRefFrom<typeof phoneConfirmationMachine>;

/**
 * The registration's phone-confirmation step (its child): code sent, entered, confirmed. While a
 * code is valid its field is there, with how long it stays valid and when a new one may be asked.
 */
export function PhoneConfirmationDialog({ actor }: { actor: PhoneConfirmationActor }) {
  const { t } = useTranslation(['registration', 'common']);
  const state = useSelector(actor, (s) => s);
  const [code, setCode] = useState('');
  const { phone, codeLength, canResend, error, at, resendIn, expiresIn } = state.context;
  const entering =
    state.matches({ codeSent: 'entering' }) || state.matches({ codeSent: 'checking' });
  const resendLeft = useSecondsLeft(at, resendIn);
  const minutesLeft = Math.ceil(useSecondsLeft(at, expiresIn) / 60);
  const retryAt = error?.retryAt ? Date.parse(error.retryAt) : undefined;
  const retryLeft = useSecondsLeft(retryAt, error?.retryAfter);
  const waiting = !canResend && (entering ? resendLeft : retryLeft) > 0;
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
          {minutesLeft > 0 && (
            <p className="form-hint">{t('phone_code_valid_for', { count: minutesLeft })}</p>
          )}
          <button
            type="submit"
            className="button"
            disabled={state.matches({ codeSent: 'checking' }) || code.length !== codeLength}
          >
            {t('phone_code_confirm')}
          </button>
        </form>
      )}
      {error && !(waiting && error.code === 'sms_code_resend_wait') && (
        <p id="phone-confirmation-error" className="form-field__error" role="alert">
          {t(error.code, {
            ...(retryLeft > 0 ? { count: retryLeft } : {}),
            ns: ['registration', 'common'],
          })}
          {error.attemptsLeft !== undefined
            ? ` ${t('phone_attempts_left', { count: error.attemptsLeft })}`
            : ''}
        </p>
      )}
      {waiting && (
        <p id="phone-confirmation-wait" className="form-hint">
          {t('phone_code_resend_in', { count: entering ? resendLeft : retryLeft })}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={!canResend}
        aria-describedby={waiting ? 'phone-confirmation-wait' : undefined}
        onClick={() => actor.send({ type: 'code.resend' })}
      >
        {t('phone_code_resend')}
      </button>
    </Dialog>
  );
}
