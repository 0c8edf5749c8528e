import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signInMachine, type LoginType } from '@machines/sign-in/sign-in.machine';
import type { MachineError } from '@machines/machine-error';
import { Tabs } from '@/components/ui/tabs';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { sessionStore } from '@/lib/session/session-store';
import { signInActors } from '../actors/sign-in-actors';

const PASSWORD_TYPES: readonly LoginType[] = ['email', 'phone_number', 'id'];
const INPUT: Readonly<
  Record<LoginType, { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }>
> = {
  email: { type: 'email', autoComplete: 'username', inputMode: 'email' },
  phone_number: { type: 'tel', autoComplete: 'username', inputMode: 'tel' },
  id: { type: 'text', autoComplete: 'username', inputMode: 'numeric' },
};

/** The platform's error as the player reads it (rate limits say how long to wait). */
function ErrorText({ error, id }: { error: MachineError; id: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 0) / 60));
  return (
    <p id={id} className="form-alert" role="alert">
      {error.code === 'error_too_many_requests'
        ? t('auth_too_many', { minutes })
        : t(error.code, {
            ns: ['auth', 'common'],
            defaultValue: t('error_server_generic', { ns: 'common' }),
          })}
    </p>
  );
}

/** Sign-in: login tabs from authConfig.login_types, the password, then the two-factor code when asked. */
export function SignInFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const client = useApiClient();
  const { settings } = useLoadedSettings();
  const machine = useMemo(() => signInMachine.provide({ actors: signInActors(client) }), [client]);
  const actor = useFlowActor(machine, {});
  const state = useSelector(actor, (s) => s);
  const types = settings.authConfig.login_types.filter((type): type is LoginType =>
    (PASSWORD_TYPES as readonly string[]).includes(type),
  );
  const [loginType, setLoginType] = useState<LoginType | undefined>(types[0]);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const ids = useId();
  const done = state.status === 'done';

  useEffect(() => {
    if (!done) return;
    sessionStore.set({ authenticated: true });
    onDone();
  }, [done, onDone]);

  const { error } = state.context;
  const errorId = `${ids}-error`;
  // Focus moves to the second step once, when it appears (not on every render: the player types there).
  const secondStep = state.matches('secondStep');
  const codeTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (secondStep) codeTitle.current?.focus();
  }, [secondStep]);
  if (secondStep) {
    const checking = state.matches({ secondStep: 'checkingCode' });
    const submit = (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'code.submit', code });
    };
    return (
      <form
        className="sign-in sign-in--code"
        onSubmit={submit}
        aria-labelledby={`${ids}-code-title`}
        noValidate
      >
        <h2 id={`${ids}-code-title`} tabIndex={-1} ref={codeTitle}>
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
        {error && <ErrorText error={error} id={errorId} />}
        <div className="form-actions">
          <button type="submit" className="button" disabled={checking || code.length !== 6}>
            {checking ? t('auth_submitting') : t('auth_code_submit')}
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'twoFactor.back' })}
          >
            {t('auth_code_back')}
          </button>
        </div>
      </form>
    );
  }

  const checking = state.matches('checkingPassword');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loginType)
      actor.send({ type: 'credentials.submit', credentials: { loginType, login, password } });
  };
  const panelId = `${ids}-panel`;
  return (
    <div className="sign-in">
      <Tabs
        types={types}
        active={loginType}
        label={t('auth_types_label')}
        idPrefix="sign-in"
        panelId={panelId}
        disabled={checking}
        caption={(type) => t(`auth_tab_${type}`)}
        onSelect={(type) => {
          setLoginType(type);
          setLogin('');
        }}
      />
      <div
        id={panelId}
        role={types.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={loginType && types.length > 1 ? `sign-in-tab-${loginType}` : undefined}
      >
        <form onSubmit={submit} noValidate>
          {loginType && (
            <div className="form-field">
              <label htmlFor={`${ids}-login`}>{t(`auth_login_${loginType}`)}</label>
              <input
                id={`${ids}-login`}
                className="form-control"
                required
                value={login}
                dir="ltr"
                {...INPUT[loginType]}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => setLogin(event.target.value)}
              />
            </div>
          )}
          <div className="form-field">
            <label htmlFor={`${ids}-password`}>{t('auth_password')}</label>
            <input
              id={`${ids}-password`}
              className="form-control"
              type="password"
              required
              autoComplete="current-password"
              value={password}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error && <ErrorText error={error} id={errorId} />}
          <button
            type="submit"
            className="button"
            disabled={checking || login.trim() === '' || password === ''}
          >
            {checking ? t('auth_submitting') : t('auth_submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
