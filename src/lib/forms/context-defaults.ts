import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

/** What the site knows about the visitor before they type anything (the defaults' source). */
export interface VisitorContext {
  /** The country the platform located the visitor in (globalConfig.geo_country_id). */
  readonly geoCountryId?: number;
  /** That country's currency (globalConfig.geo_currency.id). */
  readonly geoCurrencyId?: number;
  /** The interface language (en, ru, …). */
  readonly language?: string;
}

const SOURCES = {
  geo_country: 'geoCountryId',
  geo_currency: 'geoCurrencyId',
  language: 'language',
} as const satisfies Record<NonNullable<RegistrationField['default_from']>, keyof VisitorContext>;

const CHOICE_KINDS: ReadonlySet<RegistrationField['type']> = new Set([
  'select',
  'dropdown',
  'list',
  'phone_country',
  'multiselect',
  'social_types',
]);

/**
 * Starting values from the visitor's context (default_from): a field with listed options takes
 * the default only when one of them is it (and then that option's own id, number or text); a
 * field whose options come from a catalogue takes it now and loses it if the loaded options lack
 * it; a free-text field takes it as is; a choice with no options takes nothing.
 */
export function contextDefaults(
  fields: readonly RegistrationField[],
  context: VisitorContext,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field.default_from) continue;
    const value = context[SOURCES[field.default_from]];
    if (value === undefined) continue;
    const listed = field.options ?? [];
    if (field.options_source || (listed.length === 0 && !CHOICE_KINDS.has(field.type))) {
      values[field.name] = value;
      continue;
    }
    const option = listed.find((o) => String(o.id) === String(value));
    if (option) values[field.name] = option.id;
  }
  return values;
}
