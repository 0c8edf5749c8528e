import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../auth/sessions.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

describe.each(testDbKinds())('sessions, user tokens and balance on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  /** Registers one-click on a host and returns the session cookie the answer set. */
  async function registered(host = 'localhost:8080', currency = 7) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      headers: { host, 'x-captcha-token': await solveCaptcha(app) },
      payload: {
        type: 'fast_reg',
        fields: { country_id: 1, currency_id: currency, 'agree-policy': true },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    return {
      cookie: `${SESSION_COOKIE}=${cookie!.value}`,
      userId: res.json<{ data: { attributes: { userId: number } } }>().data.attributes.userId,
    };
  }
  const token = async (cookie: string, host = 'localhost:8080') =>
    app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: { cookie, host } });
  const balance = (bearer: string, host = 'localhost:8080') =>
    app.inject({
      method: 'GET',
      url: '/account-api/user/balance',
      headers: { 'x-auth': `Bearer ${bearer}`, host },
    });

  it('logs a new player in: the session cookie gives a signed user token', async () => {
    const { cookie, userId } = await registered();
    const res = await token(cookie);
    expect(res.statusCode).toBe(200);
    expectContract('session', 'userTokenResponse', res.json());
    const jwt = res.json<{ data: { data: { token: string } } }>().data.data.token;
    const claims = decodeJwt(jwt);
    expect(claims.sub).toBe(String(userId));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('answers the balance of the token’s player', async () => {
    const { cookie } = await registered('localhost:8080', 10);
    const jwt = (await token(cookie)).json<{ data: { data: { token: string } } }>().data.data.token;
    const res = await balance(jwt);
    expect(res.statusCode).toBe(200);
    expectContract('balance', 'balanceResponse', res.json());
    expect(res.json()).toMatchObject({
      success: true,
      data: [{ money: 0, kode: 'USD', currencySymbol: '$', idCurrecy: 10, active: true, Bonus: 0 }],
    });
    const post = await app.inject({
      method: 'POST',
      url: '/web-api/user/balance',
      headers: { 'x-auth': `Bearer ${jwt}` },
    });
    expect(post.json()).toEqual(res.json());
  });

  it('refuses calls without a token, with a forged or foreign-partner token, and after logging out', async () => {
    expect((await app.inject({ method: 'GET', url: '/account-api/user/balance' })).statusCode).toBe(
      401,
    );
    const { cookie } = await registered();
    const jwt = (await token(cookie)).json<{ data: { data: { token: string } } }>().data.data.token;
    const [head, body] = jwt.split('.');
    expect((await balance(`${head}.${body}.AAAA`)).statusCode).toBe(401);
    expect((await balance(jwt, 'sahara.localhost:8080')).statusCode).toBe(401);
    const out = await app.inject({
      method: 'POST',
      url: '/user/disconnect',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.json()).toEqual({ success: true });
    // The token is still signed and unexpired, but its session is over.
    expect((await balance(jwt)).statusCode).toBe(401);
    expect((await token(cookie)).statusCode).toBe(401);
  });

  it('logs out only for the site’s own pages: its Origin, or a header no other site can send', async () => {
    const { cookie } = await registered();
    const host = 'localhost:8080';
    const disconnect = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/user/disconnect',
        headers: { host, cookie, ...headers },
      });
    // A form on another site posts with the cookie: its Origin, or none at all (older browsers).
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:8081' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'x-requested-with': 'XMLHttpRequest' },
      {},
    ];
    for (const headers of foreign) {
      const refused = await disconnect(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expectContract('common', 'errorResponse', refused.json());
      expect(refused.json()).toMatchObject({ message: 'error_cross_origin' });
      expect((await token(cookie)).statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect((await disconnect({ origin: `http://${host}` })).json()).toEqual({ success: true });
    expect((await token(cookie)).statusCode).toBe(401);

    const other = await registered();
    const byHeader = await app.inject({
      method: 'POST',
      url: '/user/disconnect',
      headers: { host, cookie: other.cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(byHeader.json()).toEqual({ success: true });
    expect((await token(other.cookie)).statusCode).toBe(401);
  });

  it('sets a readable signed-in hint beside the session cookie, and drops it with the session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      headers: { host: 'localhost:8080', 'x-captcha-token': await solveCaptcha(app) },
      payload: {
        type: 'fast_reg',
        fields: { country_id: 1, currency_id: 7, 'agree-policy': true },
      },
    });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    // The page reads it to know whether asking for a user token makes sense (a guest never asks).
    expect(res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)).toMatchObject({
      value: '1',
      path: '/',
      sameSite: 'Lax',
      maxAge: session?.maxAge,
    });
    expect(res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.httpOnly).toBeFalsy();
    const cookie = `${SESSION_COOKIE}=${session!.value}; ${SESSION_HINT_COOKIE}=1`;
    const out = await app.inject({
      method: 'POST',
      url: '/user/disconnect',
      headers: { host: 'localhost:8080', cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
    // A hint that outlived its session (ended elsewhere) is dropped by the one call it causes.
    const stale = await token(cookie);
    expect(stale.statusCode).toBe(401);
    expect(stale.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
  });

  it('answers gettoken without a session with 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/web-api/user/gettoken' });
    expect(res.statusCode).toBe(401);
    expectContract('common', 'errorResponse', res.json());
  });
});
