import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCaptchaGate } from '@/components/captcha/use-captcha-gate';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import { useApi } from '@/lib/api-client/use-api';
import { useNotifications } from '@/lib/notifications/notifications-context';

import { getAccountData, postAccountLogin } from '../api/office-endpoints';

/** The platform's answer as message keys: the login field's, else the general one (a captcha's counts as general). */
function problemOf(error: unknown): { field?: string; general?: string } {
  const { code, fields } = machineErrorOf(error);
  if (fields?.login?.[0]) return { field: fields.login[0] };
  return { general: fields?.captcha?.[0] ?? code };
}

/** The panel's heading over placeholders of its form (field, hint, e-mail tick, Save): nothing below moves when it loads. */
function AccountLoginLoading() {
  const { t } = useTranslation('office');
  const ids = useId();
  return (
    <section className="account-login" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('office_login_title')}</h2>
      <LoadingPlaceholder shapes={['label', 'control', 'line', 'line', 'line', 'button']} />
    </section>
  );
}

/**
 * office_change_login and security_auth_by_email: the player's own login name (signs in on the
 * e-mail tab) and whether their e-mail address signs in at all.
 */
export function AccountLoginPanel() {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const { notify } = useNotifications();
  const { settings } = useLoadedSettings();
  const account = useApi(getAccountData, undefined);
  const captcha = useCaptchaGate(
    settings,
    settings.captchaConfig.captcha_type !== 'disabled' && settings.authConfig.login_captcha,
  );
  const ids = useId();
  const [edited, setEdited] = useState<{ login: string; byEmail: boolean }>();
  const [problem, setProblem] = useState<{ field?: string; general?: string }>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const data = account.data?.data;
  if (!data) return account.error ? null : <AccountLoginLoading />;
  const values = edited ?? { login: data.login ?? '', byEmail: data.auth_by_email };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setProblem({});
    const token = await captcha.pass();
    if (token === undefined) return setProblem({ general: 'captcha_dismissed' });
    setBusy(true);
    try {
      const answer = await client.call(
        postAccountLogin,
        { login: values.login.trim(), auth_by_email: values.byEmail },
        { captchaToken: token || undefined },
      );
      await account.mutate(answer, { revalidate: false });
      setEdited(undefined);
      setSaved(true);
      notify({ kind: 'success', text: 'notification_login_saved' });
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-login" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('office_login_title')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="form-field">
          <label htmlFor={`${ids}-login`}>{t('office_login_name')}</label>
          <input
            id={`${ids}-login`}
            className="form-control"
            autoComplete="username"
            dir="ltr"
            maxLength={30}
            value={values.login}
            aria-invalid={problem.field ? true : undefined}
            aria-describedby={`${ids}-hint${problem.field ? ` ${ids}-error` : ''}`}
            onChange={(e) => setEdited({ ...values, login: e.target.value })}
          />
          <p id={`${ids}-hint`} className="form-hint">
            {t('office_login_hint')}
          </p>
          {problem.field && (
            <p id={`${ids}-error`} className="form-field__error">
              {t(problem.field)}
            </p>
          )}
        </div>
        <div className="form-field form-field--checkbox">
          <input
            id={`${ids}-by-email`}
            type="checkbox"
            checked={values.byEmail}
            disabled={!data.email}
            onChange={(e) => setEdited({ ...values, byEmail: e.target.checked })}
          />
          <label htmlFor={`${ids}-by-email`}>
            {data.email
              ? t('office_login_by_email', { email: data.email })
              : t('office_login_no_email')}
          </label>
        </div>
        {problem.general && (
          <p role="alert">{t(problem.general, { ns: ['office', 'common', 'registration'] })}</p>
        )}
        {saved && <p role="status">{t('office_login_saved')}</p>}
        <button type="submit" className="button" disabled={busy}>
          {t('office_login_submit')}
        </button>
      </form>
      {captcha.dialog}
    </section>
  );
}
