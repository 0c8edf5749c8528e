import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';

import type { registrationMachine } from '@machines/registration/registration.machine';
import type { FormDefinition } from '@machines/registration/registration.types';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { useLoadedSettings } from '@/config/use-settings.ts';
import type { BankReturn } from '@/lib/payments/bank-client';
import type { PendingSocialRegistration } from '@/lib/social/oauth-client';
import { startSocialSignIn } from '@/lib/social/oauth-client';
import { providerName } from '@/lib/social/providers';

import { useRegistrationForm } from '../hooks/use-registration-form';
import { draftStore } from '../storage/drafts';
import { RegistrationSkeleton } from './registration-skeleton';
import { RetryAlert } from './retry-alert';

interface RegistrationFormPanelProps {
  readonly state: SnapshotFrom<typeof registrationMachine>;
  readonly social?: PendingSocialRegistration;
  readonly bankReturn?: BankReturn;
  readonly idPrefix: string;
  readonly onSubmit: (values: Record<string, unknown>) => void;
  readonly onRetry: () => void;
}

type FormValues = Readonly<Record<string, unknown>>;

/** A form's values without its password fields: what may wait in the tab while the player is away. */
const withoutPasswords = (values: FormValues, fields: readonly { name: string; type: string }[]) =>
  Object.fromEntries(
    Object.entries(values).filter(([name]) =>
      fields.some((f) => f.name === name && f.type !== 'password'),
    ),
  );

/** The social form the player left for the provider (the consent tick, the country…), on return. */
const socialFormOf = (social: PendingSocialRegistration | undefined, form?: FormDefinition) =>
  social && form?.fields.some((f) => f.type === 'social_types') ? social.formValues : undefined;

/** The active type's form with what the flow has to say about it (loading, errors, notes). */
export function RegistrationFormPanel(props: RegistrationFormPanelProps) {
  const { state, social, bankReturn, idPrefix, onSubmit, onRetry } = props;
  const { t } = useTranslation(['registration', 'common']);
  const { variant } = useLoadedSettings();
  const { activeType, forms, fieldErrors, error, restoredValues } = state.context;
  const form = activeType ? forms[activeType] : undefined;
  const { fields, ...formProps } = useRegistrationForm(
    form,
    activeType,
    restoredValues ?? socialFormOf(social, form),
  );
  const onAction = useCallback(
    (_field: string, value: string | undefined, kind: string, values: FormValues) => {
      if (kind !== 'social_types' || !value || !activeType) return;
      startSocialSignIn({
        provider: value,
        language: variant.language,
        returnTo: `/${variant.language}/`,
        registrationType: activeType,
        formValues: withoutPasswords(values, fields),
      });
    },
    [activeType, variant.language, fields],
  );
  const keepDraft = useCallback(
    (values: Readonly<Record<string, unknown>>) => {
      if (activeType) draftStore.save(activeType, values, fields);
    },
    [activeType, fields],
  );
  const busy = state.matches('submitting');
  const formFailed = state.matches({ ready: 'formFailed' });
  const noticeKey = bankReturn?.outcome === 'paid' ? 'reg_pnp_finishing' : 'reg_pnp_cancelled';
  return (
    <>
      {state.matches({ ready: 'loadingForm' }) && <RegistrationSkeleton />}
      {formFailed && <RetryAlert code={error?.code} onRetry={onRetry} />}
      {error &&
        !formFailed &&
        !state.matches('failed') &&
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
          {t(noticeKey)}
        </p>
      )}
      {state.matches({ submitting: 'leftForBank' }) && (
        <p className="form-note" role="status">
          {t('reg_pnp_leaving')}
        </p>
      )}
      {form && activeType && (state.matches({ ready: 'editing' }) || busy) && (
        <SchemaForm
          key={activeType}
          fields={fields}
          relations={form.relations}
          {...formProps}
          onAction={onAction}
          onValuesChange={keepDraft}
          serverErrors={fieldErrors}
          idPrefix={`${idPrefix}-${activeType}`}
          busy={busy}
          onSubmit={onSubmit}
        >
          <button type="submit" className="button registration__submit" disabled={busy}>
            {busy ? t('reg_submitting') : t('reg_submit')}
          </button>
        </SchemaForm>
      )}
    </>
  );
}
