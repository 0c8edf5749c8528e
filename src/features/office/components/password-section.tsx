import { useTranslation } from 'react-i18next';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useDocumentTitle } from '@/lib/use-document-title';

import { PasswordPanel } from './password-panel';

/** office_change_password: the password form on its own page (Security has it too). */
export function PasswordSection() {
  const { t } = useTranslation('office');
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_password_title'), settings.customizeConfig.brand);
  return (
    <section aria-labelledby="office-password-title">
      <h1 id="office-password-title">{t('office_password_title')}</h1>
      <PasswordPanel />
    </section>
  );
}
