import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const REDIRECT = 'http://localhost:8080/en/social/callback';

describe.each(testDbKinds())(
  'social sign-in through the reference OAuth2 provider on %s',
  (kind) => {
    let app: FastifyInstance;
    let n = 0;
    beforeAll(async () => {
      app = await buildTestServer({ distDir: '/nonexistent' }, kind);
    });
    afterAll(() => app.close());

    /** The provider round trip a browser makes: its sign-in page, the form, back with a code. */
    async function codeFor(name: string, email: string, provider = 'google') {
      const state = `state-${++n}-abcdef`;
      const trip = { provider, redirect_uri: REDIRECT, state, lang: 'en' };
      const page = await app.inject({
        method: 'GET',
        url: `/oauth/auth?${new URLSearchParams(trip)}`,
        headers: { host: 'localhost:8080' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Sign in to Betframe with Google');
      expect(page.body).toContain('<form method="post" action="/oauth/approve">');
      const approve = await app.inject({
        method: 'POST',
        url: '/oauth/approve',
        headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...trip,
          name,
          email,
          password: 'pass-at-provider',
        }).toString(),
      });
      expect(approve.statusCode, approve.body).toBe(303);
      const back = new URL(String(approve.headers.location));
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
      expect(back.searchParams.get('state')).toBe(state);
      return back.searchParams.get('code') as string;
    }
    const exchange = (code: string, provider = 'google') =>
      app.inject({
        method: 'POST',
        url: '/socauth/auth',
        headers: { host: 'localhost:8080' },
        payload: { provider, code, redirect_uri: REDIRECT },
      });

    it('registers a new social identity with soc_reg, then logs it in on the next sign-in', async () => {
      const email = `social${n}.${kind}@example.com`;
      const first = await exchange(await codeFor('Aigerim', email));
      expect(first.statusCode).toBe(200);
      expectContract('social', 'socialAuthResponse', first.json());
      const { socialToken } = first.json<{ registration: { socialToken: string } }>().registration;
      const registered = await app.inject({
        method: 'POST',
        url: '/api/web/registration/v1/register',
        headers: { host: 'localhost:8080', 'x-captcha-token': await solveCaptcha(app) },
        payload: {
          type: 'soc_reg',
          fields: {
            country_id: 1,
            currency_id: 7,
            'agree-policy': true,
            social_token: socialToken,
          },
        },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const userId = registered.json<{ data: { attributes: { userId: number } } }>().data.attributes
        .userId;
      const [player] = await app.db.query<{ email: string }>(
        'SELECT email FROM players WHERE id = $1',
        [userId],
      );
      expect(player?.email).toBe(email);

      const again = await exchange(await codeFor('Aigerim', email));
      expect(again.json()).toEqual({ success: true, userId, twoFactor: false });
      expect(again.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    });

    it('needs the provider’s identity for soc_reg, once', async () => {
      const without = await app.inject({
        method: 'POST',
        url: '/api/web/registration/v1/register',
        headers: { host: 'localhost:8080', 'x-captcha-token': await solveCaptcha(app) },
        payload: {
          type: 'soc_reg',
          fields: { country_id: 1, currency_id: 7, 'agree-policy': true },
        },
      });
      expect(without.json()).toMatchObject({
        validation_errors: { social_types: ['social_required'] },
      });
    });

    it('uses a code once, and only for the redirect it was issued for', async () => {
      const code = await codeFor('Once', `once${n}.${kind}@example.com`);
      const wrongRedirect = await app.inject({
        method: 'POST',
        url: '/socauth/auth',
        headers: { host: 'localhost:8080' },
        payload: {
          provider: 'google',
          code,
          redirect_uri: 'http://localhost:8080/ru/social/callback',
        },
      });
      expect(wrongRedirect.statusCode).toBe(422);
      expect((await exchange(code)).statusCode).toBe(200);
      expect((await exchange(code)).json()).toMatchObject({
        validation_errors: { code: ['error_social_code'] },
      });
    });

    it('refuses providers the variant does not offer and redirects to other sites', async () => {
      const vk = await app.inject({
        method: 'GET',
        url: `/oauth/auth?provider=vk&redirect_uri=${encodeURIComponent(REDIRECT)}&state=abcdefgh`,
        headers: { host: 'localhost:8080' },
      });
      expect(vk.statusCode).toBe(400);
      const evil = await app.inject({
        method: 'GET',
        url: `/oauth/auth?provider=google&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&state=abcdefgh`,
        headers: { host: 'localhost:8080' },
      });
      expect(evil.statusCode).toBe(400);
      expect(evil.json()).toMatchObject({
        errors: [{ detail: 'redirect_uri must lead back to this site' }],
      });
    });

    it('lists the variant’s providers as the options of the social types field', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/web/registration/v1/fields/soc_reg',
        headers: { host: 'localhost:8080' },
      });
      const social = res
        .json<{
          data: {
            attributes: { fields: { type: string; options?: { id: string; name: string }[] }[] };
          };
        }>()
        .data.attributes.fields.find((f) => f.type === 'social_types');
      expect(social?.options).toEqual([
        { id: 'google', name: 'Google' },
        { id: 'telegram', name: 'Telegram' },
        { id: 'apple', name: 'Apple' },
      ]);
    });
  },
);
