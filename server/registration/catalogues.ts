import type { PhoneCountry } from '../../src/lib/validation/types.ts';
import type { Db } from '../db/db.ts';

export interface CountryRow {
  id: number;
  name: string;
  alpha2: string;
  phone_code: string;
  phone_mask: string | null;
  phone_min: number;
  phone_max: number;
  phone_leading: string;
  min_age: number | null;
}

export interface CurrencyRow {
  id: number;
  code: string;
  symbol: string;
  name: string;
}

/** A region of a country, or a city of a region (the getRegions / getCitiesByRegion rows). */
export interface PlaceRow {
  id: number;
  parent_id: number;
}

/** Names per language: `${catalogue}:${id}:${language}` → name (catalogue_names). */
export type CatalogueNames = ReadonlyMap<string, string>;

/** Catalogues the registration needs, read once (they only change when the server seeds them). */
export interface Catalogues {
  /** In English, by English name; `countriesIn` names and orders them for a language. */
  readonly countries: readonly CountryRow[];
  readonly names: CatalogueNames;
  readonly currencies: readonly CurrencyRow[];
  readonly phoneCountries: readonly PhoneCountry[];
  readonly regions: readonly PlaceRow[];
  readonly cities: readonly PlaceRow[];
}

export async function loadCatalogues(db: Db): Promise<Catalogues> {
  const countries = await db.query<CountryRow>(
    'SELECT id, name, alpha2, phone_code, phone_mask, phone_min, phone_max, phone_leading, min_age FROM countries ORDER BY name',
  );
  const currencies = await db.query<CurrencyRow>(
    // An id without a code is reserved in the source table: no one registers or pays in it.
    "SELECT id, code, symbol, name FROM currencies WHERE code <> '' ORDER BY id",
  );
  const regions = await db.query<PlaceRow>('SELECT id, country_id AS parent_id FROM regions');
  const cities = await db.query<PlaceRow>('SELECT id, region_id AS parent_id FROM cities');
  const nameRows = await db.query<{
    catalogue: string;
    item_id: number;
    language: string;
    name: string;
  }>('SELECT catalogue, item_id, language, name FROM catalogue_names');
  const names = new Map(
    nameRows.map((r) => [`${r.catalogue}:${r.item_id}:${r.language}`, r.name] as const),
  );
  const phoneCountries = countries.map((c) => ({
    id: c.id,
    phoneCode: c.phone_code,
    mask: c.phone_mask ?? undefined,
    min: c.phone_min,
    max: c.phone_max,
    leading: c.phone_leading,
  }));
  return { countries, names, currencies, phoneCountries, regions, cities };
}

/** An item's name in a language, else its own (English) name. */
export const nameIn = (
  names: CatalogueNames,
  catalogue: string,
  item: { readonly id: number; readonly name: string },
  language: string,
): string => names.get(`${catalogue}:${item.id}:${language}`) ?? item.name;

// Per catalogue set and served language (a variant's few languages): sorted once.
const ordered = new WeakMap<Catalogues, Map<string, readonly CountryRow[]>>();

/** The countries named in a language and in that language's alphabetical order (ids unchanged). */
export function countriesIn(catalogues: Catalogues, language: string): readonly CountryRow[] {
  let byLanguage = ordered.get(catalogues);
  if (!byLanguage) ordered.set(catalogues, (byLanguage = new Map<string, readonly CountryRow[]>()));
  let list = byLanguage.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = catalogues.countries
      .map((c) => ({ ...c, name: nameIn(catalogues.names, 'countries', c, language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(language, list);
  }
  return list;
}
