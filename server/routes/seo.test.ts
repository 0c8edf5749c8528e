import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PageMetadata } from '../../src/lib/api-contract/generated/api-types.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { buildTestServer } from '../testing/test-server.ts';

const samples = join(import.meta.dirname, '../../config-samples');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestServer({
    configDir: samples,
    distDir: join(import.meta.dirname, 'no-dist'),
  });
});
afterAll(async () => {
  await app?.close();
});

/** GET pagedata on a variant's host; checked against the contract. */
async function pageData(host: string, query: string): Promise<PageMetadata> {
  const res = await app.inject({
    method: 'GET',
    url: `/seo-module-api/api/v2/pagedata?${query}`,
    headers: { host },
  });
  expect(res.statusCode, res.body).toBe(200);
  expectContract('seo', 'pageDataResponse', res.json());
  return res.json<{ data: { attributes: PageMetadata } }>().data.attributes;
}

describe('GET /seo-module-api/api/v2/pagedata', () => {
  it('gives Sahara (Arabic first) one alternate per language and x-default → Arabic', async () => {
    const meta = await pageData('sahara.localhost', 'language=ar&domain=sahara.localhost');
    expect(meta.alternativeLinks).toEqual([
      { hreflang: 'ar', href: 'http://sahara.localhost/ar/' },
      { hreflang: 'en', href: 'http://sahara.localhost/en/' },
      { hreflang: 'x-default', href: 'http://sahara.localhost/ar/' },
    ]);
    expect(meta.languageIsoCode).toBe('ar');
    expect(meta.customCanonical).toBe('http://sahara.localhost/ar/');
    expect(meta.title).toContain('Sahara Play');
    expect(meta.title).toContain('المراهنات');
  });

  it('gives Bola pt-BR and en alternates for an information page, its title from the page title', async () => {
    const meta = await pageData(
      'bola.localhost',
      'language=en&domain=bola.localhost&section=information&menuSection=about',
    );
    expect(meta.alternativeLinks.map((l) => l.hreflang)).toEqual(['pt-BR', 'en', 'x-default']);
    expect(meta.alternativeLinks[0]?.href).toBe('http://bola.localhost/pt/information/about');
    expect(meta.customCanonical).toBe('http://bola.localhost/en/information/about');
    expect(meta.title).toBe('About us — Bola Brasil');
    expect(meta.metaRobots).toBe('index,follow');
    expect(meta.metas).toContainEqual({ property: 'og:title', content: 'About us — Bola Brasil' });
  });

  it('resolves an information alias: the canonical and alternates name the page itself', async () => {
    const meta = await pageData(
      'localhost',
      'language=en&domain=localhost&section=information&menuSection=rules%2Fresponsible',
    );
    expect(meta.title).toBe('Responsible gaming — Betframe');
    expect(meta.customCanonical).toBe('http://localhost/en/information/responsiblegaming');
  });

  it.each([
    ['login', 'noindex,nofollow'],
    ['registration', 'noindex,nofollow'],
    ['office', 'noindex,nofollow'],
    ['password-reset', 'noindex,nofollow'],
    ['information', 'index,follow'],
  ])('robots of %s: %s', async (section, robots) => {
    const meta = await pageData('localhost', `language=ru&domain=localhost&section=${section}`);
    expect(meta.metaRobots).toBe(robots);
    expect(meta.hierarchyMetaRobots).toBe(robots);
  });

  it('has empty texts for a page it does not know, and the default language for one the variant lacks', async () => {
    const meta = await pageData(
      'sahara.localhost',
      'language=kk&domain=sahara.localhost&section=nowhere',
    );
    expect(meta).toMatchObject({
      title: '',
      description: '',
      languageIsoCode: 'ar',
      metaRobots: 'index,follow',
    });
  });

  it.each([
    ['domain=localhost', 'language'],
    ['language=english&domain=localhost', 'language'],
    ['language=en&domain=<x>', 'domain'],
    ['language=en&domain=localhost&matchId=abc', 'matchId'],
  ])('answers %s with a 422 naming %s', async (query, name) => {
    const res = await app.inject({
      method: 'GET',
      url: `/seo-module-api/api/v2/pagedata?${query}`,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ validation_errors: Record<string, string[]> }>();
    expect(Object.keys(body.validation_errors)).toEqual([name]);
  });
});

describe('GET /seo-module-api/api/public/v1/language-iso-codes', () => {
  it('lists the ISO code of every language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/seo-module-api/api/public/v1/language-iso-codes',
    });
    expect(res.statusCode).toBe(200);
    expectContract('seo', 'languageIsoCodesResponse', res.json());
    expect(
      res.json<{ data: { attributes: { codes: Record<string, string> } } }>().data.attributes.codes,
    ).toMatchObject({ pt: 'pt-BR', ar: 'ar' });
  });
});
