import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MachineError } from '@machines/machine-error';
import { OneTimeCodeInput } from '@/components/ui/one-time-code-input';

import { SignInError } from './sign-in-error';

export interface CodeStepProps {
  readonly title: string;
  readonly text: string;
  readonly label: string;
  readonly codeLength: number;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly error: MachineError | undefined;
  readonly onSubmit: (code: string) => void;
  /** The step's other buttons (back, resend…), after the submit button. */
  readonly children: ReactNode;
  /** Another code than digits (a recovery code): its input, and when it is whole. */
  readonly input?: {
    readonly render: (props: CodeInputProps) => ReactNode;
    readonly isWhole: (code: string) => boolean;
  };
}

export interface CodeInputProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly errorId: string | undefined;
}

/**
 * A one-time code step of sign-in (the authenticator's code, the one sent by SMS, or a recovery
 * code): digits unless the step brings its own input, submit once the code is whole; focus moves to its title once, when it appears.
 */
export function CodeStep({
  title,
  text,
  label,
  codeLength,
  submitLabel,
  busy,
  error,
  onSubmit,
  children,
  input,
}: CodeStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const ids = useId();
  const errorId = `${ids}-error`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const field = {
    id: `${ids}-code`,
    value: code,
    onChange: setCode,
    errorId: error ? errorId : undefined,
  };
  const whole = input ? input.isWhole(code) : code.length === codeLength;
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
      <h2 id={`${ids}-title`} tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p>{text}</p>
      <label htmlFor={`${ids}-code`}>{label}</label>
      {input ? input.render(field) : <OneTimeCodeInput {...field} codeLength={codeLength} />}
      {error && <SignInError error={error} id={errorId} />}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || !whole}>
          {busy ? t('auth_submitting') : submitLabel}
        </button>{' '}
        {children}
      </div>
    </form>
  );
}
