import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const BASE = '/restcore/api/External/v1/Web';

interface Country {
  id: number;
  name: string;
  code: string;
  phoneCode: string;
}
interface Sport {
  id: number;
  name: string;
  kind: string;
}

describe.each(testDbKinds())('restcore reference calls on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });
  const countries = async (query: string, headers?: Record<string, string>) => {
    const res = await get(`${BASE}/GetCountries${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: Country[] }>();
    expectContract('catalogues', 'restcoreCountriesResponse', body);
    return body.data;
  };
  const sports = async (query: string, headers?: Record<string, string>) => {
    const res = await get(`${BASE}/Sports${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: Sport[] }>();
    expectContract('catalogues', 'restcoreSportsResponse', body);
    return body.data;
  };

  it('lists the world’s countries named in lng, in that language’s order, ids kept', async () => {
    const kazakhstan: Record<string, string> = {
      en: 'Kazakhstan',
      ru: 'Казахстан',
      kk: 'Қазақстан',
      ar: 'كازاخستان',
      pt: 'Cazaquistão',
    };
    for (const [lng, name] of Object.entries(kazakhstan)) {
      const data = await countries(`?lng=${lng}`);
      expect(data.length, lng).toBe(250);
      expect(new Set(data.map((c) => c.code)).size, lng).toBe(250);
      expect(
        data.find((c) => c.id === 1),
        lng,
      ).toEqual({ id: 1, name, code: 'kz', phoneCode: '+7' });
      const names = data.map((c) => c.name);
      expect(names, lng).toEqual([...names].sort((a, b) => a.localeCompare(b, lng)));
    }
    const ru = await countries('?lng=ru');
    expect(ru.find((c) => c.code === 'gb')).toEqual({
      id: 77,
      name: 'Великобритания',
      code: 'gb',
      phoneCode: '+44',
    });
    expect(ru.find((c) => c.code === 'xk')).toMatchObject({ name: 'Косово', phoneCode: '+383' });
    expect(ru.find((c) => c.code === 'ag')).toMatchObject({ phoneCode: '+1' });
  });

  it('names countries in English for a language without names, sorted in its own order', async () => {
    const de = await countries('?lng=de');
    expect(de.find((c) => c.code === 'de')?.name).toBe('Germany');
    const names = de.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('takes the page’s language without lng, and says what the answer varies by', async () => {
    const res = await get(`${BASE}/GetCountries`, { 'x-lang': 'pt' });
    expect(res.json<{ data: Country[] }>().data.find((c) => c.code === 'br')?.name).toBe('Brasil');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toContain('x-lang');
    // The base site's own language is Russian.
    expect((await countries('')).find((c) => c.id === 77)?.name).toBe('Великобритания');
    // lng wins over the page's language.
    const withLng = await get(`${BASE}/GetCountries?lng=en`, { 'x-lang': 'pt' });
    expect(withLng.json<{ data: Country[] }>().data.find((c) => c.code === 'br')?.name).toBe(
      'Brazil',
    );
    expect(withLng.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lists every sport but the dummy in id order, named in lng, English where none', async () => {
    const ru = await sports('?lng=ru');
    const ids = ru.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).not.toContain(0);
    expect(ru.slice(0, 4)).toEqual([
      { id: 1, name: 'Футбол', kind: 'regular' },
      { id: 2, name: 'Хоккей', kind: 'regular' },
      { id: 3, name: 'Баскетбол', kind: 'regular' },
      { id: 4, name: 'Теннис', kind: 'regular' },
    ]);
    expect(ru.find((s) => s.id === 2999)).toEqual({
      id: 2999,
      name: 'Долгосрочные ставки',
      kind: 'longterm',
    });
    const cyber = ru.filter((s) => s.id >= 4005 && s.id <= 4048);
    expect(cyber.map((s) => s.id)).toEqual(Array.from({ length: 44 }, (_, i) => 4005 + i));
    expect(cyber.every((s) => s.kind === 'cyber')).toBe(true);
    expect(ru.filter((s) => s.id < 2999).length).toBeGreaterThanOrEqual(80);

    const football: Record<string, string> = {
      en: 'Football',
      pt: 'Futebol',
      kk: 'Футбол',
      ar: 'كرة القدم',
      de: 'Football',
    };
    for (const [lng, name] of Object.entries(football))
      expect((await sports(`?lng=${lng}`)).find((s) => s.id === 1)?.name, lng).toBe(name);
    expect((await sports('', { 'x-lang': 'kk' })).find((s) => s.id === 10)?.name).toBe(
      'Үстел теннисі',
    );
  });

  it('answers a malformed lng or an unknown parameter with a 400 naming it', async () => {
    for (const path of ['GetCountries', 'Sports'])
      for (const [query, detail] of [
        ['?lng=english', 'query /lng: must match the pattern ^[a-z]{2}$'],
        ['?lng=EN', 'query /lng: must match the pattern ^[a-z]{2}$'],
        ['?lng=', 'query /lng: must match the pattern ^[a-z]{2}$'],
      ] as const) {
        const res = await get(`${BASE}/${path}${query}`);
        expect(res.statusCode, `${path}${query}`).toBe(400);
        expectContract('common', 'errorResponse', res.json());
        expect(res.json(), `${path}${query}`).toMatchObject({
          success: false,
          message: 'error_bad_request',
          errors: [{ detail }],
        });
      }
    const extra = await get(`${BASE}/Sports?sport=1`);
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toContain('sport');
  });
});
