import { useTranslation } from 'react-i18next';

import { EmailActivationStatus } from '@/components/account/email-activation-status';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AccountLoginPanel } from './account-login-panel';
import { PasswordPanel } from './password-panel';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** office_security: how the player signs in — password, login name and e-mail, two-factor sign-in, and where they are signed in. */
export function SecuritySection() {
  const { t } = useTranslation('office');
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_security_title'), settings.customizeConfig.brand);
  return (
    <section aria-labelledby="office-security-title">
      <h1 id="office-security-title">{t('office_security_title')}</h1>
      <PasswordPanel />
      <AccountLoginPanel />
      <EmailActivationStatus />
      <TwoFactorPanel />
      <SessionsPanel />
    </section>
  );
}
