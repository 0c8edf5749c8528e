import { useMemo, useState } from 'react';

import type { FormDefinition, RegistrationType } from '@machines/registration/registration.types';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApi } from '@/lib/api-client/use-api';
import { applicableFields } from '@/lib/registration/registration-rules';

import { getCitiesByRegion, getRegions } from '../api/registration-endpoints';
import { usePhoneCatalogue } from '../api/use-phone-catalogue';

const WATCHED = ['country_id', 'region_id'];

/** What the schema form of the active type needs: the fields that apply here, rules, start values. */
export function useRegistrationForm(
  form: FormDefinition | undefined,
  type: RegistrationType | undefined,
  restored: Readonly<Record<string, unknown>> | undefined,
) {
  const { settings } = useLoadedSettings();
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
  // The visitor's country and currency come preselected.
  const initialValues = useMemo(() => {
    const values: Record<string, unknown> = { ...restored };
    if (
      values.country_id === undefined &&
      fields.some(
        (f) =>
          f.name === 'country_id' && f.options?.some((o) => o.id === globalConfig.geo_country_id),
      )
    )
      values.country_id = globalConfig.geo_country_id;
    if (
      values.currency_id === undefined &&
      fields.some(
        (f) =>
          f.name === 'currency_id' && f.options?.some((o) => o.id === globalConfig.geo_currency.id),
      )
    )
      values.currency_id = globalConfig.geo_currency.id;
    return values;
  }, [fields, restored, globalConfig.geo_country_id, globalConfig.geo_currency.id]);
  // Regions of the chosen country and cities of the chosen region come from the catalogues.
  const [watched, setWatched] = useState<Readonly<Record<string, unknown>>>({});
  const countryId = Number(watched.country_id ?? initialValues.country_id) || undefined;
  const regionId = Number(watched.region_id) || undefined;
  const has = (name: string) => fields.some((f) => f.name === name);
  const regions = useApi(
    getRegions,
    countryId && has('region_id') ? { country_id: countryId } : null,
  );
  const cities = useApi(
    getCitiesByRegion,
    regionId && has('city_id') ? { region_id: regionId } : null,
  );
  const optionOverrides = useMemo(
    () => ({
      ...(regions.data ? { region_id: regions.data.data } : {}),
      ...(cities.data ? { city_id: cities.data.data } : {}),
    }),
    [regions.data, cities.data],
  );
  return {
    fields,
    ruleContext,
    initialValues,
    phoneCountries: catalogue.options,
    defaultCountryId: globalConfig.geo_country_id,
    optionOverrides,
    watch: WATCHED,
    onWatchedChange: setWatched,
  };
}
