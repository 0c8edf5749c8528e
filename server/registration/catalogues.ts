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

/** Catalogues the registration needs, read once (they only change when the server seeds them). */
export interface Catalogues {
  readonly countries: readonly CountryRow[];
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
    'SELECT id, code, symbol, name FROM currencies ORDER BY id',
  );
  const regions = await db.query<PlaceRow>('SELECT id, country_id AS parent_id FROM regions');
  const cities = await db.query<PlaceRow>('SELECT id, region_id AS parent_id FROM cities');
  const phoneCountries = countries.map((c) => ({
    id: c.id,
    phoneCode: c.phone_code,
    mask: c.phone_mask ?? undefined,
    min: c.phone_min,
    max: c.phone_max,
    leading: c.phone_leading,
  }));
  return { countries, currencies, phoneCountries, regions, cities };
}
