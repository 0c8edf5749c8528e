import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MachineError } from '@machines/machine-error';

import { CodeStep } from './code-step';
import { SignInError } from './sign-in-error';

interface SecondFactorStepProps {
  readonly busy: boolean;
  readonly error: MachineError | undefined;
  readonly onSubmit: (code: string) => void;
  readonly onBack: () => void;
}

/** A recovery code as typed: letters, digits, spaces and dashes; 12 letters and digits make one. */
const recoveryChars = (text: string) => text.replace(/[^0-9A-Za-z -]/g, '').toUpperCase();
const isWhole = (code: string) => code.replace(/[\s-]/g, '').length === 12;

/**
 * The second step of sign-in: the authenticator's code, or — for a player without the phone — one
 * of the recovery codes shown when two-factor was turned on. Both go to the same call.
 */
export function SecondFactorStep({ busy, error, onSubmit, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation('auth');
  const [recovery, setRecovery] = useState(false);
  const back = (
    <button type="button" className="button button--secondary" onClick={onBack}>
      {t('auth_code_back')}
    </button>
  );
  if (!recovery)
    return (
      <CodeStep
        title={t('auth_code_title')}
        text={t('auth_code_text')}
        label={t('auth_code_label')}
        codeLength={6}
        submitLabel={t('auth_code_submit')}
        busy={busy}
        error={error}
        onSubmit={onSubmit}
      >
        {back}{' '}
        <button type="button" className="button button--link" onClick={() => setRecovery(true)}>
          {t('auth_code_use_recovery')}
        </button>
      </CodeStep>
    );
  return (
    <RecoveryCodeForm busy={busy} error={error} onSubmit={onSubmit}>
      {back}{' '}
      <button type="button" className="button button--link" onClick={() => setRecovery(false)}>
        {t('auth_code_use_app')}
      </button>
    </RecoveryCodeForm>
  );
}

function RecoveryCodeForm({
  busy,
  error,
  onSubmit,
  children,
}: Omit<SecondFactorStepProps, 'onBack'> & { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const ids = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <form
      className="sign-in sign-in--code"
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      noValidate
    >
      <h2 id={`${ids}-title`}>{t('auth_code_title')}</h2>
      <p>{t('auth_recovery_text')}</p>
      <label htmlFor={`${ids}-code`}>{t('auth_recovery_label')}</label>
      <input
        id={`${ids}-code`}
        className="form-control"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
        onChange={(event) => setCode(recoveryChars(event.target.value))}
      />
      {error && <SignInError error={error} id={`${ids}-error`} />}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || !isWhole(code)}>
          {busy ? t('auth_submitting') : t('auth_code_submit')}
        </button>{' '}
        {children}
      </div>
    </form>
  );
}
