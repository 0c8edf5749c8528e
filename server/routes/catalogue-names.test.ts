import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const seedData = <T>(name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../db/seed-data', name), 'utf8')) as T;

type Named = { id: number; name: string };

describe('catalogue names data', () => {
  it('names every country in every language but English (the countries’ own names)', () => {
    const names =
      seedData<Record<string, Record<string, Record<string, string>>>>('catalogue-names.json');
    const languages = seedData<{ code: string }[]>('languages.json')
      .map((l) => l.code)
      .filter((code) => code !== 'en');
    const ids = seedData<{ id: number }[]>('countries.json').map((c) => String(c.id));
    for (const language of languages)
      expect(Object.keys(names.countries?.[language] ?? {}).sort(), language).toEqual(ids.sort());
  });
});

describe.each(testDbKinds())('catalogues in the request’s language on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());
  const get = (url: string, lang?: string, host = 'localhost:8080') =>
    app.inject({ method: 'GET', url, headers: { host, ...(lang ? { 'x-lang': lang } : {}) } });

  it('names phone countries in the page’s language, same ids, in that language’s order', async () => {
    const expected: Record<string, string> = {
      en: 'Kazakhstan',
      ru: 'Казахстан',
      kk: 'Қазақстан',
      ar: 'كازاخستان',
      pt: 'Cazaquistão',
    };
    for (const [lang, name] of Object.entries(expected)) {
      const body = (await get('/web-api/user/getphonecountries', lang)).json<{
        data: (Named & { code: string })[];
      }>();
      expectContract('catalogues', 'phoneCountriesResponse', body);
      expect(
        body.data.find((c) => c.id === 1),
        lang,
      ).toMatchObject({ name, code: 'KZ' });
      const names = body.data.map((c) => c.name);
      expect(names, lang).toEqual([...names].sort(new Intl.Collator(lang).compare));
    }
    // No language asked for: the variant's default (Russian on the base site).
    const byDefault = (await get('/web-api/user/getphonecountries')).json<{ data: Named[] }>();
    expect(byDefault.data.find((c) => c.id === 77)?.name).toBe('Великобритания');
  });

  it('fills the registration form’s country options in the page’s language', async () => {
    const res = await get('/api/web/registration/v1/fields/full_reg', 'pt', 'bola.localhost:8080');
    expect(res.statusCode, res.body).toBe(200);
    const country = res
      .json<{ data: { attributes: { fields: { name: string; options?: Named[] }[] } } }>()
      .data.attributes.fields.find((f) => f.name === 'country_id');
    expect(country?.options?.find((o) => o.id === 32)?.name).toBe('Brasil');
    expect(country?.options?.find((o) => o.id === 77)?.name).toBe('Reino Unido');
  });
});
