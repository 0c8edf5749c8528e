import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { lastCode } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const URL = '/web-api/api/internal/v1/user/passwordreset';

describe.each(testDbKinds())('forgotten password on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const login = (password: string, type = 'email', value: string = DEMO_PLAYER.email) =>
    app.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host },
      payload: { type, login: value, password },
    });
  const request = (by: string, value: string) =>
    app.inject({
      method: 'GET',
      url: `${URL}?by=${by}&login=${encodeURIComponent(value)}`,
      headers: { host },
    });
  const reset = (body: Record<string, string>) =>
    app.inject({ method: 'POST', url: URL, headers: { host }, payload: body });

  it('sets a new password with the code sent to the e-mail, ends every session, and then by phone again', async () => {
    const before = await login(DEMO_PLAYER.password);
    const cookie = `${SESSION_COOKIE}=${before.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const asked = await request('email', DEMO_PLAYER.email.toUpperCase());
    expect(asked.json()).toMatchObject({
      success: true,
      data: { codeLength: expect.any(Number) as number },
    });
    const code = await lastCode(app, DEMO_PLAYER.email);

    const weak = await reset({
      by: 'email',
      login: DEMO_PLAYER.email,
      code,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.json()).toMatchObject({ validation_errors: { password: ['password_too_short'] } });
    const wrong = await reset({
      by: 'email',
      login: DEMO_PLAYER.email,
      code: code === '000000' ? '111111' : '000000',
      password: 'Fresh-pass-42',
      password_confirmation: 'Fresh-pass-42',
    });
    expect(wrong.json()).toMatchObject({ validation_errors: { code: ['auth_incorrect_code'] } });
    expect(
      (
        await reset({
          by: 'email',
          login: DEMO_PLAYER.email,
          code,
          password: 'Fresh-pass-42',
          password_confirmation: 'Fresh-pass-42',
        })
      ).json(),
    ).toEqual({ success: true });

    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/web-api/user/gettoken',
          headers: { host, cookie },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(DEMO_PLAYER.password)).statusCode).toBe(401);
    expect((await login('Fresh-pass-42')).statusCode).toBe(200);
    // The code is spent.
    expect(
      (
        await reset({
          by: 'email',
          login: DEMO_PLAYER.email,
          code,
          password: 'Other-pass-43',
          password_confirmation: 'Other-pass-43',
        })
      ).statusCode,
    ).toBe(422);

    await app.db.query(`UPDATE verification_codes SET sent_at = sent_at - interval '2 minutes'`);
    await request('phone', '+7 701 000 00 01');
    const sms = await lastCode(app, DEMO_PLAYER.phone);
    expect(
      (
        await reset({
          by: 'phone',
          login: DEMO_PLAYER.phone,
          code: sms,
          password: DEMO_PLAYER.password,
          password_confirmation: DEMO_PLAYER.password,
        })
      ).json(),
    ).toEqual({ success: true });
    expect((await login(DEMO_PLAYER.password, 'phone_number', DEMO_PLAYER.phone)).statusCode).toBe(
      200,
    );
  });

  it('answers a login without an account the same, and sends nothing', async () => {
    const res = await request('email', 'nobody-here@betframe.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const outbox = await app.inject({
      method: 'GET',
      url: '/__dev/outbox?to=nobody-here@betframe.test',
    });
    expect(outbox.json<{ data: unknown[] }>().data).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: `${URL}?by=fax&login=x`, headers: { host } }))
        .statusCode,
    ).toBe(400);
  });
});
