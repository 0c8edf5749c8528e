import type {
  RegistrationField,
  RegistrationFieldAutocomplete,
} from '@/config/generated/site-settings.types.ts';

/**
 * What the spec's own field identifiers mean, for platforms that send only the spec's fields
 * (no options_source, default_from, autocomplete, country_field). Relations name the other
 * field by its spec identifier; the adapter (declare-fields.ts) turns that into the name the
 * form uses, and leaves the relation out when the form has no such field.
 */
export interface SpecFieldEntry {
  /** Options from a catalogue; each call parameter takes the value of the field with that spec id. */
  readonly options_source?: {
    readonly catalogue: string;
    readonly params: Readonly<Record<string, string>>;
  };
  readonly default_from?: RegistrationField['default_from'];
  readonly autocomplete?: RegistrationFieldAutocomplete;
  /** Spec ids of the field holding a phone's country, in order of preference. */
  readonly country_field?: readonly string[];
}

/** The spec's field identifiers → today's behaviour, declared (spec §3, registration form field). */
export const SPEC_FIELDS: Readonly<Record<string, SpecFieldEntry>> = {
  country_id: { default_from: 'geo_country', autocomplete: 'country' },
  region_id: {
    options_source: { catalogue: 'regions', params: { country_id: 'country_id' } },
    autocomplete: 'address-level1',
  },
  city_id: {
    options_source: { catalogue: 'cities', params: { region_id: 'region_id' } },
    autocomplete: 'address-level2',
  },
  currency_id: { default_from: 'geo_currency', autocomplete: 'transaction-currency' },
  email: { autocomplete: 'email' },
  name: { autocomplete: 'given-name' },
  surname: { autocomplete: 'family-name' },
  password: { autocomplete: 'new-password' },
  password_again: { autocomplete: 'new-password' },
  // The country the player chose, else the phone-code country (the spec's phone rule reads both).
  phone: { autocomplete: 'tel', country_field: ['country_id', 'country_code_id'] },
  address: { autocomplete: 'street-address' },
  postal_code: { autocomplete: 'postal-code' },
};

/**
 * Field kinds that mean the same whatever the field is called: a birthday picker is a birthday
 * (a plain datepicker is not, even one named date_birthday).
 */
export const SPEC_KINDS: Readonly<Partial<Record<RegistrationField['type'], SpecFieldEntry>>> = {
  date_birthday: { autocomplete: 'bday' },
};
