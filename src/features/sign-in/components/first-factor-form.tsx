import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MachineError } from '@machines/machine-error';
import type { Credentials, LoginType } from '@machines/sign-in/sign-in.types';
import { Tabs } from '@/components/ui/tabs';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { usePhoneCatalogue } from '@/lib/forms/use-phone-catalogue';
import { messageParams } from '@/lib/validation/message-params';
import type { RuleFailure } from '@/lib/validation/types';

import { isPhoneTab, LoginField, phoneProblem } from './login-field';
import { RememberMe, SignInError } from './sign-in-error';

/** Login tabs the sign-in form knows: the password kinds and a code by SMS. */
export type SignInTab = LoginType | 'sms';

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
  const { t } = useTranslation(['auth', 'registration']);
  const { settings } = useLoadedSettings();
  const catalogue = usePhoneCatalogue();
  const [tab, setTab] = useState<SignInTab | undefined>(tabs[0]);
  const [login, setLogin] = useState('');
  // A phone the rules refuse is said here, with its numbers, before anything is sent.
  const [problem, setProblem] = useState<RuleFailure | undefined>();
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
    const refused = isPhoneTab(tab)
      ? phoneProblem(login, catalogue, settings.registrationConfig.phone_validation_rules)
      : undefined;
    setProblem(refused);
    if (refused) return;
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
          setProblem(undefined);
        }}
      />
      <div
        id={panelId}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tab && tabs.length > 1 ? `sign-in-tab-${tab}` : undefined}
      >
        <form onSubmit={submit} noValidate>
          {tab && (
            <LoginField
              id={`${ids}-login`}
              tab={tab}
              value={login}
              onChange={(value) => {
                setLogin(value);
                setProblem(undefined);
              }}
              catalogue={catalogue}
              invalid={problem !== undefined}
              describedBy={problem || error ? errorId : undefined}
            />
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
          {problem ? (
            <p id={errorId} className="form-alert" role="alert">
              {t(problem.key, { ns: 'registration', ...messageParams(problem) })}
            </p>
          ) : (
            error && <SignInError error={error} id={errorId} />
          )}
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
