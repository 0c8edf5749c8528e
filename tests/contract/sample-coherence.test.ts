import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfigSet } from '../../server/config/config-set.ts';
import { SettingsService } from '../../server/config/settings-service.ts';

const root = new URL('../..', import.meta.url).pathname;
const seed = <T>(name: string) =>
  JSON.parse(readFileSync(join(root, 'server/db/seed-data', name), 'utf8')) as T;
const countries =
  seed<{ id: number; alpha2: string; currency_id: number | null }[]>('countries.json');
const currencies = seed<{ id: number; code: string; symbol: string }[]>('currencies.json');

const config = loadConfigSet(join(root, 'config-samples'));
const service = new SettingsService(config);
const variants = [
  ...new Map(
    config.layers
      .filter((l) => l.match.partner !== undefined)
      .map((l) => [`${l.match.partner}|${l.match.country ?? ''}`, l.match] as const),
  ).values(),
].map(({ partner, country }) => ({ partner: partner as number, country }));

describe('each sample variant is one coherent country, currency and language', () => {
  it.each(variants)('partner $partner, country $country', (variant) => {
    const { settings } = service.serve(variant);
    const g = settings.globalConfig;
    const country = countries.find((c) => c.id === g.geo_country_id);
    expect(country?.alpha2, 'geo_country_id names geo_country_code').toBe(g.geo_country_code);
    const currency = currencies.find((c) => c.id === g.geo_currency.id);
    expect(
      { code: currency?.code, symbol: currency?.symbol },
      'geo_currency is a catalogue currency',
    ).toEqual({ code: g.geo_currency.code, symbol: g.geo_currency.symbol });
    if (country?.currency_id)
      expect(g.geo_currency.id, 'the country’s own currency').toBe(country.currency_id);
    const [language, region] = g.locale.split('_');
    expect(region, 'the locale is the country’s').toBe(g.geo_country_code);
    expect(language, 'the locale speaks the default language').toBe(g.langs_order[0]);
  });
});
