import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MachineError } from '@machines/machine-error';

import { type CodeInputProps, CodeStep, type CodeStepProps } from './code-step';

interface SecondFactorStepProps {
  readonly busy: boolean;
  readonly error: MachineError | undefined;
  readonly onSubmit: (code: string) => void;
  readonly onBack: () => void;
}

/** A recovery code as typed: letters, digits, spaces and dashes; 12 letters and digits make one. */
const RECOVERY_LENGTH = 12;
const recoveryChars = (text: string) => text.replace(/[^0-9A-Za-z -]/g, '').toUpperCase();

const RECOVERY_INPUT: NonNullable<CodeStepProps['input']> = {
  isWhole: (code) => code.replace(/[\s-]/g, '').length === RECOVERY_LENGTH,
  render: ({ id, value, onChange, errorId }: CodeInputProps) => (
    <input
      id={id}
      className="form-control"
      dir="ltr"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      value={value}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange(recoveryChars(event.target.value))}
    />
  ),
};

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
    <CodeStep
      title={t('auth_code_title')}
      text={t('auth_recovery_text')}
      label={t('auth_recovery_label')}
      codeLength={RECOVERY_LENGTH}
      submitLabel={t('auth_code_submit')}
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      input={RECOVERY_INPUT}
    >
      {back}{' '}
      <button type="button" className="button button--link" onClick={() => setRecovery(false)}>
        {t('auth_code_use_app')}
      </button>
    </CodeStep>
  );
}
