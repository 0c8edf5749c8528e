import { useTranslation } from 'react-i18next';

import type { MachineError } from '@machines/machine-error';
import { formatRetryTime } from '@/lib/format/format-retry-time';

const NAMESPACES = ['auth', 'registration', 'common'];

/**
 * The platform's error as the player reads it: the field's message when it names one, how long to
 * wait on a limit, and until when on a growing delay (the sign-in's, the second factor's pause).
 */
export function SignInError({ error, id }: { error: MachineError; id: string }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const fieldKey = error.fields && Object.values(error.fields)[0]?.[0];
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 0) / 60));
  const text =
    error.code === 'error_too_many_requests'
      ? t('auth_too_many', { count: minutes })
      : t(fieldKey ?? error.code, {
          ns: NAMESPACES,
          count: error.retryAfter,
          time: formatRetryTime(error, i18n.language),
          defaultValue: t('error_server_generic', { ns: 'common' }),
        });
  return (
    <p id={id} className="form-alert" role="alert">
      {text}
      {error.attemptsLeft !== undefined &&
        ` ${t('phone_attempts_left', { ns: 'registration', count: error.attemptsLeft })}`}
    </p>
  );
}

/** "Remember me": whether the session outlives the browser (authConfig.remember_me_default ticks it). */
export function RememberMe({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{t('auth_remember')}</label>
    </div>
  );
}
