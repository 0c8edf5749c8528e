import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { buildTestServer } from '../testing/test-server.ts';

const root = join(import.meta.dirname, '../..');
const locales = join(root, 'src/locales');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const dictionaryIds = readJson(join(locales, 'dictionaries.json')) as Record<string, string>;
const languages = readdirSync(locales, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

interface DictionaryMapBody {
  data: { type: string; id: string; attributes: { dictionaryMap: unknown } };
}

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'betframe-dist-'));
  app = await buildTestServer({ configDir: join(root, 'config-samples'), distDir });
});
afterAll(async () => {
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** GET /translation-api/by-lang/:lang, checked to be a 200, with its map parsed. */
async function dictionaryMap(lang: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: `/translation-api/by-lang/${lang}` });
  expect(res.statusCode).toBe(200);
  const body = res.json<DictionaryMapBody>();
  expect(typeof body.data.attributes.dictionaryMap).toBe('string');
  return JSON.parse(body.data.attributes.dictionaryMap as string) as Record<string, string>;
}

describe('GET /translation-api/by-lang/:lang', () => {
  it('answers the dictionary map as a JSON string of dictionary id → generated file', async () => {
    const res = await app.inject({ method: 'GET', url: '/translation-api/by-lang/en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json<DictionaryMapBody>();
    expectContract('translation', 'dictionaryMapResponse', body);
    expect(body.data.type).toBe('dictionary-map');
    expect(body.data.id).toBe('en');
    expect(typeof body.data.attributes.dictionaryMap).toBe('string');

    const map = JSON.parse(body.data.attributes.dictionaryMap as string) as Record<string, string>;
    expect(Object.keys(map).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(dictionaryIds).toEqual({
      '1': 'common',
      '2': 'info',
      '3': 'registration',
      '4': 'auth',
      '5': 'office',
      '6': 'frames',
      '7': 'sportsbook',
      '8': 'statistics',
      '9': 'toto',
    });
    expect(map['1']).toMatch(/^en\/common\.[0-9a-f]{10}\.json$/);
    expect(map['2']).toMatch(/^en\/info\.[0-9a-f]{10}\.json$/);
    expect(map['3']).toMatch(/^en\/registration\.[0-9a-f]{10}\.json$/);
  });

  it('serves every generated file as the source dictionary, cacheable for good', async () => {
    const map = await dictionaryMap('en');
    for (const [id, namespace] of Object.entries(dictionaryIds)) {
      const res = await app.inject({ method: 'GET', url: `/genfiles/web-app-v2/${map[id]}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.json()).toEqual(readJson(join(locales, 'en', `${namespace}.json`)));
      expectContract('translation', 'dictionaryFile', res.json());
    }
  });

  it('answers an unknown language with a JSON:API 404 in the one error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/translation-api/by-lang/xx' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ errors: { status: string; detail: string }[] }>();
    expect(body.errors[0]?.status).toBe('404');
    expect(body.errors[0]?.detail).toContain('xx');
    expectContract('common', 'jsonApiErrors', body);
    expectContract('common', 'errorResponse', body);
  });

  it.each([
    'en/common.0000000000.json',
    'en/common.json',
    'xx/common.0000000000.json',
    '../locales/en/common.json',
  ])('answers the unknown generated file %s with 404', async (path) => {
    const res = await app.inject({ method: 'GET', url: `/genfiles/web-app-v2/${path}` });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toEqual(
      expect.any(String),
    );
  });

  it('knows every language directory of src/locales', () => {
    expect(languages).toEqual(['ar', 'en', 'kk', 'pt', 'ru']);
  });

  it.each(languages)('maps both dictionaries of %s to files that serve them', async (lang) => {
    const map = await dictionaryMap(lang);
    expect(Object.keys(map).sort()).toEqual(Object.keys(dictionaryIds).sort());
    for (const [id, namespace] of Object.entries(dictionaryIds)) {
      expect(map[id]).toMatch(new RegExp(`^${lang}/${namespace}\\.[0-9a-f]{10}\\.json$`));
      const res = await app.inject({ method: 'GET', url: `/genfiles/web-app-v2/${map[id]}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(readJson(join(locales, lang, `${namespace}.json`)));
    }
  });

  it('names each language’s files apart', async () => {
    const paths = await Promise.all(
      languages.map(async (lang) => Object.values(await dictionaryMap(lang))),
    );
    const all = paths.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
