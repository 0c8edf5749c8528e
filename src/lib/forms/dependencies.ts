import type {
  RegistrationField,
  RegistrationFieldOptionsSource,
} from '@/config/generated/site-settings.types.ts';

/** A field whose options come from a catalogue, and the fields its call's parameters take. */
export interface CatalogueSource {
  readonly name: string;
  readonly source: RegistrationFieldOptionsSource;
}

/** The catalogue-backed fields of a definition, in its order. */
export const catalogueSources = (fields: readonly RegistrationField[]): CatalogueSource[] =>
  fields.flatMap((f) => (f.options_source ? [{ name: f.name, source: f.options_source }] : []));

/**
 * Names of the fields other fields follow (a catalogue's parameters, a phone's country): a change
 * to one of them must reach the form at once, not when the field is left.
 */
export function followedFields(fields: readonly RegistrationField[]): ReadonlySet<string> {
  const names = new Set<string>();
  for (const field of fields) {
    for (const name of Object.values(field.options_source?.params ?? {})) names.add(name);
    if (field.country_field) names.add(field.country_field);
  }
  return names;
}

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The catalogue call's input from the current values, or null while a parameter's field is empty. */
export function catalogueInput(
  source: RegistrationFieldOptionsSource,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> | null {
  const input: Record<string, unknown> = {};
  for (const [param, field] of Object.entries(source.params ?? {})) {
    const value = Object.hasOwn(values, field) ? values[field] : undefined;
    if (!hasValue(value)) return null;
    input[param] = value;
  }
  return input;
}
