import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { oathtool } from '../testing/oathtool.ts';
import { lastCode } from '../testing/registration-helpers.ts';
import { serviceTokenOf } from '../testing/service-token-helpers.ts';
import { newPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';

describe.each(testDbKinds())('sign-in and two-factor on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const auth = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/user/auth', headers: { host }, payload, remoteAddress });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  const bearerOf = async (cookie: string) =>
    (
      await app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: { cookie, host } })
    ).json<{ data: { data: { token: string } } }>().data.data.token;
  const office = (path: string, bearer: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/web-api/officeapi/${path}`,
      headers: { host, 'x-auth': `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });

  it('signs the demo player in by e-mail, phone and id: a session, and never the password back', async () => {
    for (const [type, login] of [
      ['email', DEMO_PLAYER.email.toUpperCase()],
      ['phone_number', '+7 (701) 000-00-01'],
      ['id', '1'],
    ] as const) {
      const res = await auth({ type, login, password: DEMO_PLAYER.password });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expectContract('sign-in', 'authResponse', res.json());
      expect(res.json()).toMatchObject({ success: true, twoFactor: false });
      expect(res.body).not.toContain(DEMO_PLAYER.password);
      expect(await bearerOf(cookieOf(res))).toMatch(/^ey/);
    }
  });

  it('answers a wrong password and an unknown login alike: 401 and no session', async () => {
    const wrong = await auth(
      { type: 'email', login: DEMO_PLAYER.email, password: 'Wrong-pass-1' },
      '10.0.0.2',
    );
    const unknown = await auth(
      { type: 'email', login: 'nobody@betframe.test', password: 'Wrong-pass-1' },
      '10.0.0.2',
    );
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'error_auth_credentials' });
      expect(res.cookies).toEqual([]);
    }
    expect((await auth({ type: 'id', login: 'abc', password: 'x' }, '10.0.0.2')).statusCode).toBe(
      401,
    );
    expect((await auth({ type: 'email', login: 'x@y.z' })).statusCode).toBe(400);
  });

  it('refuses an address that failed too often, whatever the login, and no other address', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerIp; i++)
      await auth({ type: 'email', login: `guess${i}@betframe.test`, password: 'x' }, '10.0.2.1');
    expect(
      (
        await auth(
          { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
          '10.0.2.1',
        )
      ).statusCode,
    ).toBe(429);
    expect(
      (
        await auth(
          { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
          '10.0.2.2',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('two-factor: enable with an authenticator’s code (oathtool), then sign in with a second step, then disable', async () => {
    const player = await newPlayer(app);
    const signedIn = await auth({ type: 'id', login: player.id, password: player.password });
    const bearer = await bearerOf(cookieOf(signedIn));
    const qr = await office('gettwofactorqrcodeurl', bearer);
    expectContract('sign-in', 'twoFactorQrResponse', qr.json());
    const { code: secret, qr_link } = qr.json<{ data: { code: string; qr_link: string } }>().data;
    expect(qr_link).toContain(`secret=${secret}`);

    const wrong = await office('twofactorauthenable', bearer, {
      app_code: String((Number(oathtool(secret)) + 1) % 1e6).padStart(6, '0'),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: 'error_two_factor_app_code', error_code: 1 });
    const enabled = await office('twofactorauthenable', bearer, { app_code: oathtool(secret) });
    expectContract('sign-in', 'twoFactorEnabledResponse', enabled.json());
    const settings = await app.inject({
      method: 'GET',
      url: '/api/web/user/v1/settings',
      headers: { host, authorization: `Bearer ${await serviceTokenOf(app, cookieOf(signedIn))}` },
    });
    expectContract('sign-in', 'userSettingsResponse', settings.json());
    expect(settings.json()).toMatchObject({ data: { attributes: { two_factor_enabled: true } } });

    const first = await auth({ type: 'id', login: player.id, password: player.password });
    expectContract('sign-in', 'twoFactorRequiredResponse', first.json());
    expect(first.cookies).toEqual([]);
    const { hash } = first.json<{ hash: string }>();
    const bad = await app.inject({
      method: 'POST',
      url: '/user/twoauth/',
      headers: { host },
      payload: { hash, code: '000000' === oathtool(secret) ? '111111' : '000000' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ message: 'error_two_factor_code' });
    // The code that enabled it is spent; the authenticator's next one signs in.
    const next = oathtool(secret, new Date(Date.now() + 30_000));
    const second = await app.inject({
      method: 'POST',
      url: '/user/twoauth/',
      headers: { host },
      payload: { hash, code: next },
    });
    expect(second.statusCode, second.body).toBe(200);
    expectContract('sign-in', 'signedInResponse', second.json());
    expect(await bearerOf(cookieOf(second))).toMatch(/^ey/);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/user/twoauth/',
          headers: { host },
          payload: { hash, code: next },
        })
      ).json(),
    ).toMatchObject({ message: 'error_two_factor_expired' });

    expect((await office('twofactorauthdisable', bearer, { hash: '12' })).statusCode).toBe(422);
    // Each code once here too: the one that signed in is spent; a later one turns it off.
    expect((await office('twofactorauthdisable', bearer, { hash: next })).json()).toMatchObject({
      message: 'error_two_factor_code_used',
      error_code: 1,
    });
    app.clock.setOffset(60_000);
    try {
      const later = oathtool(secret, app.clock.now());
      expect((await office('twofactorauthdisable', bearer, { hash: later })).json()).toEqual({
        success: true,
      });
    } finally {
      app.clock.setOffset(0);
    }
    expect(
      (await auth({ type: 'id', login: player.id, password: player.password })).json(),
    ).toMatchObject({ twoFactor: false });
  });

  it('two-factor second step: a challenge expires after 5 minutes and locks after 5 wrong codes', async () => {
    const player = await newPlayer(app);
    const bearer = await bearerOf(
      cookieOf(await auth({ type: 'id', login: player.id, password: player.password })),
    );
    const { code: secret } = (await office('gettwofactorqrcodeurl', bearer)).json<{
      data: { code: string };
    }>().data;
    await office('twofactorauthenable', bearer, { app_code: oathtool(secret) });
    const twoAuth = (hash: string, code: string) =>
      app.inject({
        method: 'POST',
        url: '/user/twoauth/',
        headers: { host },
        payload: { hash, code },
      });
    const challenge = async () =>
      (await auth({ type: 'id', login: player.id, password: player.password })).json<{
        hash: string;
      }>().hash;

    const old = await challenge();
    await app.db.query(
      `UPDATE two_factor_challenges SET created_at = created_at - interval '6 minutes'`,
    );
    expect(
      (await twoAuth(old, oathtool(secret, new Date(Date.now() + 30_000)))).json(),
    ).toMatchObject({ message: 'error_two_factor_expired' });

    // The fifth wrong code also pauses the player's second factor (two-factor-budget.test.ts);
    // once the pause is over, this challenge is still spent.
    const hash = await challenge();
    for (let i = 1; i < SIGN_IN_LIMITS.challengeAttempts; i++)
      expect((await twoAuth(hash, 'abcdef')).statusCode).toBe(401);
    expect((await twoAuth(hash, 'abcdef')).json()).toMatchObject({
      message: 'error_two_factor_locked',
    });
    app.clock.setOffset(61_000);
    try {
      expect(
        (
          await twoAuth(hash, oathtool(secret, new Date(app.clock.now().getTime() + 30_000)))
        ).json(),
      ).toMatchObject({ message: 'error_too_many_attempts' });
    } finally {
      app.clock.setOffset(0);
    }
  });

  it('two-factor with the SMS code: a wrong SMS code is error_code 2, a wrong app code error_code 1', async () => {
    const bearer = await bearerOf(
      cookieOf(
        await auth(
          { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
          '10.0.3.1',
        ),
      ),
    );
    const { code: secret } = (await office('gettwofactorqrcodeurl', bearer)).json<{
      data: { code: string };
    }>().data;
    const sent = await office('sendSmsForTwoFactorActivation', bearer);
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = await lastCode(app, DEMO_PLAYER.phone);
    const wrongSms = await office('twofactorauthenable', bearer, {
      app_code: oathtool(secret),
      sms_code: sms === '000000' ? '111111' : '000000',
    });
    expect(wrongSms.json()).toMatchObject({ message: 'error_two_factor_sms_code', error_code: 2 });
    const wrongApp = await office('twofactorauthenable', bearer, {
      app_code: '000001' === oathtool(secret) ? '000002' : '000001',
      sms_code: sms,
    });
    expect(wrongApp.json()).toMatchObject({ error_code: 1 });
    expect(
      (
        await office('twofactorauthenable', bearer, { app_code: oathtool(secret), sms_code: sms })
      ).json(),
    ).toMatchObject({ success: true });
    expect(
      (
        await office('twofactorauthdisable', bearer, {
          hash: oathtool(secret, new Date(Date.now() + 30_000)),
        })
      ).json(),
    ).toEqual({ success: true });
  });

  it('keeps the office’s two-factor calls for signed-in players', async () => {
    for (const path of ['gettwofactorqrcodeurl', 'sendSmsForTwoFactorActivation']) {
      expect(
        (await app.inject({ method: 'POST', url: `/web-api/officeapi/${path}`, headers: { host } }))
          .statusCode,
      ).toBe(401);
    }
  });
});
