import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { SOCIAL_HOST } from '../testing/social-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

/** The provider's page for a redirect_uri, as a browser asks for it. */
const consentPage = (
  app: FastifyInstance,
  redirectUri: string,
  headers: Record<string, string> = { host: SOCIAL_HOST },
) =>
  app.inject({
    method: 'GET',
    url: `/oauth/auth?${new URLSearchParams({ provider: 'google', redirect_uri: redirectUri, state: 'state-redirect-1' })}`,
    headers,
  });

/** Addresses that name this site's host somewhere but are not its registered callback. */
const FOREIGN = [
  'javascript://localhost:8080/%0Aalert(document.cookie)',
  'data://localhost:8080/text/html,<script>alert(1)</script>',
  'ftp://localhost:8080/en/social/callback',
  'https://localhost:8080/en/social/callback',
  'http://localhost:8081/en/social/callback',
  'http://localhost:8080.evil.example/en/social/callback',
  'http://user:pass@localhost:8080/en/social/callback',
  'http://localhost:8080/en/elsewhere',
  'http://localhost:8080/en/social/callback?next=https://evil.example',
  '/en/social/callback',
];

describe.each(testDbKinds())('the OAuth redirect_uri on %s', (kind) => {
  describe('outside production', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer({ distDir: '/nonexistent' }, kind);
    });
    afterAll(() => app.close());

    it('takes this site’s own callback over http on localhost', async () => {
      for (const host of [SOCIAL_HOST, 'britannia.localhost:8080', '127.0.0.1:8080']) {
        const ok = await consentPage(app, `http://${host}/en/social/callback`, { host });
        expect(ok.statusCode, `${host}: ${ok.body}`).toBe(200);
      }
    });

    it('refuses every other scheme, origin or path, at the provider and at the exchange', async () => {
      for (const redirectUri of FOREIGN) {
        const page = await consentPage(app, redirectUri);
        expect(page.statusCode, redirectUri).toBe(400);
        expectContract('common', 'errorResponse', page.json());
        const exchange = await app.inject({
          method: 'POST',
          url: '/socauth/auth',
          headers: { host: SOCIAL_HOST },
          payload: { provider: 'google', code: 'a-code-of-some-kind', redirect_uri: redirectUri },
        });
        expect(exchange.statusCode, redirectUri).toBe(400);
      }
    });

    it('takes http for no host but a local one', async () => {
      const host = 'bets.example.com';
      const page = await consentPage(app, `http://${host}/en/social/callback`, { host });
      expect(page.statusCode).toBe(400);
      expect(page.json()).toMatchObject({
        errors: [
          { detail: 'redirect_uri must be https (http only on localhost outside production)' },
        ],
      });
    });
  });

  describe('in production (stand-ins switched on)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer(
        { distDir: '/nonexistent', production: true, standins: true, trustProxy: 'loopback' },
        kind,
      );
    });
    afterAll(() => app.close());

    it('takes https only, even on localhost', async () => {
      const local = await consentPage(app, `http://${SOCIAL_HOST}/en/social/callback`);
      expect(local.statusCode).toBe(400);
      const host = 'bets.example.com';
      const secure = await consentPage(app, `https://${host}/en/social/callback`, {
        host,
        'x-forwarded-proto': 'https',
      });
      expect(secure.statusCode, secure.body).toBe(200);
      const plain = await consentPage(app, `https://${host}/en/social/callback`, { host });
      expect(plain.statusCode).toBe(400);
    });
  });
});
