import { useId, useState } from 'react';
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

/**
 * The new account's login and, when the platform made one up, its password: shown once, with
 * a file and the clipboard to keep them, and no way on until the player says they kept them
 * (an account whose password is lost is lost).
 */
export function RegistrationSuccess({
  result,
  brand,
  showSaveNotice,
  onContinue,
}: RegistrationSuccessProps) {
  const { t } = useTranslation(['registration', 'common']);
  const ids = useId();
  const generated = result.password !== undefined;
  const [kept, setKept] = useState(!generated);
  const [copied, setCopied] = useState(false);
  const text = [
    brand,
    `${t('reg_success_login')}: ${result.userId}`,
    ...(generated ? [`${t('reg_success_password')}: ${result.password}`] : []),
    '',
  ].join('\n');
  const copy = () =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section className="registration-success" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} tabIndex={-1} ref={(el) => el?.focus()}>
        {t('reg_success_title')}
      </h2>
      {showSaveNotice && (
        <p>{t(generated ? 'reg_success_save_notice' : 'reg_success_login_notice')}</p>
      )}
      <dl className="registration-success__credentials">
        <dt>{t('reg_success_login')}</dt>
        <dd data-testid="registration-login" dir="ltr">
          {result.userId}
        </dd>
        {generated && (
          <>
            <dt>{t('reg_success_password')}</dt>
            <dd data-testid="registration-password" dir="ltr">
              {result.password}
            </dd>
          </>
        )}
      </dl>
      <EmailActivationStatus />
      <div className="form-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => downloadFile(`${brand}-login.txt`, text, 'text/plain')}
        >
          {t('reg_success_save')}
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={copy}>
          {t('reg_success_copy')}
        </button>
      </div>
      <p role="status">{copied ? t('reg_success_copied') : ''}</p>
      {generated && (
        <div className="form-field form-field--checkbox">
          <input
            id={`${ids}-kept`}
            type="checkbox"
            checked={kept}
            onChange={(event) => setKept(event.target.checked)}
          />
          <label htmlFor={`${ids}-kept`}>{t('reg_success_kept')}</label>
        </div>
      )}
      <button type="button" className="button" disabled={!kept} onClick={onContinue}>
        {t('reg_success_continue')}
      </button>
    </section>
  );
}
