import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { tempTree } from '../testing/temp-tree.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
/** What the edge says of a request that came to it over TLS. */
const OVER_HTTPS = { 'x-forwarded-proto': 'https' };
const STRANGER = '203.0.113.50';

describe.each(testDbKinds())('security headers and cookies on %s', (kind) => {
  let app: FastifyInstance;
  const dist = tempTree({
    'index.html': '<!doctype html><html><head></head><body></body></html>',
    'assets/app.js': 'console.log(1);\n',
    'assets/app.js.map': '{"version":3,"sources":["../src/main.tsx"]}',
  });
  beforeAll(async () => {
    // In-process calls come from 127.0.0.1: the edge, trusted about the scheme it was reached by.
    app = await buildTestServer(
      { distDir: dist.dir, production: true, trustProxy: 'loopback' },
      kind,
    );
  });
  afterAll(async () => {
    await app.close();
    dist.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers }, remoteAddress });

  it('forbids MIME sniffing and sends only the origin to other sites, on every kind of answer', async () => {
    for (const [url, headers] of [
      ['/frontend-api/site-settings', {}],
      ['/en/information/about', { accept: 'text/html' }],
      ['/assets/app.js', {}],
      ['/no/such/route', {}],
      ['/web-api/getRegions?country_id=x', {}],
      ['/web-api/user/gettoken', {}],
    ] as const) {
      const res = await get(url, headers);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS when the public origin is https, and never over plain http', async () => {
    const secure = await get('/frontend-api/site-settings', OVER_HTTPS);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await get('/frontend-api/site-settings')).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    // A caller that is not the edge cannot claim https.
    const forged = await get('/frontend-api/site-settings', OVER_HTTPS, STRANGER);
    expect(forged.headers).not.toHaveProperty('strict-transport-security');
  });

  it('marks the session cookie Secure over https, also when it is cleared', async () => {
    const signIn = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/user/auth',
        headers: { host, ...headers },
        payload: { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
      });
    const session = (res: Awaited<ReturnType<typeof signIn>>) =>
      res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session(await signIn(OVER_HTTPS))?.secure).toBe(true);
    const plain = await signIn({});
    expect(session(plain)?.secure).toBeFalsy();

    const out = await app.inject({
      method: 'POST',
      url: '/user/disconnect',
      headers: {
        host,
        ...OVER_HTTPS,
        origin: `https://${host}`,
        cookie: `${SESSION_COOKIE}=${session(plain)?.value}`,
      },
    });
    expect(session(out)).toMatchObject({ value: '', secure: true });
  });

  it('serves no source map in production', async () => {
    expect((await get('/assets/app.js')).statusCode).toBe(200);
    const map = await get('/assets/app.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sources');
  });
});
