import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineError } from '@machines/machine-error';
import { SignInError } from './sign-in-error';

interface SmsCodeStepProps {
  readonly phone: string;
  readonly codeLength: number;
  readonly busy: boolean;
  readonly error: MachineError | undefined;
  readonly onSubmit: (code: string) => void;
  readonly onResend: () => void;
  readonly onBack: () => void;
}

/** The code sent by SMS: typed back to sign in; a new code or another number on request. */
export function SmsCodeStep({ phone, codeLength, busy, error, onSubmit, onResend, onBack }: SmsCodeStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const ids = useId();
  const errorId = `${ids}-error`;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <form className="sign-in sign-in--code" onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h2 id={`${ids}-title`} tabIndex={-1} ref={title}>
        {t('auth_sms_code_title')}
      </h2>
      <p>
        {t('auth_sms_code_text', { phone })}
      </p>
      <label htmlFor={`${ids}-code`}>{t('auth_sms_code_label')}</label>
      <input
        id={`${ids}-code`}
        className="form-control"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {error && <SignInError error={error} id={errorId} />}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || code.length !== codeLength}>
          {busy ? t('auth_submitting') : t('auth_submit')}
        </button>{' '}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onResend}>
          {t('auth_sms_resend')}
        </button>{' '}
        <button type="button" className="button button--link" onClick={onBack}>
          {t('auth_sms_change_phone')}
        </button>
      </div>
    </form>
  );
}
