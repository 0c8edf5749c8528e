import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SETTINGS_SCHEMA_VERSION } from '../../src/config/generated/settings-schema-version.ts';
import { checkSettings } from '../../src/config/resolve-settings.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { buildTestServer } from '../testing/test-server.ts';

const root = join(import.meta.dirname, '../..');
const samples = join(root, 'config-samples');
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const schemaSections = Object.keys(
  readJson<{ properties: Record<string, unknown> }>(join(root, 'schemas/site-settings.schema.json'))
    .properties,
);
const partner1Langs = readJson<{ globalConfig: { langs_order: string[] } }>(
  join(samples, 'partners/1-betframe/partner.json'),
).globalConfig.langs_order;
const kzLangs = readJson<{ globalConfig: { langs_order: string[] } }>(
  join(samples, 'partners/1-betframe/kz.json'),
).globalConfig.langs_order;

interface GlobalConfig {
  ref_id: number;
  langs_order: string[];
  geo_country_code: string;
  blocked_countries?: string[];
  locale: string;
  geo_currency: { code: string };
}
interface SettingsBody {
  data: {
    type: string;
    id: string;
    attributes: Record<string, unknown> & {
      globalConfig: GlobalConfig;
      captchaConfig: { captcha_type: string; google_site_key?: string };
      headerConfig: { max_visible_items: number };
      informationConfig: { pages: string[] };
    };
  };
  meta: {
    variant: { partner: number; country?: string; language: string };
    schema_version?: string;
  };
}

