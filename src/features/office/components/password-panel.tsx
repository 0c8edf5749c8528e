import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/errors';
import { isRecord } from '@/lib/api-client/values';
import { useNotifications } from '@/lib/notifications/notifications-context';
import { passwordProblem } from '@/lib/validation/password-policy';

import { putPassword } from '../api/office-endpoints';

type Field = 'old_password' | 'password' | 'password_confirmation';
type Errors = Partial<Record<Field, string>>;

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** What the browser can tell before asking the platform: the policy and the repeat. */
function localErrors(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!values.old_password) errors.old_password = 'password_old_required';
  const problem = passwordProblem(values.password);
  if (problem) errors.password = problem;
  else if (values.password === values.old_password) errors.password = 'password_same';
  if (!problem && values.password_confirmation !== values.password)
    errors.password_confirmation = 'password_mismatch';
  return errors;
}

/** Changing the password: the current one, the new one twice, and signing out every other device if asked. */
export function PasswordPanel() {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const { notify } = useNotifications();
  const ids = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    old_password: '',
    password: '',
    password_confirmation: '',
  });
  const [endOthers, setEndOthers] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setGeneral(undefined);
    const found = localErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${ids}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await client.call(putPassword, {
        old_password: base64(values.old_password),
        password: base64(values.password),
        password_confirmation: base64(values.password_confirmation),
        end_other_sessions: endOthers,
      });
      setValues({ old_password: '', password: '', password_confirmation: '' });
      setDone(true);
      notify({ kind: 'success', text: 'notification_password_changed' });
    } catch (error) {
      const fields =
        error instanceof ApiError && isRecord(error.body) && isRecord(error.body.validation_errors)
          ? (error.body.validation_errors as Partial<Record<Field, string[]>>)
          : undefined;
      if (fields)
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.[0]])));
      else
        setGeneral(
          error instanceof ApiError &&
            isRecord(error.body) &&
            typeof error.body.message === 'string'
            ? error.body.message
            : 'error_server_generic',
        );
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <div className="form-field">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <input
        id={`${ids}-${name}`}
        className="form-control"
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
      {errors[name] && (
        <p id={`${ids}-${name}-error`} className="form-field__error">
          {t(errors[name], { ns: ['office', 'common'] })}
        </p>
      )}
    </div>
  );

  return (
    <section className="password" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('office_password_title')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {field('old_password', t('office_password_old'), 'current-password')}
        {field('password', t('office_password_new'), 'new-password')}
        {field('password_confirmation', t('office_password_repeat'), 'new-password')}
        <div className="form-field form-field--checkbox">
          <input
            id={`${ids}-end`}
            type="checkbox"
            checked={endOthers}
            onChange={(e) => setEndOthers(e.target.checked)}
          />
          <label htmlFor={`${ids}-end`}>{t('office_password_end_others')}</label>
        </div>
        {general && <p role="alert">{t(general, { ns: ['office', 'common'] })}</p>}
        {done && <p role="status">{t('office_password_done')}</p>}
        <button type="submit" className="button" disabled={busy}>
          {t('office_password_submit')}
        </button>
      </form>
    </section>
  );
}
