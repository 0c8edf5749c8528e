import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MachineError } from '@machines/machine-error';
import type { Credentials, LoginType } from '@machines/sign-in/sign-in.types';
import { Tabs } from '@/components/ui/tabs';

import { RememberMe, SignInError } from './sign-in-error';

/** Login tabs the sign-in form knows: the password kinds and a code by SMS. */
export type SignInTab = LoginType | 'sms';

const INPUT: Readonly<
  Record<SignInTab, { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }>
> = {
  email: { type: 'email', autoComplete: 'username', inputMode: 'email' },
  phone_number: { type: 'tel', autoComplete: 'username', inputMode: 'tel' },
  id: { type: 'text', autoComplete: 'username', inputMode: 'numeric' },
  sms: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
};

interface FirstFactorFormProps {
  readonly tabs: readonly SignInTab[];
  /** The e-mail tab's caption (dictionaryConfig.login_by_email_label, translated). */
  readonly emailLabel: string | undefined;
  readonly rememberDefault: boolean;
  readonly busy: boolean;
  readonly error: MachineError | undefined;
  readonly onPassword: (credentials: Credentials, remember: boolean) => void;
  readonly onSms: (phone: string, remember: boolean) => void;
}

/** The first factor: a login and password, or (sms tab) the phone a sign-in code goes to. */
export function FirstFactorForm({
  tabs,
  emailLabel,
  rememberDefault,
  busy,
  error,
  onPassword,
  onSms,
}: FirstFactorFormProps) {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<SignInTab | undefined>(tabs[0]);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberDefault);
  const ids = useId();
  const errorId = `${ids}-error`;
  const panelId = `${ids}-panel`;
  const bySms = tab === 'sms';
  const caption = (type: SignInTab) =>
    type === 'email' && emailLabel ? emailLabel : t(`auth_tab_${type}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tab) return;
    if (tab === 'sms') onSms(login.trim(), remember);
    else onPassword({ loginType: tab, login, password }, remember);
  };
  return (
    <div className="sign-in">
      <Tabs
        types={tabs}
        active={tab}
        label={t('auth_types_label')}
        idPrefix="sign-in"
        panelId={panelId}
        disabled={busy}
        caption={caption}
        onSelect={(type) => {
          setTab(type);
          setLogin('');
        }}
      />
      <div
        id={panelId}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tab && tabs.length > 1 ? `sign-in-tab-${tab}` : undefined}
      >
        <form onSubmit={submit} noValidate>
          {tab && (
            <div className="form-field">
              <label htmlFor={`${ids}-login`}>{t(`auth_login_${tab}`)}</label>
              <input
                id={`${ids}-login`}
                className="form-control"
                required
                value={login}
                dir="ltr"
                {...INPUT[tab]}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => setLogin(event.target.value)}
              />
            </div>
          )}
          {bySms ? (
            <p className="form-hint">{t('auth_sms_intro')}</p>
          ) : (
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
          )}
          <RememberMe id={`${ids}-remember`} checked={remember} onChange={setRemember} />
          {error && <SignInError error={error} id={errorId} />}
          <button
            type="submit"
            className="button"
            disabled={busy || login.trim() === '' || (!bySms && password === '')}
          >
            {busy ? t('auth_submitting') : bySms ? t('auth_sms_send') : t('auth_submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
