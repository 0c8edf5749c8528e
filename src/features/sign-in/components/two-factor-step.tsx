import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineError } from '@machines/machine-error';
import { SignInError } from './sign-in-error';

interface TwoFactorStepProps {
  readonly checking: boolean;
  readonly error: MachineError | undefined;
  readonly onSubmit: (code: string) => void;
  readonly onBack: () => void;
}

/** The second step: the authenticator app's 6-digit code. Focus moves to its title once, when it appears. */
export function TwoFactorStep({ checking, error, onSubmit, onBack }: TwoFactorStepProps) {
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
        {t('auth_code_title')}
      </h2>
      <p>{t('auth_code_text')}</p>
      <label htmlFor={`${ids}-code`}>{t('auth_code_label')}</label>
      <input
        id={`${ids}-code`}
        className="form-control"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {error && <SignInError error={error} id={errorId} />}
      <div className="form-actions">
        <button type="submit" className="button" disabled={checking || code.length !== 6}>
          {checking ? t('auth_submitting') : t('auth_code_submit')}
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('auth_code_back')}
        </button>
      </div>
    </form>
  );
}
