import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { twoFactorMachine } from '@machines/two-factor/two-factor.machine';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { formatRetryTime } from '@/lib/format/format-retry-time';
import { useFlowActor } from '@/lib/machines/use-flow-actor';

import { twoFactorActors } from '../actors/two-factor-actors';
import { RecoveryCodesShown, RenewCodesForm } from './recovery-codes';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Two-factor sign-in: turn it on with an authenticator app (QR code or secret), off with the app's
 * code (or a recovery code); the recovery codes are shown once and can be renewed.
 */
export function TwoFactorPanel() {
  const { t, i18n } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const { settings } = useLoadedSettings();
  const machine = useMemo(
    () => twoFactorMachine.provide({ actors: twoFactorActors(client) }),
    [client],
  );
  const actor = useFlowActor(machine, {});
  const state = useSelector(actor, (s) => s);
  const [appCode, setAppCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [offCode, setOffCode] = useState('');
  const ids = useId();
  const { qr, smsSent, error, recoveryCodes, codesLeft } = state.context;
  // A refused password names its field (password_old_wrong); other refusals are the message.
  const errorKey = (error?.fields && Object.values(error.fields)[0]?.[0]) ?? error?.code;
  const errorText =
    error && errorKey
      ? t(errorKey, {
          ns: ['office', 'common'],
          // Until when wrong codes paused the second factor (error_two_factor_locked).
          time: formatRetryTime(error, i18n.language),
          defaultValue: t('error_server_generic', { ns: 'common' }),
        })
      : undefined;
  const smsWrong = error?.code === 'error_two_factor_sms_code';
  const busy =
    state.matches('enabling') ||
    state.matches('disabling') ||
    state.matches('sendingSms') ||
    state.matches('renewing');

  const enable = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'codes.submit', appCode, ...(smsSent ? { smsCode } : {}) });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'disable.submit', code: offCode });
  };

  return (
    <section className="two-factor" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('office_2fa_title')}</h2>
      {state.matches('loadingStatus') && <LoadingPlaceholder shapes={['line', 'button']} />}
      {state.matches('loadingQr') && <p role="status">{t('loading', { ns: 'common' })}</p>}
      {state.matches('statusFailed') && (
        <div role="alert">
          <p>{errorText}</p>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'status.retry' })}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      )}
      {state.matches('off') && (
        <>
          <p role="status">{t('office_2fa_off')}</p>
          {errorText && <p role="alert">{errorText}</p>}
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'enable.start' })}
          >
            {t('office_2fa_enable')}
          </button>
        </>
      )}
      {qr &&
        (state.matches('showingQr') ||
          state.matches('enabling') ||
          state.matches('sendingSms')) && (
          <form onSubmit={enable} noValidate>
            <p>{t('office_2fa_scan')}</p>
            <img
              className="two-factor__qr"
              src={qr.qrCodeUrl}
              alt={t('office_2fa_qr_alt')}
              width={180}
              height={180}
            />
            <p>
              {t('office_2fa_secret')} <code data-testid="two-factor-secret">{qr.secret}</code>
            </p>
            <label htmlFor={`${ids}-app`}>{t('office_2fa_app_code')}</label>
            <input
              id={`${ids}-app`}
              className="form-control"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={appCode}
              aria-invalid={error && !smsWrong ? true : undefined}
              aria-describedby={error && !smsWrong ? `${ids}-error` : undefined}
              onChange={(e) => setAppCode(digits(e.target.value))}
            />
            {error && !smsWrong && (
              <p id={`${ids}-error`} className="form-field__error" role="alert">
                {errorText}
              </p>
            )}
            {smsSent ? (
              <>
                <label htmlFor={`${ids}-sms`}>{t('office_2fa_sms_code')}</label>
                <input
                  id={`${ids}-sms`}
                  className="form-control"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                  value={smsCode}
                  aria-invalid={smsWrong ? true : undefined}
                  aria-describedby={smsWrong ? `${ids}-sms-error` : undefined}
                  onChange={(e) => setSmsCode(digits(e.target.value))}
                />
                {smsWrong && (
                  <p id={`${ids}-sms-error`} className="form-field__error" role="alert">
                    {errorText}
                  </p>
                )}
              </>
            ) : (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => actor.send({ type: 'sms.request' })}
              >
                {t('office_2fa_sms_request')}
              </button>
            )}
            <div className="form-actions">
              <button type="submit" className="button" disabled={busy || appCode.length !== 6}>
                {t('office_2fa_confirm')}
              </button>{' '}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => actor.send({ type: 'enable.cancel' })}
              >
                {t('office_2fa_cancel')}
              </button>
            </div>
          </form>
        )}
      {recoveryCodes && state.matches('showingCodes') && (
        <RecoveryCodesShown
          codes={recoveryCodes}
          brand={settings.customizeConfig.brand}
          onSaved={() => actor.send({ type: 'codes.saved' })}
        />
      )}
      {(state.matches('confirmingRenew') || state.matches('renewing')) && (
        <RenewCodesForm
          busy={busy}
          errorText={errorText}
          onSubmit={(proof) => actor.send({ type: 'renew.submit', proof })}
          onCancel={() => actor.send({ type: 'renew.cancel' })}
        />
      )}
      {state.matches('on') && (
        <>
          <p role="status">{t('office_2fa_on')}</p>
          <p>{t('office_2fa_codes_left', { count: codesLeft })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'renew.start' })}
          >
            {t('office_2fa_codes_renew')}
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'disable.start' })}
          >
            {t('office_2fa_disable')}
          </button>
        </>
      )}
      {(state.matches('confirmingDisable') || state.matches('disabling')) && (
        <form onSubmit={disable} noValidate>
          <label htmlFor={`${ids}-off`}>{t('office_2fa_off_code')}</label>
          <input
            id={`${ids}-off`}
            className="form-control"
            dir="ltr"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={offCode}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-off-error` : undefined}
            onChange={(e) => setOffCode(e.target.value.replace(/[^0-9A-Za-z -]/g, ''))}
          />
          {error && (
            <p id={`${ids}-off-error`} className="form-field__error" role="alert">
              {errorText}
            </p>
          )}
          <div className="form-actions">
            <button
              type="submit"
              className="button"
              disabled={busy || offCode.replace(/[\s-]/g, '').length < 6}
            >
              {t('office_2fa_disable')}
            </button>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actor.send({ type: 'disable.cancel' })}
            >
              {t('office_2fa_cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
