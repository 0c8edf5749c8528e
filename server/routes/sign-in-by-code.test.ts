import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { lastCode, solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { normalizePhone } from '../verification/phone.ts';

const host = 'localhost:8080';
const DEMO_PHONE = '+7 (701) 000-00-01';

describe.each(testDbKinds())(
  'sign-in by SMS code, remember-me and the login captcha on %s',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer({ distDir: '/nonexistent' }, kind);
    });
    afterAll(() => app.close());

    const send = (phone: string, headers: Record<string, string> = { host }) =>
      app.inject({
        method: 'POST',
        url: '/sms-auth/send-code',
        headers,
        payload: { phone, purpose: 'login' },
      });
    const check = (
      phone: string,
      code: string,
      extra: Record<string, unknown> = {},
      headers: Record<string, string> = { host },
    ) =>
      app.inject({
        method: 'POST',
        url: '/sms-auth/check-code',
        headers,
        payload: { phone, code, purpose: 'login', ...extra },
      });
    const sessionCookie = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
      res.cookies.find((c) => c.name === SESSION_COOKIE);
    const outbox = async (phone: string) =>
      (
        await app.inject({ method: 'GET', url: `/__dev/outbox?to=${encodeURIComponent(phone)}` })
      ).json<{ data: unknown[] }>().data;

    it("signs the phone's player in with the code sent to it, a session for the browser's lifetime unless remembered", async () => {
      expect((await send(DEMO_PHONE)).statusCode).toBe(200);
      const res = await check(DEMO_PHONE, await lastCode(app, DEMO_PHONE), { remember: false });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('sms-auth', 'loginCheckCodeResponse', res.json());
      expect(res.json()).toEqual({ success: true, userId: 1, twoFactor: false });
      const cookie = sessionCookie(res);
      expect(cookie?.value).toBeTruthy();
      expect(cookie?.maxAge).toBeUndefined();
    });

    it('does not send a sign-in code to a phone no player has, and answers the same', async () => {
      const stranger = '+7 701 999 88 77';
      const res = await send(stranger);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { codeLength: 6 } });
      expect(await outbox(stranger)).toEqual([]);
      // The code is still made, so the limits count it the same as any other; it only never leaves the platform.
      const [row] = await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM verification_codes WHERE purpose = 'login' AND recipient = $1",
        [normalizePhone(stranger)],
      );
      expect(row?.n).toBe(1);
    });

    it('refuses sign-in codes where the variant has no SMS login (403), and a wrong code with the attempts left', async () => {
      const britannia = { host: 'britannia.localhost:8080' };
      expect((await send('+44 7700 900123', britannia)).json()).toMatchObject({
        success: false,
        message: 'error_login_type',
      });
      expect((await check('+44 7700 900123', '123456', {}, britannia)).statusCode).toBe(403);
      const phone = '+7 701 000 00 01';
      await app.db.query("DELETE FROM verification_codes WHERE purpose = 'login'");
      await send(phone);
      const right = await lastCode(app, phone);
      const wrong = await check(phone, right === '0000' ? '1111' : '0000');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        validation_errors: { code: ['auth_incorrect_code'] },
        attempts_left: 4,
      });
      expect(sessionCookie(wrong)).toBeUndefined();
    });

    it('keeps a remembered session for its idle lifetime (the default), on the password step too', async () => {
      const auth = (remember?: boolean) =>
        app.inject({
          method: 'POST',
          url: '/user/auth',
          headers: { host },
          remoteAddress: '10.9.0.1',
          payload: {
            type: 'id',
            login: '1',
            password: DEMO_PLAYER.password,
            ...(remember === undefined ? {} : { remember }),
          },
        });
      expect(sessionCookie(await auth())?.maxAge).toBe(30 * 24 * 3600);
      expect(sessionCookie(await auth(true))?.maxAge).toBe(30 * 24 * 3600);
      expect(sessionCookie(await auth(false))?.maxAge).toBeUndefined();
    });

    it('asks for a solved captcha before a password is checked where authConfig.login_captcha is on', async () => {
      const bola = 'bola.localhost:8080';
      const auth = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/user/auth',
          headers: { host: bola, ...headers },
          remoteAddress: '10.9.0.2',
          payload: { type: 'email', login: 'nobody@bola.test', password: 'Wrong-pass-1' },
        });
      const without = await auth({});
      expect(without.statusCode).toBe(422);
      expect(without.json()).toMatchObject({
        validation_errors: { captcha: ['captcha_required'] },
      });
      const token = await solveCaptcha(app);
      expect((await auth({ 'x-captcha-token': token })).statusCode).toBe(401);
      // A token is good for one attempt.
      expect((await auth({ 'x-captcha-token': token })).json()).toMatchObject({
        validation_errors: { captcha: ['captcha_invalid'] },
      });
    });
  },
);
