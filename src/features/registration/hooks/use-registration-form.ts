import { useMemo } from 'react';

import type { FormDefinition, RegistrationType } from '@machines/registration/registration.types';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { usePhoneCatalogue } from '@/lib/forms/use-phone-catalogue';
import { applicableFields } from '@/lib/registration/registration-rules';
import { useHydrated } from '@/lib/use-hydrated';

import { draftStore } from '../storage/drafts';

/** What the schema form of the active type needs: the fields that apply here, rules, start values. */
export function useRegistrationForm(
  form: FormDefinition | undefined,
  type: RegistrationType | undefined,
  restored: Readonly<Record<string, unknown>> | undefined,
) {
  const { settings, variant } = useLoadedSettings();
  const { globalConfig, registrationConfig } = settings;
  const catalogue = usePhoneCatalogue();
  const fields = useMemo(
    () =>
      form && type
        ? applicableFields(
            form.fields,
            type,
            globalConfig.geo_country_code,
            registrationConfig.special_list_countries,
          )
        : [],
    [form, type, globalConfig.geo_country_code, registrationConfig.special_list_countries],
  );
  const ruleContext = useMemo(
    () => ({
      phoneCountries: catalogue.rules,
      phoneRules: registrationConfig.phone_validation_rules,
      minAge: globalConfig.min_age,
    }),
    [catalogue.rules, registrationConfig.phone_validation_rules, globalConfig.min_age],
  );
  // The visitor's context gives the fields their declared defaults (country, currency, language).
  const context = useMemo(
    () => ({
      geoCountryId: globalConfig.geo_country_id,
      geoCurrencyId: globalConfig.geo_currency.id,
      language: variant.language,
    }),
    [globalConfig.geo_country_id, globalConfig.geo_currency.id, variant.language],
  );
  // Only the first render of a type's form reads it (SchemaForm starts uncontrolled); the tab's
  // drafts only once the page is the browser's (see RegistrationFlow).
  const inBrowser = useHydrated();
  const initialValues = useMemo(
    () => restored ?? (inBrowser && type ? draftStore.read(type) : undefined),
    [restored, type, inBrowser],
  );
  return {
    fields,
    ruleContext,
    context,
    // The form left for the bank (else the tab's draft of this type) wins over the context's defaults.
    initialValues,
    phoneCountries: catalogue.options,
  };
}
