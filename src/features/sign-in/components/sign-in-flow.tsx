import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { signInMachine } from '@machines/sign-in/sign-in.machine';
import { captchaLogic } from '@/components/captcha/captcha-actors';
import { CaptchaStep } from '@/components/captcha/captcha-step';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { useSessionStore } from '@/lib/session/session-context';

import { signInActors } from '../actors/sign-in-actors';
import { CodeStep } from './code-step';
import { FirstFactorForm, type SignInTab } from './first-factor-form';
import { SecondFactorStep } from './second-factor-step';

/** The tabs this form can show, in the operator's order from authConfig.login_types. */
const TABS: readonly SignInTab[] = ['email', 'phone_number', 'sms', 'id'];

/**
 * Sign-in: login tabs from authConfig.login_types (a password, or a code by SMS), a captcha first
 * where authConfig.login_captcha asks, then the two-factor code when the account has it on. With
 * a `challenge` (a social provider's return) it starts at that code.
 */
export function SignInFlow({ onDone, challenge }: { onDone: () => void; challenge?: string }) {
  const { t } = useTranslation('auth');
  const client = useApiClient();
  const session = useSessionStore();
  const { settings } = useLoadedSettings();
  const machine = useMemo(
    () =>
      signInMachine.provide({
        actors: { ...signInActors(client), captcha: captchaLogic(settings) },
      }),
    [client, settings],
  );
  const { captcha_type: captchaKind } = settings.captchaConfig;
  const actor = useFlowActor(machine, {
    input: {
      captchaRequired: captchaKind !== 'disabled' && settings.authConfig.login_captcha,
      captchaKind,
      challenge,
    },
  });
  const state = useSelector(actor, (s) => s);
  const done = state.status === 'done';
  useEffect(() => {
    if (!done) return;
    session.set({ authenticated: true });
    onDone();
  }, [done, onDone, session]);

  const { error, sms } = state.context;
  if (state.matches('secondStep'))
    return (
      <SecondFactorStep
        busy={state.matches({ secondStep: 'checkingCode' })}
        error={error}
        onSubmit={(code) => actor.send({ type: 'code.submit', code })}
        onBack={() => actor.send({ type: 'twoFactor.back' })}
      />
    );
  if (
    sms &&
    (state.matches('smsCode') || state.matches('sendingSmsCode') || state.matches('captcha'))
  )
    return (
      <>
        <CodeStep
          title={t('auth_sms_code_title')}
          text={t('auth_sms_code_text', { phone: sms.phone })}
          label={t('auth_sms_code_label')}
          codeLength={sms.codeLength}
          submitLabel={t('auth_submit')}
          busy={!state.matches({ smsCode: 'entering' })}
          error={error}
          onSubmit={(code) => actor.send({ type: 'sms.submit', code })}
        >
          <button
            type="button"
            className="button button--secondary"
            disabled={!state.matches({ smsCode: 'entering' })}
            onClick={() => actor.send({ type: 'sms.resend' })}
          >
            {t('auth_sms_resend')}
          </button>{' '}
          <button
            type="button"
            className="button button--link"
            onClick={() => actor.send({ type: 'sms.back' })}
          >
            {t('auth_sms_change_phone')}
          </button>
        </CodeStep>
        <CaptchaStep actor={state.children.captcha} />
      </>
    );
  const labelKey = settings.dictionaryConfig.login_by_email_label;
  return (
    <>
      <FirstFactorForm
        tabs={settings.authConfig.login_types.filter((tab): tab is SignInTab =>
          (TABS as readonly string[]).includes(tab),
        )}
        emailLabel={labelKey ? t(labelKey, { ns: ['auth', 'common'] }) : undefined}
        rememberDefault={settings.authConfig.remember_me_default}
        busy={!state.matches('editing')}
        error={error}
        onPassword={(credentials, remember) =>
          actor.send({ type: 'credentials.submit', credentials, remember })
        }
        onSms={(phone, remember) => actor.send({ type: 'sms.request', phone, remember })}
      />
      <CaptchaStep actor={state.children.captcha} />
    </>
  );
}
