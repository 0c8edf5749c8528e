import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tempTree } from '../testing/temp-tree.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { composePage } from './page-renderer.ts';
import { createThemeSheets } from './theme-sheets.ts';

const TEMPLATE =
  '<!doctype html><html><head><title></title></head><body><div id="root">\n  <!--ssr-outlet-->\n  <div class="loading-screen"></div>\n  <!--/ssr-outlet-->\n</div>\n</body></html>';

/**
 * A server bundle of the shape `vite build --ssr` writes, small enough to read: it asks the
 * platform for the settings through the fetch it is given, as the app's loaders do.
 */
const BUNDLE = `
export async function renderPage({ url, cookie, languages, fetch }) {
  const { pathname } = new URL(url);
  if (pathname === '/en/broken') throw new Error('render failed');
  if (pathname === '/en/elsewhere') return { kind: 'redirect', status: 302, location: '/en/' };
  const settings = await (await fetch('/frontend-api/site-settings?lang=en')).json();
  const seen = await (await fetch('/web-api/user/gettoken')).status;
  const html = '<main><h1>' + settings.data.attributes.customizeConfig.brand + '</h1><p>' + cookie + '|' +
    languages.join(',') + '|' + seen + '</p></main>';
  return { kind: 'page', status: pathname === '/en/gone' ? 404 : 200, html,
    data: { answers: [{ url: '/x', status: 200, type: 'application/json', body: '"</script>"' }] },
    modules: ['/src/pages/registration-page.tsx'] };
}`;

/** The client build's manifest for it: the entry, and the page's chunk with one of its own and one shared. */
const MANIFEST = JSON.stringify({
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', css: ['assets/form-1.css'] },
  'src/pages/registration-page.tsx': {
    file: 'assets/registration-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-1.js', '_form-1.js'],
  },
});

describe('composePage', () => {
  it('puts the markup in place of the skeleton, and the data block before the body ends', () => {
    const html = composePage(
      TEMPLATE,
      {
        kind: 'page',
        status: 200,
        html: '<main>hi</main>',
        data: { answers: [] },
      },
      createThemeSheets(),
    );
    // Nothing but the app in the root: hydration takes the root's children as they are.
    expect(html).toContain('<div id="root"><main>hi</main></div>');
    expect(html).toMatch(
      /<script type="application\/json" id="betframe-page-data">.*<\/script>\s*<\/body>/,
    );
  });
});

describe.each(testDbKinds())('pages rendered by the platform on %s', (kind) => {
  let app: FastifyInstance;
  let plain: FastifyInstance;
  const built = tempTree({
    'dist/index.html': TEMPLATE,
    'dist/.vite/manifest.json': MANIFEST,
    'dist-server/entry-server.js': BUNDLE,
  });
  const dist = join(built.dir, 'dist');
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: dist, serverRender: true, logger: { level: 'fatal' } },
      kind,
    );
    plain = await buildTestServer({ distDir: dist, serverRender: false }, kind);
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
    built.remove();
  });

  const page = (server: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    server.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost', accept: 'text/html', ...headers },
    });

  it('sends the rendered page with its data inlined, asking the platform as the player', async () => {
    const res = await page(app, '/en/registration', {
      cookie: 'cookie_consent=2',
      'accept-language': 'kk, en;q=0.5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // The player's cookies make the page theirs: no shared cache keeps it.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<div id="root"><main><h1>Betframe</h1>');
    // The request's cookies and languages reach the render; a guest's token call is a 401.
    expect(res.body).toContain('<p>cookie_consent=2|kk,en|401</p>');
    expect(res.body).not.toContain('loading-screen');
    expect(res.body).toContain('\\u003c/script>');
    expect(res.body).toContain('<html lang="en" dir="ltr">');
  });

  it("preloads the chunks of the page's route modules that index.html does not load, and their styles", async () => {
    const res = await page(app, '/en/registration');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<meta name="app-preload" content="/assets/registration-page-1.js">');
    expect(head).toContain('<meta name="app-preload" content="/assets/form-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/form-1.css">');
    // The entry's own chunks come with index.html already.
    expect(head).not.toContain('react-1.js');
    expect(head).not.toContain('index-1.js');
  });

  it('answers with the render status, and follows its redirects', async () => {
    expect((await page(app, '/en/gone')).statusCode).toBe(404);
    const moved = await page(app, '/en/elsewhere');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/en/');
  });

  it('sends the page for the browser to render when the render fails', async () => {
    const res = await page(app, '/en/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('loading-screen');
    expect(res.body).not.toContain('betframe-page-data');
  });

  it('renders nothing when server rendering is off', async () => {
    const res = await page(plain, '/en/registration');
    expect(res.body).toContain('loading-screen');
    expect(res.body).not.toContain('<h1>');
    expect(res.body).not.toContain('app-preload');
  });
});
