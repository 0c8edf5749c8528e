import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ConfigurationError } from './app.ts';
import { buildTestServer } from './testing/test-server.ts';

const samples = join(import.meta.dirname, '../config-samples');
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>\n';
const APP_JS = 'console.log("betframe");\n';

const tmpDirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('with a built frontend', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const dist = tmp('betframe-dist-');
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/app.js'), APP_JS);
    app = await buildTestServer({ configDir: samples, distDir: dist });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a page navigation with index.html under a strict Content-Security-Policy', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/en/information/about',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.headers['cache-control']).toBe('no-cache');

    const csp = res.headers['content-security-policy'];
    expect(typeof csp).toBe('string');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const policy = directives(csp as string);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('answers a browser’s usual accept header with the app, and the root with its language', async () => {
    const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const url of ['/ru/', '/kk/casino?tab=live']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<script type="module" src="/assets/app.js"></script>');
    }
    const root = await app.inject({ method: 'GET', url: '/', headers: { accept } });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/ru/');
  });

  it('answers the same path asked for as JSON with a JSON 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/en/information/about',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.json()).toEqual({
      success: false,
      message: 'error_not_found',
      errors: [{ detail: 'no route GET /en/information/about' }],
    });
  });

  it('answers a non-GET page request with a JSON 404', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/en/information/about',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'error_not_found' });
  });

  it('puts the policy on index.html asked for by name too', async () => {
    const res = await app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the static files of the build, assets cacheable for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(APP_JS);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'error_not_found' });
  });

  it('keeps the API routes in front of the app', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/frontend-api/site-settings',
      headers: { host: 'localhost:8080', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ meta: { variant: { partner: number } } }>().meta.variant.partner).toBe(1);
  });
});

describe('without a built frontend', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestServer({ configDir: samples, distDir: tmp('betframe-empty-dist-') });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a page navigation with the JSON 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/en/information/about',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.json()).toEqual({
      success: false,
      message: 'error_not_found',
      errors: [{ detail: 'no route GET /en/information/about' }],
    });
  });

  it('still serves the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/translation-api/by-lang/en' });
    expect(res.statusCode).toBe(200);
  });
});

describe('configuration errors', () => {
  let configDir: string;
  let built: FastifyInstance | undefined;

  beforeAll(() => {
    configDir = tmp('betframe-config-');
    cpSync(samples, configDir, { recursive: true });
  });
  afterEach(async () => {
    await built?.close();
    built = undefined;
  });

  /** buildServer's rejection (or undefined, closing the app, when it builds). */
  async function failureOf(dir: string): Promise<unknown> {
    try {
      built = await buildTestServer({ configDir: dir, distDir: tmp('betframe-empty-dist-') });
      return undefined;
    } catch (error) {
      return error;
    }
  }

  it('builds from an unchanged copy of the samples', async () => {
    expect(await failureOf(configDir)).toBeUndefined();
    const res = await built!.inject({ method: 'GET', url: '/frontend-api/site-settings' });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a layer with a wrong enum value, naming the file, pointer and allowed values', async () => {
    const broken = tmp('betframe-config-broken-');
    cpSync(samples, broken, { recursive: true });
    writeFileSync(
      join(broken, 'partners/9.json'),
      JSON.stringify(
        { match: { partner: 9 }, captchaConfig: { captcha_type: 'recaptcha' } },
        null,
        2,
      ),
    );
    const error = await failureOf(broken);
    expect(error).toBeInstanceOf(ConfigurationError);
    const lines = (error as ConfigurationError).message.split('\n');
    expect(lines).toContain(
      'partners/9.json: /captchaConfig/captcha_type: must be one of google, custom, hunt, puzzle, third_party, disabled',
    );
    expect(lines[0]).toBe('configuration has 1 problem(s):');
  });

  it('refuses to start with one-click registration and no account-number login, naming the layers', async () => {
    const broken = tmp('betframe-config-one-click-');
    cpSync(samples, broken, { recursive: true });
    writeFileSync(
      join(broken, 'partners/9.json'),
      JSON.stringify({ match: { partner: 9 }, registrationConfig: { types: ['fast_reg'] } }),
    );
    const error = await failureOf(broken);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(
      /^partners\/9\.json: \/registrationConfig\/types\/0: "fast_reg" leaves its player no login but the account number .*; \/authConfig\/login_types comes from the schema's defaults \(in variant partner 9\)$/m,
    );
  });

  it('rejects broken JSON with its line and column', async () => {
    const broken = tmp('betframe-config-json-');
    cpSync(samples, broken, { recursive: true });
    writeFileSync(
      join(broken, 'partners/9.json'),
      '{\n  "match": { "partner": 9 }\n  "captchaConfig": {}\n}\n',
    );
    const error = await failureOf(broken);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(
      /^partners\/9\.json: line 3, column 3: invalid JSON: /m,
    );
  });

  it('rejects a host mapped to a partner no layer has', async () => {
    const broken = tmp('betframe-config-hosts-');
    cpSync(samples, broken, { recursive: true });
    writeFileSync(
      join(broken, 'hosts.json'),
      JSON.stringify({ hosts: { 'ghost.localhost': { partner: 42 } } }),
    );
    const error = await failureOf(broken);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message.split('\n')).toContain(
      'hosts.json: /hosts/ghost.localhost/partner: no layer has partner 42',
    );
  });
});
