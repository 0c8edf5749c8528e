import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';

import type { captchaMachine } from '@machines/captcha/captcha.machine';
import { registrationMachine } from '@machines/registration/registration.machine';
import type { RegistrationType } from '@machines/registration/registration.types';
import { captchaLogic } from '@/components/captcha/captcha-actors';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { Tabs } from '@/components/ui/tabs';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { EVENT_CODES } from '@/lib/analytics/event-codes';
import { identify, track } from '@/lib/analytics/track';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import {
  BANK_RETURN_PARAMS,
  clearBankReturn,
  readBankReturn,
  startBankPayment,
} from '@/lib/payments/bank-client';
import { applicableFields, tabIcon } from '@/lib/registration/registration-rules';
import { sessionStore } from '@/lib/session/session-store';
import { pendingSocialRegistration, startSocialSignIn } from '@/lib/social/oauth-client';
import { providerName } from '@/lib/social/providers';

import { registrationActors } from '../actors/registration-actors';
import { usePhoneCatalogue } from '../api/use-phone-catalogue';
import { WelcomeBonuses } from './welcome-bonuses';

// What shows only after the player submits, and only in some variants (phone confirmation, the
// captcha kinds, pay-and-play), loads then: the route's first paint carries the form alone.
const CaptchaDialog = lazy(() =>
  import('@/components/captcha/captcha-dialog').then((m) => ({ default: m.CaptchaDialog })),
);
const PayAndPlayDialog = lazy(() =>
  import('./pay-and-play-dialog').then((m) => ({ default: m.PayAndPlayDialog })),
);
const PhoneConfirmationDialog = lazy(() =>
  import('./phone-confirmation-dialog').then((m) => ({ default: m.PhoneConfirmationDialog })),
);
const RegistrationSuccess = lazy(() =>
  import('./registration-success').then((m) => ({ default: m.RegistrationSuccess })),
);

/** The name the form shows for a chosen currency. */
const currencyName = (
  fields: readonly { name: string; options?: readonly { id: unknown; name?: unknown }[] }[],
  id: unknown,
) => {
  const option = fields
    .find((f) => f.name === 'currency_id')
    ?.options?.find((o) => String(o.id) === String(id));
  return typeof option?.name === 'string' ? option.name : undefined;
};

interface RegistrationFlowProps {
  readonly initialType?: string;
  readonly bonusCode?: string;
  readonly idPrefix: string;
  readonly onDone: () => void;
}

