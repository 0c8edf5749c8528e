import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';

describe.each(testDbKinds())('the account login name and e-mail sign-in on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  let address = 0;
  const auth = (login: string, password: string, hostName = host) =>
    app.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host: hostName },
      remoteAddress: `10.8.0.${++address}`,
      payload: { type: 'email', login, password },
    });
  /** A new one-click player of the host's partner, signed in: its id, password and x-auth header. */
  async function newPlayer(hostName = host) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      headers: { host: hostName, 'x-captcha-token': await solveCaptcha(app) },
      payload: {
        type: 'fast_reg',
        // The variant's own currency: Betframe's tenge, Bola's real.
        fields: {
          country_id: 1,
          currency_id: hostName.startsWith('bola.') ? 27 : 7,
          'agree-policy': true,
        },
      },
    });
    const { userId, password } = res.json<{
      data: { attributes: { userId: number; password: string } };
    }>().data.attributes;
    const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const token = (
      await app.inject({
        method: 'GET',
        url: '/web-api/user/gettoken',
        headers: { cookie, host: hostName },
      })
    ).json<{ data: { data: { token: string } } }>().data.data.token;
    return {
      id: userId,
      password: Buffer.from(password, 'base64').toString('utf8'),
      headers: { host: hostName, 'x-auth': `Bearer ${token}` },
    };
  }
  const setLogin = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/internal/office/account/login', headers, payload });

  it('lets a player choose a login name and sign in with it on the e-mail tab; a taken or malformed one names the field', async () => {
    const player = await newPlayer();
    const before = await app.inject({
      method: 'GET',
      url: '/web-api/officeapi/getaccountdata',
      headers: player.headers,
    });
    expectContract('account', 'accountDataResponse', before.json());
    expect(before.json()).toMatchObject({
      data: { id: player.id, login: null, auth_by_email: true },
    });
    const name = `Lucky_${player.id}`;
    const set = await setLogin(player.headers, { login: name, auth_by_email: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ success: true, data: { login: name } });
    const signedIn = await auth(name.toLowerCase(), player.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, userId: player.id });

    const other = await newPlayer();
    expect(
      (await setLogin(other.headers, { login: name.toUpperCase(), auth_by_email: true })).json(),
    ).toMatchObject({ validation_errors: { login: ['office_login_taken'] } });
    for (const bad of ['12345', 'a@b.c', 'ab', 'has space', '+77010000001']) {
      const res = await setLogin(other.headers, { login: bad, auth_by_email: true });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toMatchObject({ validation_errors: { login: ['office_login_invalid'] } });
    }
    // '' removes the name.
    expect(
      (await setLogin(player.headers, { login: '', auth_by_email: true })).json(),
    ).toMatchObject({ data: { login: null } });
    expect((await auth(name, player.password)).statusCode).toBe(401);
  });

  it('stops the e-mail address signing in when the player turns auth_by_email off, and starts it again', async () => {
    const headers = { host, 'x-auth': '' };
    const demo = await auth(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const cookie = `${SESSION_COOKIE}=${demo.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    headers['x-auth'] =
      `Bearer ${(await app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: { cookie, host } })).json<{ data: { data: { token: string } } }>().data.data.token}`;
    expect((await setLogin(headers, { login: '', auth_by_email: false })).statusCode).toBe(200);
    const refused = await auth(DEMO_PLAYER.email, DEMO_PLAYER.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'error_auth_credentials' });
    // The phone and the account number still sign in.
    const byId = await app.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host },
      remoteAddress: '10.8.1.1',
      payload: { type: 'id', login: '1', password: DEMO_PLAYER.password },
    });
    expect(byId.statusCode).toBe(200);
    expect((await setLogin(headers, { login: '', auth_by_email: true })).statusCode).toBe(200);
    expect((await auth(DEMO_PLAYER.email, DEMO_PLAYER.password)).statusCode).toBe(200);
  });

  it('needs a signed-in player, and the captcha where the variant asks one for sign-in', async () => {
    expect((await setLogin({ host }, { login: 'Nobody1', auth_by_email: true })).statusCode).toBe(
      401,
    );
    const bola = await newPlayer('bola.localhost:8080');
    const without = await setLogin(bola.headers, { login: `Bola_${bola.id}`, auth_by_email: true });
    expect(without.json()).toMatchObject({ validation_errors: { captcha: ['captcha_required'] } });
    const withCaptcha = await setLogin(
      { ...bola.headers, 'x-captcha-token': await solveCaptcha(app) },
      { login: `Bola_${bola.id}`, auth_by_email: true },
    );
    expect(withCaptcha.statusCode).toBe(200);
  });
});
