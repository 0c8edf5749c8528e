import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import { SPEC_FIELDS, SPEC_KINDS, type SpecFieldEntry } from './spec-fields';

type Declared = Pick<
  RegistrationField,
  'options_source' | 'default_from' | 'autocomplete' | 'country_field'
>;

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The table's entry for a field: by its spec identifier (id, else name), over its kind's. */
function entryOf(field: RegistrationField): SpecFieldEntry {
  return {
    ...own(SPEC_KINDS, field.type),
    ...(own(SPEC_FIELDS, field.id) ?? own(SPEC_FIELDS, field.name)),
  };
}

/** The entry with its spec-id relations turned into this form's field names (or left out). */
function resolve(
  entry: SpecFieldEntry,
  nameOf: (specId: string) => string | undefined,
  listsOptions: boolean,
): Declared {
  const out: { -readonly [K in keyof Declared]: Declared[K] } = {};
  if (entry.default_from) out.default_from = entry.default_from;
  if (entry.autocomplete) out.autocomplete = entry.autocomplete;
  const countryField = entry.country_field?.map(nameOf).find((name) => name !== undefined);
  if (countryField) out.country_field = countryField;
  if (entry.options_source && !listsOptions) {
    const params: Record<string, string> = {};
    let complete = true;
    for (const [param, specId] of Object.entries(entry.options_source.params)) {
      const name = nameOf(specId);
      if (name === undefined) complete = false;
      else params[param] = name;
    }
    // A parameter no field of this form can give: the catalogue could never be asked.
    if (complete) out.options_source = { catalogue: entry.options_source.catalogue, params };
  }
  return out;
}

const cache = new WeakMap<readonly RegistrationField[], readonly RegistrationField[]>();

/**
 * The one adapter between the platform's fields and the form engine: a definition that does not
 * say where its options come from, what it defaults to, its autocomplete token or its phone's
 * country field gets them from the spec's table (spec-fields.ts). Whatever a definition says
 * itself wins, and listed options count as saying where the options come from. The same array
 * gives the same result (unchanged fields keep their objects), so the form compiles nothing again.
 */
export function declareFields(fields: readonly RegistrationField[]): readonly RegistrationField[] {
  const hit = cache.get(fields);
  if (hit) return hit;
  const nameOf = (specId: string) =>
    (fields.find((f) => f.id === specId) ?? fields.find((f) => f.name === specId))?.name;
  let changed = false;
  const declared = fields.map((field) => {
    const table = resolve(entryOf(field), nameOf, (field.options ?? []).length > 0);
    const missing = Object.entries(table).filter(
      ([key]) => field[key as keyof Declared] === undefined,
    );
    if (missing.length === 0) return field;
    changed = true;
    return { ...field, ...Object.fromEntries(missing) };
  });
  const result = changed ? declared : fields;
  cache.set(fields, result);
  return result;
}
