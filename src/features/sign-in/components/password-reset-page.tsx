import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import {
  passwordResetMachine,
  type ResetBy,
} from '@machines/password-reset/password-reset.machine';
import { Tabs } from '@/components/ui/tabs';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { passwordProblem } from '@/lib/validation/password-policy';

import { passwordResetActors } from '../actors/sign-in-actors';

const WAYS: readonly ResetBy[] = ['email', 'phone'];

/** /{lng}/password-reset: a code to the e-mail or phone, then a new password with it. */
export function PasswordResetPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { lng = '' } = useParams();
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('reset_title'), settings.customizeConfig.brand);
  const client = useApiClient();
  const machine = useMemo(
    () => passwordResetMachine.provide({ actors: passwordResetActors(client) }),
    [client],
  );
  const actor = useFlowActor(machine, {});
  const state = useSelector(actor, (s) => s);
  const ids = useId();
  const [by, setBy] = useState<ResetBy>('email');
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [local, setLocal] = useState<string>();
  const { error, codeLength } = state.context;
  const fieldError = (name: string) => error?.fields?.[name]?.[0];
  const general =
    error && !error.fields
      ? t(
          error.code === 'error_too_many_requests' || error.code === 'sms_code_resend_wait'
            ? 'reset_wait'
            : error.code,
          { ns: ['auth', 'common'], defaultValue: t('error_server_generic', { ns: 'common' }) },
        )
      : undefined;

  const request = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'code.request', by, login });
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      passwordProblem(password) ?? (password !== confirmation ? 'password_mismatch' : undefined);
    setLocal(problem);
    if (!problem) actor.send({ type: 'reset.submit', code, password, confirmation });
  };
  const passwordError = local ?? fieldError('password') ?? fieldError('password_confirmation');

  return (
    <section className="password-reset-page" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{t('reset_title')}</h1>
      {state.matches('done') ? (
        <>
          <p role="status">{t('reset_done')}</p>
          <Link className="button" to={`/${lng}/login`}>
            {t('auth_submit')}
          </Link>
        </>
      ) : state.matches('entering') || state.matches('sending') ? (
        <>
          <Tabs
            types={WAYS}
            active={by}
            label={t('reset_by_label')}
            idPrefix="reset"
            panelId={`${ids}-panel`}
            disabled={state.matches('sending')}
            caption={(way) => t(`reset_by_${way}`)}
            onSelect={setBy}
          />
          <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`reset-tab-${by}`}>
            <form onSubmit={request} noValidate>
              <p>{t(`reset_intro_${by}`)}</p>
              <label htmlFor={`${ids}-login`}>
                {t(by === 'email' ? 'auth_login_email' : 'auth_login_phone_number')}
              </label>
              <input
                id={`${ids}-login`}
                className="form-control"
                dir="ltr"
                type={by === 'email' ? 'email' : 'tel'}
                autoComplete={by === 'email' ? 'email' : 'tel'}
                value={login}
                onChange={(e) => setLogin(e.target.value)}
              />
              {general && <p role="alert">{general}</p>}
              <button
                type="submit"
                className="button"
                disabled={state.matches('sending') || login.trim().length < 3}
              >
                {t('reset_send')}
              </button>
            </form>
          </div>
        </>
      ) : (
        <form onSubmit={reset} noValidate>
          <p role="status">{t(`reset_sent_${state.context.by}`, { login: state.context.login })}</p>
          <label htmlFor={`${ids}-code`}>{t('reset_code')}</label>
          <input
            id={`${ids}-code`}
            className="form-control"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={codeLength}
            value={code}
            aria-invalid={fieldError('code') ? true : undefined}
            aria-describedby={fieldError('code') ? `${ids}-code-error` : undefined}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          {fieldError('code') && (
            <p id={`${ids}-code-error`} className="form-field__error">
              {t(fieldError('code') ?? '', { ns: ['registration', 'auth', 'common'] })}
            </p>
          )}
          <label htmlFor={`${ids}-password`}>{t('reset_password')}</label>
          <input
            id={`${ids}-password`}
            className="form-control"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${ids}-password-error` : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          <label htmlFor={`${ids}-repeat`}>{t('reset_repeat')}</label>
          <input
            id={`${ids}-repeat`}
            className="form-control"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          {passwordError && (
            <p id={`${ids}-password-error`} className="form-field__error">
              {t(passwordError, { ns: ['auth', 'common'] })}
            </p>
          )}
          {general && <p role="alert">{general}</p>}
          <div className="form-actions">
            <button
              type="submit"
              className="button"
              disabled={state.matches('resetting') || code.length < 3}
            >
              {t('reset_submit')}
            </button>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actor.send({ type: 'code.resend' })}
            >
              {t('reset_resend')}
            </button>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actor.send({ type: 'back' })}
            >
              {t('auth_code_back')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