let distDir: string;
let dev: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'betframe-dist-'));
  dev = await buildTestServer({ configDir: samples, distDir, production: false });
  // In-process calls come from 127.0.0.1: here, the operator's edge.
  production = await buildTestServer({
    configDir: samples,
    distDir,
    production: true,
    trustProxy: 'loopback',
  });
});
afterAll(async () => {
  await dev?.close();
  await production?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** GET /frontend-api/site-settings with a host (and optionally a query and more headers). */
function get(query = '', headers: Record<string, string> = {}, app = dev) {
  return app.inject({
    method: 'GET',
    url: `/frontend-api/site-settings${query}`,
    headers: { host: 'localhost:8080', ...headers },
  });
}

async function settings(query = '', headers: Record<string, string> = {}, app = dev) {
  const res = await get(query, headers, app);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expectContract('site-settings', 'siteSettingsResponse', res.json());
  return res.json<SettingsBody>();
}

describe('GET /frontend-api/site-settings: the variant', () => {
  it('serves partner 1 in its first language for the default host, with every settings section', async () => {
    const body = await settings();
    expect(body.meta.variant).toEqual({ partner: 1, language: 'ru' });
    // Checked here against the schema the app is built from: the app need not load the validator.
    expect(body.meta.schema_version).toBe(SETTINGS_SCHEMA_VERSION);
    expect(checkSettings(body.data.attributes)).toEqual([]);
    expect(partner1Langs[0]).toBe('ru');
    expect(body.data.type).toBe('site-settings');
    expect(body.data.id).toBe('1-any-ru');
    expect(Object.keys(body.data.attributes).sort()).toEqual([...schemaSections].sort());
    // The spec's 27 sections and the cashier's (cashierConfig).
    expect(Object.keys(body.data.attributes)).toHaveLength(28);
    expect(body.data.attributes.globalConfig.ref_id).toBe(1);
    expect(body.data.attributes.globalConfig.langs_order).toEqual(partner1Langs);
  });

  it('maps kz.localhost to partner 1 in Kazakhstan, with the KZ layer', async () => {
    const body = await settings('', { host: 'kz.localhost:8080' });
    expect(body.meta.variant).toEqual({ partner: 1, country: 'KZ', language: 'kk' });
    expect(body.data.attributes.globalConfig.langs_order).toEqual(kzLangs);
    expect(kzLangs).toEqual(['kk', 'ru']);
    expect(body.data.attributes.globalConfig.locale).toBe('kk_KZ');
  });

  it('maps britannia.localhost (without a port) to partner 2: GBP and the Google captcha', async () => {
    const body = await settings('', { host: 'britannia.localhost' });
    expect(body.meta.variant).toEqual({ partner: 2, country: 'GB', language: 'en' });
    const { globalConfig, captchaConfig } = body.data.attributes;
    expect(globalConfig.ref_id).toBe(2);
    expect(globalConfig.geo_currency.code).toBe('GBP');
    expect(captchaConfig.captcha_type).toBe('google');
    expect(captchaConfig.google_site_key).toBe('6Lc-betframe-demo-key');
  });

  it('serves partner 1 for a host the mapping does not know', async () => {
    const body = await settings('', { host: 'unknown.example.com:8443' });
    expect(body.meta.variant).toEqual({ partner: 1, language: 'ru' });
    expect(body.data.attributes.globalConfig.ref_id).toBe(1);
  });
});

describe('GET /frontend-api/site-settings: the x-geo-country header', () => {
  it('tells the client where the visitor is (US is blocked for partner 1)', async () => {
    const body = await settings('', { 'x-geo-country': 'US' });
    expect(body.meta.variant).toEqual({ partner: 1, country: 'US', language: 'ru' });
    expect(body.data.attributes.globalConfig.geo_country_code).toBe('US');
    expect(body.data.attributes.globalConfig.blocked_countries).toContain('US');
  });

  it('selects the country layers of the visitor’s country', async () => {
    const body = await settings('', { 'x-geo-country': 'KZ' });
    expect(body.meta.variant).toEqual({ partner: 1, country: 'KZ', language: 'kk' });
    expect(body.data.attributes.globalConfig.langs_order).toEqual(['kk', 'ru']);
  });

  it('accepts a lower-case country code', async () => {
    const body = await settings('', { 'x-geo-country': 'kz' });
    expect(body.meta.variant.country).toBe('KZ');
    expect(body.data.attributes.globalConfig.langs_order).toEqual(['kk', 'ru']);
  });

  it('wins over the country of the host mapping', async () => {
    const body = await settings('', { host: 'britannia.localhost', 'x-geo-country': 'FR' });
    expect(body.meta.variant).toEqual({ partner: 2, country: 'FR', language: 'en' });
    expect(body.data.attributes.globalConfig.geo_country_code).toBe('FR');
  });

  it.each(['USA', 'U', '12', ''])('ignores the invalid value %j', async (geo) => {
    const [plain, withHeader] = await Promise.all([get(), get('', { 'x-geo-country': geo })]);
    expect(withHeader.statusCode).toBe(200);
    const body = withHeader.json<SettingsBody>();
    expect(body.meta.variant).toEqual({ partner: 1, language: 'ru' });
    expect(body.data.attributes.globalConfig.geo_country_code).toBe('KZ');
    expect(withHeader.body).toBe(plain.body);
  });
});

describe('GET /frontend-api/site-settings: ?lang=', () => {
  it('picks a language the variant offers', async () => {
    const body = await settings('?lang=en');
    expect(body.meta.variant).toEqual({ partner: 1, language: 'en' });
    expect(body.data.id).toBe('1-any-en');
  });

  it('is case-insensitive', async () => {
    const body = await settings('?lang=EN');
    expect(body.meta.variant.language).toBe('en');
  });

  it('falls back to the default language when the variant does not offer it', async () => {
    const body = await settings('?lang=ru', { host: 'britannia.localhost' });
    expect(body.meta.variant).toEqual({ partner: 2, country: 'GB', language: 'en' });
    const kz = await settings('?lang=en', { host: 'kz.localhost:8080' });
    expect(kz.meta.variant).toEqual({ partner: 1, country: 'KZ', language: 'kk' });
  });

  it('selects the language layers of the chosen language', async () => {
    const ar = await settings('', { host: 'sahara.localhost' });
    const en = await settings('?lang=en', { host: 'sahara.localhost' });
    expect(ar.meta.variant).toEqual({ partner: 3, language: 'ar' });
    expect(en.meta.variant).toEqual({ partner: 3, language: 'en' });
    expect(ar.data.attributes.headerConfig.max_visible_items).toBe(3);
    expect(en.data.attributes.headerConfig.max_visible_items).not.toBe(3);
  });
});

describe('GET /frontend-api/site-settings: the ?partner=&country= dev override', () => {
  it('selects the partner and country outside production', async () => {
    const body = await settings('?partner=4&country=BR');
    expect(body.meta.variant).toEqual({ partner: 4, country: 'BR', language: 'pt' });
    expect(body.data.attributes.globalConfig.geo_currency.code).toBe('BRL');
    // The partner 4 + BR + pt layer applies.
    expect(body.data.attributes.informationConfig.pages).toContain('taxes');
  });

  it('is ignored in production: the host mapping wins', async () => {
    const local = await settings('?partner=4&country=BR', {}, production);
    expect(local.meta.variant).toEqual({ partner: 1, language: 'ru' });
    expect(local.data.attributes.globalConfig.geo_currency.code).toBe('KZT');
    const britannia = await settings(
      '?partner=4&country=BR',
      { host: 'britannia.localhost' },
      production,
    );
    expect(britannia.meta.variant).toEqual({ partner: 2, country: 'GB', language: 'en' });
  });

  it('does not reach an unknown partner in production', async () => {
    const body = await settings('?partner=99', {}, production);
    expect(body.meta.variant.partner).toBe(1);
  });

  it('leaves the edge’s geo header (from a trusted proxy) and ?lang= working in production', async () => {
    const body = await settings('?lang=ru', { 'x-geo-country': 'KZ' }, production);
    expect(body.meta.variant).toEqual({ partner: 1, country: 'KZ', language: 'ru' });
  });
});

describe('GET /frontend-api/site-settings: caching', () => {
  it('answers a matching if-none-match with 304 and an empty body', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('x-geo-country');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);

    const second = await get('', { 'if-none-match': etag as string });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  it('answers a stale etag with the full settings', async () => {
    const res = await get('', { 'if-none-match': '"stale"' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SettingsBody>().meta.variant.partner).toBe(1);
  });

  it('reads if-none-match as a list and compares weak tags weakly', async () => {
    const etag = (await get()).headers.etag as string;
    expect((await get('', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('', { 'if-none-match': '*' })).statusCode).toBe(304);
  });

  it('serves a language the variant lacks as its default language, the same answer', async () => {
    const [asked, served] = await Promise.all([get('?lang=zz'), get('?lang=ru')]);
    expect(asked.headers.etag).toBe(served.headers.etag);
  });

  it('gives each variant its own etag', async () => {
    const [local, kz] = await Promise.all([get(), get('', { host: 'kz.localhost:8080' })]);
    expect(local.headers.etag).not.toBe(kz.headers.etag);
    const crossed = await get('', {
      host: 'kz.localhost:8080',
      'if-none-match': local.headers.etag as string,
    });
    expect(crossed.statusCode).toBe(200);
  });
});

describe('GET /frontend-api/site-settings: errors', () => {
  it('answers an unknown partner with a 404 JSON error', async () => {
    const res = await get('?partner=99');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      success: false,
      message: 'error_unknown_partner',
      errors: [{ detail: expect.stringContaining('99') as unknown }],
    });
  });

  it.each([
    '?partner=abc',
    '?partner=-1',
    '?partner=1234567890',
    '?country=KAZ',
    '?lang=english',
    '?foo=1',
  ])('answers the bad query %s with 400', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; message: string; errors: { detail: string }[] }>();
    expect([body.success, body.message]).toEqual([false, 'error_bad_request']);
    expect(body.errors[0]?.detail).toMatch(/^query \/\w+: /);
  });
});

describe('GET /frontend-api/site-settings: the language', () => {
  it('takes the language from ?lang= only, not from the x-lang header other calls carry', async () => {
    const body = await settings('', { 'x-lang': 'en' });
    expect(body.meta.variant.language).toBe('ru');
  });
});
