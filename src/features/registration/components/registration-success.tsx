import { useTranslation } from 'react-i18next';

import type { RegistrationResult } from '@machines/registration/registration.types';
import { EmailActivationStatus } from '@/components/account/email-activation-status';
import { downloadFile } from '@/lib/download-file';

interface RegistrationSuccessProps {
  readonly result: RegistrationResult;
  readonly brand: string;
  readonly showSaveNotice: boolean;
  readonly onContinue: () => void;
}

/** The new account's login and password, shown once, with a way to keep them. */
export function RegistrationSuccess({
  result,
  brand,
  showSaveNotice,
  onContinue,
}: RegistrationSuccessProps) {
  const { t } = useTranslation(['registration', 'common']);
  const save = () => {
    const text = `${brand}\n${t('reg_success_login')}: ${result.userId}\n${t('reg_success_password')}: ${result.password}\n`;
    downloadFile(`${brand}-login.txt`, text, 'text/plain');
  };
  return (
    <section className="registration-success" aria-labelledby="registration-success-title">
      <h2 id="registration-success-title" tabIndex={-1} ref={(el) => el?.focus()}>
        {t('reg_success_title')}
      </h2>
      {showSaveNotice && <p>{t('reg_success_save_notice')}</p>}
      <dl className="registration-success__credentials">
        <dt>{t('reg_success_login')}</dt>
        <dd data-testid="registration-login">{result.userId}</dd>
        <dt>{t('reg_success_password')}</dt>
        <dd data-testid="registration-password" dir="ltr">
          {result.password}
        </dd>
      </dl>
      <EmailActivationStatus />
      <button type="button" className="button button--secondary" onClick={save}>
        {t('reg_success_save')}
      </button>{' '}
      <button type="button" className="button" onClick={onContinue}>
        {t('reg_success_continue')}
      </button>
    </section>
  );
}
