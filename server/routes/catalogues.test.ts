import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

describe.each(testDbKinds())('catalogue calls on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists phone countries with their calling codes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/web-api/user/getphonecountries',
      headers: { 'x-lang': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { id: number; code: string; phone_code: string }[] }>();
    expectContract('catalogues', 'phoneCountriesResponse', body);
    expect(body.data).toContainEqual({ id: 1, name: 'Kazakhstan', code: 'KZ', phone_code: '7' });
    expect(body.data).toContainEqual({
      id: 77,
      name: 'United Kingdom',
      code: 'GB',
      phone_code: '44',
    });
  });

  it('gives phone masks as CountryId, Mask, Min, Max', async () => {
    const body = (await get('/web-api/api/user/phonemasks')).json<{
      data: Record<string, unknown>[];
    }>();
    expectContract('catalogues', 'phoneMasksResponse', body);
    expect(body.data).toContainEqual({
      CountryId: 1,
      Mask: '000-000-00-00',
      Min: 10,
      Max: 10,
      Leading: '67',
    });
    expect(body.data).toContainEqual({
      CountryId: 32,
      Mask: '00-00000-0000',
      Min: 10,
      Max: 11,
      Leading: '',
    });
  });

  it('lists the regions of a country and the cities of a region', async () => {
    const regions = (await get('/web-api/getRegions?country_id=1')).json<{
      data: { id: number; name: string }[];
    }>();
    expectContract('catalogues', 'idNameListResponse', regions);
    const almaty = regions.data.find((r) => r.name === 'Almaty');
    expect(almaty).toBeDefined();
    const cities = (await get(`/web-api/getCitiesByRegion?region_id=${almaty?.id}`)).json<{
      data: { name: string }[];
    }>();
    expectContract('catalogues', 'idNameListResponse', cities);
    expect(cities.data.map((c) => c.name)).toEqual(['Almaty', 'Kaskelen', 'Talgar']);
    expect((await get('/web-api/getRegions?country_id=999')).json()).toEqual({ data: [] });
  });

  it('answers a missing or malformed parameter with a 400 naming it', async () => {
    const missing = await get('/web-api/getRegions');
    expect(missing.statusCode).toBe(400);
    expectContract('common', 'errorResponse', missing.json());
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'error_bad_request',
      errors: [{ detail: 'query /country_id: is required' }],
    });
    const wrong = await get('/web-api/getCitiesByRegion?region_id=abc');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errors: [{ detail: 'query /region_id: must be integer' }],
    });
  });
});
