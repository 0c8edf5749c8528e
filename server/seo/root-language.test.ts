import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestServer } from '../testing/test-server.ts';

const samples = join(import.meta.dirname, '../../config-samples');

describe('the root address of a site: the visitor’s language first', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'betframe-root-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    app = await buildTestServer({ configDir: samples, distDir: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const root = (url: string, acceptLanguage?: string, host = 'localhost:8080') =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        host,
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    });

  it('sends an English browser to the English pages of the Russian base site', async () => {
    const res = await root('/', 'en-US,en;q=0.9');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('honours q-values and falls back to the variant’s default language', async () => {
    expect((await root('/', 'de-DE, ru;q=0.2, kk;q=0.6')).headers.location).toBe('/kk/');
    expect((await root('/', 'de-DE, fr;q=0.5')).headers.location).toBe('/ru/');
    expect((await root('/')).headers.location).toBe('/ru/');
    // Kazakhstan offers kk and ru only: an English browser gets its default, Kazakh.
    expect((await root('/', 'en-US', 'kz.localhost:8080')).headers.location).toBe('/kk/');
  });

  it('keeps the query, and an explicit ?lang= wins over the browser', async () => {
    expect((await root('/?partner=4&country=BR', 'pt-BR,pt;q=0.9')).headers.location).toBe(
      '/pt/?partner=4&country=BR',
    );
    expect((await root('/?lang=kk&qa=1', 'en')).headers.location).toBe('/kk/?qa=1');
  });

  it('leaves a path of two slashes to the app page, and keeps a malformed query readable', async () => {
    // `//` once reached new URL() as a protocol-relative address and answered 500.
    expect((await root('//', 'en')).statusCode).toBe(200);
    const res = await root('/?a=%', 'en');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/?a=%25');
  });
});
