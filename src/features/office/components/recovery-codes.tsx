import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RenewProof } from '@machines/two-factor/two-factor.machine';
import { logger } from '@/lib/logger';

/**
 * A new set of recovery codes, shown this once: the player copies or downloads them and says so
 * before the panel moves on (the platform keeps only their hashes).
 */
export function RecoveryCodesShown({
  codes,
  brand,
  onSaved,
}: {
  codes: readonly string[];
  brand: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('office');
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      (error: unknown) => logger.warn('recovery codes: the clipboard refused', error),
    );
  return (
    <div className="recovery-codes">
      <p>{t('office_2fa_codes_intro')}</p>
      <ol className="recovery-codes__list" dir="ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('office_2fa_codes_copy')}
        </button>{' '}
        <a
          className="button button--secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${brand}\n\n${text}\n`)}`}
          download={`${brand.replace(/[^\p{L}\p{N}]+/gu, '-')}-recovery-codes.txt`}
        >
          {t('office_2fa_codes_download')}
        </a>{' '}
        <button type="button" className="button" onClick={onSaved}>
          {t('office_2fa_codes_saved')}
        </button>
      </div>
      {copied && <p role="status">{t('office_2fa_codes_copied')}</p>}
    </div>
  );
}

/** Asks for the password or the app's current code before a new set replaces the old one. */
export function RenewCodesForm({
  busy,
  errorText,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  errorText: string | undefined;
  onSubmit: (proof: RenewProof) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('office');
  const ids = useId();
  const [by, setBy] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(by === 'password' ? { password: value } : { code: value });
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('office_2fa_codes_renew_text')}</p>
      <fieldset>
        <legend>{t('office_2fa_codes_renew_by')}</legend>
        {(['password', 'code'] as const).map((kind) => (
          <div key={kind} className="form-field form-field--checkbox">
            <input
              id={`${ids}-${kind}`}
              type="radio"
              name={`${ids}-by`}
              checked={by === kind}
              onChange={() => {
                setBy(kind);
                setValue('');
              }}
            />
            <label htmlFor={`${ids}-${kind}`}>
              {t(kind === 'password' ? 'office_2fa_codes_by_password' : 'office_2fa_app_code')}
            </label>
          </div>
        ))}
      </fieldset>
      <label htmlFor={`${ids}-proof`}>
        {t(by === 'password' ? 'office_2fa_codes_by_password' : 'office_2fa_app_code')}
      </label>
      <input
        id={`${ids}-proof`}
        className="form-control"
        type={by === 'password' ? 'password' : 'text'}
        {...(by === 'code'
          ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }
          : { autoComplete: 'current-password' })}
        value={value}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${ids}-error` : undefined}
        onChange={(e) =>
          setValue(by === 'code' ? e.target.value.replace(/\D/g, '') : e.target.value)
        }
      />
      {errorText && (
        <p id={`${ids}-error`} className="form-field__error" role="alert">
          {errorText}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || value === ''}>
          {t('office_2fa_codes_renew')}
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('office_2fa_cancel')}
        </button>
      </div>
    </form>
  );
}