/** The whole registration (page or popup): tabs, bonuses, the form, phone confirmation, captcha, result. */
export function RegistrationFlow({
  initialType,
  bonusCode,
  idPrefix,
  onDone,
}: RegistrationFlowProps) {
  const { t } = useTranslation(['registration', 'common']);
  const client = useApiClient();
  const { settings, variant } = useLoadedSettings();
  const catalogue = usePhoneCatalogue();
  const machine = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          ...registrationActors(client),
          captcha: captchaLogic(settings),
        },
      }),
    [client, settings],
  );
  const { captchaConfig, registrationConfig, globalConfig } = settings;
  const actor = useFlowActor(machine, {
    input: {
      initialType,
      bonusCode,
      captchaKind: captchaConfig.captcha_type,
      captchaRequired:
        captchaConfig.captcha_type !== 'disabled' && registrationConfig.captcha_required,
    },
  });
  const state = useSelector(actor, (s) => s);
  const { types, activeType, forms, fieldErrors, error, bonuses, result } = state.context;
  const [pendingPhone, setPendingPhone] = useState<Record<string, unknown>>();
  const registered = state.matches('registered');

  useEffect(() => {
    // The platform logged the new player in (session cookie).
    if (!registered) return;
    sessionStore.set({ authenticated: true });
    pendingSocialRegistration.clear();
    if (result) identify(result.userId);
    track(EVENT_CODES.registration, { type: activeType ?? '' });
    // Pay-and-play opens the account with the deposit paid at the bank: that is the first deposit.
    if (activeType === 'pay_and_play') track(EVENT_CODES.firstDeposit, { type: activeType });
    // Runs once per registration: the type and result are fixed once it is registered.
  }, [registered, result, activeType]);

  // A new social identity coming back from its provider registers with its token.
  const [social] = useState(() => pendingSocialRegistration.read());
  const submit = useRef((values: Record<string, unknown>) =>
    actor.send({
      type: 'form.submit',
      values: social ? { ...values, social_token: social.socialToken } : values,
    }),
  );
  const onAction = useCallback(
    (_field: string, value: string | undefined, kind: string) => {
      if (kind !== 'social_types' || !value || !activeType) return;
      startSocialSignIn({
        provider: value,
        language: variant.language,
        returnTo: `/${variant.language}/`,
        registrationType: activeType,
      });
    },
    [activeType, variant.language],
  );
  // Pay-and-play: the first deposit is paid at the bank, which sends the player back here.
  const [searchParams, setSearchParams] = useSearchParams();
  const [bankReturn] = useState(() => readBankReturn(searchParams));
  const [pendingDeposit, setPendingDeposit] = useState<Record<string, unknown>>();
  useEffect(() => {
    if (!bankReturn) return;
    clearBankReturn();
    setSearchParams(
      (params) => {
        for (const name of BANK_RETURN_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [bankReturn, setSearchParams]);
  const paidSubmitted = useRef(false);
  const editingPayAndPlay = state.matches({ ready: 'editing' }) && activeType === 'pay_and_play';
  useEffect(() => {
    if (bankReturn?.outcome !== 'paid' || !editingPayAndPlay || paidSubmitted.current) return;
    paidSubmitted.current = true;
    submit.current({ ...bankReturn.start.values, payment_reference: bankReturn.reference });
  }, [bankReturn, editingPayAndPlay]);

  const onFormSubmit = useCallback(
    (values: Record<string, unknown>) => {
      if (activeType === 'pay_and_play') setPendingDeposit(values);
      else if (
        registrationConfig.phone_confirmation &&
        typeof values.phone === 'string' &&
        values.phone
      )
        setPendingPhone(values);
      else submit.current(values);
    },
    [registrationConfig.phone_confirmation, activeType],
  );
  const onDepositCancel = useCallback(() => setPendingDeposit(undefined), []);
  const onPhoneConfirmed = useCallback(
    (token: string) => {
      if (pendingPhone) submit.current({ ...pendingPhone, phone_confirmation: token });
      setPendingPhone(undefined);
    },
    [pendingPhone],
  );
  const onPhoneCancel = useCallback(() => setPendingPhone(undefined), []);

  const form = activeType ? forms[activeType] : undefined;
  const fields = useMemo(
    () =>
      form && activeType
        ? applicableFields(
            form.fields,
            activeType,
            globalConfig.geo_country_code,
            registrationConfig.special_list_countries,
          )
        : [],
    [form, activeType, globalConfig.geo_country_code, registrationConfig.special_list_countries],
  );
  const ruleContext = useMemo(
    () => ({
      phoneCountries: catalogue.rules,
      phoneRules: registrationConfig.phone_validation_rules,
      minAge: globalConfig.min_age,
    }),
    [catalogue.rules, registrationConfig.phone_validation_rules, globalConfig.min_age],
  );
  // The form left for the bank comes back as it was; the visitor's context gives the defaults.
  const initialValues = activeType === 'pay_and_play' ? bankReturn?.start.values : undefined;
  const visitor = {
    geoCountryId: globalConfig.geo_country_id,
    geoCurrencyId: globalConfig.geo_currency.id,
    language: variant.language,
  };
  const captcha = state.children.captcha as ActorRefFrom<typeof captchaMachine> | undefined;
  const busy = state.matches('submitting');
  const panelId = `${idPrefix}-panel`;

  if (registered && result) {
    return (
      <Suspense fallback={<p role="status">{t('loading', { ns: 'common' })}</p>}>
        <RegistrationSuccess
          result={result}
          brand={settings.customizeConfig.brand}
          showSaveNotice={registrationConfig.additional.isLoginSavingNotificationVisible}
          onContinue={onDone}
        />
      </Suspense>
    );
  }
  return (
    <div className="registration">
      {state.matches('loading') && <p role="status">{t('loading', { ns: 'common' })}</p>}
      {state.matches('failed') && (
        <div role="alert">
          <p>{t(error?.code ?? 'error_server_generic', { ns: ['common', 'registration'] })}</p>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'start.retry' })}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      )}
      {state.matches({ ready: 'unavailable' }) && <p role="status">{t('reg_unavailable')}</p>}
      <Tabs
        types={types}
        active={activeType}
        label={t('reg_types_label')}
        idPrefix="registration"
        panelId={panelId}
        disabled={busy}
        caption={(type: RegistrationType) => t(`reg_tab_${type.replace(/-/g, '_')}`)}
        icon={(type: RegistrationType) => tabIcon(type, settings.authConfig.social_providers[0])}
        onSelect={(type) => actor.send({ type: 'type.select', registrationType: type })}
      />
      <div
        id={panelId}
        role={types.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={
          activeType && types.length > 1 ? `registration-tab-${activeType}` : undefined
        }
      >
        <WelcomeBonuses
          bonuses={bonuses}
          selected={state.context.bonusCode}
          legend={t('reg_bonus_legend')}
          t={(key) => t(key)}
          onSelect={(code) => actor.send({ type: 'bonus.select', bonusCode: code })}
        />
        {state.matches({ ready: 'loadingForm' }) && (
          <p role="status">{t('loading', { ns: 'common' })}</p>
        )}
        {state.matches({ ready: 'formFailed' }) && (
          <div role="alert">
            <p>{t(error?.code ?? 'error_server_generic', { ns: ['common', 'registration'] })}</p>
            <button
              type="button"
              className="button"
              onClick={() => actor.send({ type: 'fields.retry' })}
            >
              {t('retry', { ns: 'common' })}
            </button>
          </div>
        )}
        {error &&
          !state.matches('failed') &&
          !state.matches({ ready: 'formFailed' }) &&
          Object.keys(fieldErrors).length === 0 && (
            <p className="form-alert" role="alert">
              {t(error.code, { ns: ['registration', 'common'] })}
            </p>
          )}
        {social && fields.some((f) => f.type === 'social_types') && (
          <p className="form-note" role="status">
            {t('reg_social_connected', {
              provider: providerName(social.provider),
              name: social.name,
            })}
          </p>
        )}
        {bankReturn && activeType === 'pay_and_play' && !error && (
          <p className="form-note" role="status">
            {t(bankReturn.outcome === 'paid' ? 'reg_pnp_finishing' : 'reg_pnp_cancelled')}
          </p>
        )}
        {form && activeType && (state.matches({ ready: 'editing' }) || busy) && (
          <SchemaForm
            key={activeType}
            fields={fields}
            relations={form.relations}
            ruleContext={ruleContext}
            phoneCountries={catalogue.options}
            context={visitor}
            initialValues={initialValues}
            onAction={onAction}
            serverErrors={fieldErrors}
            idPrefix={`${idPrefix}-${activeType}`}
            busy={busy}
            onSubmit={onFormSubmit}
          >
            <button type="submit" className="button registration__submit" disabled={busy}>
              {busy ? t('reg_submitting') : t('reg_submit')}
            </button>
          </SchemaForm>
        )}
      </div>
      <Suspense fallback={null}>
        {pendingDeposit && (
          <PayAndPlayDialog
            currency={
              currencyName(fields, pendingDeposit.currency_id) ??
              globalConfig.geo_currency.code ??
              ''
            }
            onCancel={onDepositCancel}
            onPay={(amount) =>
              startBankPayment({
                language: variant.language,
                amount,
                currencyId: Number(pendingDeposit.currency_id) || globalConfig.geo_currency.id,
                values: pendingDeposit,
              })
            }
          />
        )}
        {pendingPhone && typeof pendingPhone.phone === 'string' && (
          <PhoneConfirmationDialog
            phone={pendingPhone.phone}
            onConfirmed={onPhoneConfirmed}
            onCancel={onPhoneCancel}
          />
        )}
        {captcha && <CaptchaDialog actor={captcha} />}
      </Suspense>
    </div>
  );
}
