import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

describe.each(testDbKinds())('e-mail activation calls on %s', (kind) => {
  let app: FastifyInstance;
  let n = 0;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  /** A logged-in player with an e-mail (custom registration: e-mail + password). */
  async function player() {
    const email = `activate${++n}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      headers: { 'x-captcha-token': await solveCaptcha(app) },
      payload: {
        type: 'custom',
        fields: { email, password: 'Secret-pass-9', 'agree-policy': true },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
    const token = (
      await app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: { cookie } })
    ).json<{ data: { data: { token: string } } }>().data.data.token;
    return {
      email,
      userId: res.json<{ data: { attributes: { userId: number } } }>().data.attributes.userId,
      auth: { 'x-auth': `Bearer ${token}` },
    };
  }

  async function mail(email: string) {
    const res = await app.inject({
      method: 'GET',
      url: `/__dev/outbox?to=${encodeURIComponent(email)}`,
    });
    const body = res.json<{ data: { body: string; subject: string }[] }>().data[0]?.body ?? '';
    const link = new URL(/https?:\/\/\S+/.exec(body)?.[0] ?? 'http://x/');
    return { link, code: /\b(\d{6})\b/.exec(body)?.[1] ?? '' };
  }

  const confirmed = async (userId: number) =>
    (
      await app.db.query<{ email_confirmed: boolean }>(
        'SELECT email_confirmed FROM players WHERE id = $1',
        [userId],
      )
    )[0]?.email_confirmed;

  const accountData = async (auth: Record<string, string>) =>
    (
      await app.inject({ method: 'GET', url: '/web-api/officeapi/getaccountdata', headers: auth })
    ).json<{ data: { email_confirmed: boolean } }>().data;

  describe('e-mail activation', () => {
    it('mails the link when the player registers with an e-mail; it confirms the address once', async () => {
      const { email, userId, auth } = await player();
      expect(await accountData(auth)).toMatchObject({ email_confirmed: false });
      const { link } = await mail(email);
      expect(link.pathname).toBe('/ru/activate');
      const attributes = {
        token: link.searchParams.get('token'),
        user_id: Number(link.searchParams.get('user_id')),
      };
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/api/internal/v1/user/activate',
        payload: { data: { attributes } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('activation', 'activationResponse', res.json());
      expect(await confirmed(userId)).toBe(true);
      const again = await app.inject({
        method: 'POST',
        url: '/web-api/api/internal/v1/user/activate',
        payload: { data: { attributes } },
      });
      expect(again.json()).toMatchObject({ validation_errors: { token: ['activation_invalid'] } });
      expect(await accountData(auth)).toMatchObject({ email_confirmed: true });
    });

    it('mails a new link on request, a minute after the last', async () => {
      const { email, auth } = await player();
      const first = (await mail(email)).link.searchParams.get('token');
      const soon = await app.inject({
        method: 'POST',
        url: '/web-api/user/sendActivationMail',
        headers: auth,
      });
      expect(soon.statusCode).toBe(429);
      await app.db.query(
        "UPDATE verification_codes SET sent_at = sent_at - interval '61 seconds' WHERE recipient = $1",
        [email],
      );
      const sent = await app.inject({
        method: 'POST',
        url: '/web-api/user/sendActivationMail',
        headers: auth,
      });
      expect(sent.statusCode).toBe(200);
      expectContract('activation', 'sendActivationResponse', sent.json());
      expect((await mail(email)).link.searchParams.get('token')).not.toBe(first);
    });

    it('confirms with the code from the same mail (activatefast), with attempt limits', async () => {
      const { email, userId } = await player();
      const { code } = await mail(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const miss = await app.inject({
        method: 'POST',
        url: '/web-api/api/internal/v1/user/activatefast',
        payload: { data: { attributes: { code: wrong, user_id: userId } } },
      });
      expect(miss.json()).toMatchObject({ validation_errors: { code: ['auth_incorrect_code'] } });
      const hit = await app.inject({
        method: 'POST',
        url: '/web-api/api/internal/v1/user/activatefast',
        payload: { data: { attributes: { code, user_id: userId } } },
      });
      expect(hit.statusCode).toBe(200);
      expect(await confirmed(userId)).toBe(true);
    });

    it('needs a logged-in player with an e-mail, and a well-formed link', async () => {
      expect(
        (await app.inject({ method: 'POST', url: '/web-api/user/sendActivationMail' })).statusCode,
      ).toBe(401);
      const bad = await app.inject({
        method: 'POST',
        url: '/web-api/api/internal/v1/user/activate',
        payload: { data: { attributes: { token: 'short', user_id: 1 } } },
      });
      expect(bad.statusCode).toBe(400);
      const { auth } = await player();
      const soon = await app.inject({
        method: 'POST',
        url: '/web-api/user/sendActivationMail',
        headers: auth,
      });
      expect(soon.statusCode).toBe(429);
    });
  });
});
