import type { RegistrationField } from '../../src/config/generated/site-settings.types.ts';
import { catalogueInput } from '../../src/lib/forms/dependencies.ts';
import type { Catalogues, PlaceRow } from './catalogues.ts';

/** The platform's side of the client's catalogue registry: catalogue id → rows and the parent param. */
const PLACES: Readonly<
  Record<string, { rows: (c: Catalogues) => readonly PlaceRow[]; parent: string }>
> = {
  regions: { rows: (c) => c.regions, parent: 'country_id' },
  cities: { rows: (c) => c.cities, parent: 'region_id' },
};

const isId = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/**
 * Fields whose value is not among the options their catalogue gives for the chosen parent (a
 * region of another country, a city of another region), as the definitions declare it
 * (options_source). An unknown catalogue or a missing parent leaves the value unchecked here.
 */
export function catalogueMismatches(
  fields: readonly RegistrationField[],
  submitted: Readonly<Record<string, unknown>>,
  catalogues: Catalogues,
): string[] {
  const wrong: string[] = [];
  for (const field of fields) {
    const value = submitted[field.name];
    const place = field.options_source && PLACES[field.options_source.catalogue];
    if (!place || value === undefined || value === null || value === '') continue;
    const parent = catalogueInput(field.options_source, submitted)?.[place.parent];
    // The parent's own check reports a parent that is not an id.
    if (!isId(parent)) continue;
    const ok =
      isId(value) &&
      place
        .rows(catalogues)
        .some(
          (row) => String(row.id) === String(value) && String(row.parent_id) === String(parent),
        );
    if (!ok) wrong.push(field.name);
  }
  return wrong;
}
