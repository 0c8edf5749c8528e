import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { themeSheet } from '../../src/lib/theme/theme-sheet.ts';
import { themeTokens } from '../../src/lib/theme/theme-tokens.ts';
import { tempTree } from '../testing/temp-tree.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { createThemeSheets } from './theme-sheets.ts';

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><title></title><link rel="stylesheet" href="/assets/index.css" /><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js"></head><body><div id="root"><!--ssr-outlet--><div class="loading-screen"></div><!--/ssr-outlet--></div></body></html>';

/** The app's own server render, as `vite build --ssr` bundles it: the tokens come from the real code. */
const BUNDLE = `export { renderPage } from ${JSON.stringify(
  pathToFileURL(join(import.meta.dirname, '../../src/entry-server.tsx')).href,
)};`;

const SHEET_LINK = /<link rel="stylesheet" href="(\/theme\/[0-9a-f]{16}\.css)" \/>/;

describe('createThemeSheets', () => {
  it('gives one address per text, and forgets the sheet linked the longest ago past its bound', () => {
    const sheets = createThemeSheets(2);
    const a = sheets.add('a{}');
    expect(sheets.add('a{}')).toBe(a);
    const b = sheets.add('b{}');
    expect(b).not.toBe(a);
    sheets.add('a{}'); // linked again: now the newest
    sheets.add('c{}');
    const hash = (href: string) => /\/theme\/(\w+)\.css/.exec(href)![1]!;
    expect(sheets.get(hash(a))).toBe('a{}');
    expect(sheets.get(hash(b))).toBeUndefined();
  });
});

describe.each(testDbKinds())('the theme sheets of rendered pages on %s', (kind) => {
  let app: FastifyInstance;
  const built = tempTree({ 'dist/index.html': TEMPLATE, 'dist-server/entry-server.js': BUNDLE });
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: join(built.dir, 'dist'), serverRender: true, logger: { level: 'fatal' } },
      kind,
    );
  });
  afterAll(async () => {
    await app.close();
    built.remove();
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });
  const customizeOf = async (host: string) =>
    (await get(host, '/frontend-api/site-settings?lang=en')).json<{
      data: { attributes: SiteSettings };
    }>().data.attributes.customizeConfig;
  const sheetOf = (body: string) => {
    const href = SHEET_LINK.exec(body)?.[1];
    if (!href) throw new Error(`no theme sheet linked in ${body.slice(0, 500)}`);
    return href;
  };

  it('links Britannia’s tokens in its dark theme after the app’s stylesheet, served for good', async () => {
    const page = await get('britannia.localhost', '/en/login');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    const href = sheetOf(page.body);
    expect(page.body.indexOf(href)).toBeGreaterThan(page.body.indexOf('/assets/index.css'));
    // Both sheets hold back the first paint: asked for before the scripts.
    expect(page.body.indexOf(href)).toBeLessThan(page.body.indexOf('/assets/index.js'));

    const sheet = await get('britannia.localhost', href, { 'accept-encoding': 'br, gzip' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Through the compression hook like every answer (this one is under its threshold).
    expect(sheet.headers.vary).toContain('accept-encoding');
    const customize = await customizeOf('britannia.localhost');
    expect(sheet.body).toBe(themeSheet(customize, 'dark'));
    for (const [role, value] of Object.entries(themeTokens(customize, 'dark')))
      expect(sheet.body).toContain(`--color-${role}:${value}`);
    expect(sheet.body).toContain('--color-header-bg:#012169');
  });

  it('renders the theme the player’s cookie names over the variant’s, and ignores one that names none', async () => {
    const dark = await get('localhost', '/en/', { cookie: 'betframe_theme=dark' });
    expect(dark.body).toContain('data-theme="dark"');
    const sheet = await get('localhost', sheetOf(dark.body));
    expect(sheet.body).toBe(themeSheet(await customizeOf('localhost'), 'dark'));

    const odd = await get('localhost', '/en/', { cookie: 'betframe_theme=blue' });
    expect(odd.body).toContain('data-theme="light"');
  });

  it('answers a 404 for a sheet it does not keep, and a 400 for an address that names none', async () => {
    const unknown = await get('localhost', '/theme/0123456789abcdef.css');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'error_not_found' });
    expect((await get('localhost', '/theme/not-a-hash.css')).statusCode).toBe(400);
  });
});
