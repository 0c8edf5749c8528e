import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverSecret } from '../auth/secrets.ts';
import { issueServiceToken, serviceTokenTtl } from '../auth/service-token.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const TOKEN = '/web-api/api/mobile/v1/token';
const JSON_API = 'application/vnd.api+json';
type TokenBody = { data: { id: string; attributes: { userToken: string; expireDate: string } } };

describe.each(testDbKinds())('service token on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  async function signedIn() {
    const res = await app.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host },
      payload: { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  }
  const fetchToken = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: `${TOKEN}/`,
      headers: { host, ...(cookie ? { cookie } : {}) },
    });
  const refresh = (cookie: string, token: string) =>
    app.inject({
      method: 'POST',
      url: `${TOKEN}/refresh`,
      headers: {
        host,
        cookie,
        authorization: `Bearer ${token}`,
        'content-type': JSON_API,
        accept: JSON_API,
      },
      payload: '{}',
    });
  const settings = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/web/user/v1/settings',
      headers: { host, authorization: `Bearer ${token}` },
    });
  const tokenOf = (res: { json: <T>() => T }) => res.json<TokenBody>().data.attributes.userToken;

  it('refuses a visitor without a session with 403', async () => {
    const res = await fetchToken();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'error_user_not_authenticated' });
    expect((await refresh('betframe_session=nope', 'a.b.c')).statusCode).toBe(403);
  });

  it('gives a session a JSON:API token bound to it, with the platform clock in Date and the expiry the TTL away', async () => {
    const res = await fetchToken(await signedIn());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(JSON_API);
    expect(new Date(String(res.headers.date)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expectContract('service-token', 'serviceTokenResponse', res.json());
    const { id, attributes } = res.json<TokenBody>().data;
    const claims = decodeJwt(attributes.userToken);
    expect(claims).toMatchObject({ aud: 'service', jti: id });
    expect(claims.sub).toMatch(/^\d+$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(serviceTokenTtl());
    expect(new Date(attributes.expireDate).getTime()).toBe((claims.exp ?? 0) * 1000);
  });

  it('refreshes a token of the session, expired or not, and refuses one issued for another session', async () => {
    const cookie = await signedIn();
    const first = tokenOf(await fetchToken(cookie));
    const fresh = await refresh(cookie, first);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expectContract('service-token', 'serviceTokenResponse', fresh.json());
    expect(tokenOf(fresh)).not.toBe(first);
    const { sid, sub } = decodeJwt(first) as { sid: string; sub: string };
    const expired = await issueServiceToken(
      await serverSecret(app.db, 'service_token'),
      { playerId: Number(sub), sessionId: sid, partner: 1 },
      60,
      new Date(Date.now() - 3_600_000),
    );
    expect((await refresh(cookie, expired.token)).statusCode).toBe(200);
    const other = await refresh(await signedIn(), first);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ message: 'error_token_not_authenticated' });
  });

  it('lets service calls through with a live token, and refuses an expired token, a user token and a closed session’s token', async () => {
    const cookie = await signedIn();
    const token = tokenOf(await fetchToken(cookie));
    expect((await settings(token)).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/web/user/v1/settings',
          headers: { host, 'x-auth': `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    const userToken = (
      await app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: { host, cookie } })
    ).json<{ data: { data: { token: string } } }>().data.data.token;
    expect((await settings(userToken)).statusCode).toBe(401);
    // A service token is no user token either: the two kinds have their own keys.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/account-api/user/balance',
          headers: { host, 'x-auth': `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    const { sid, sub } = decodeJwt(token) as { sid: string; sub: string };
    const expired = await issueServiceToken(
      await serverSecret(app.db, 'service_token'),
      { playerId: Number(sub), sessionId: sid, partner: 1 },
      60,
      new Date(Date.now() - 3_600_000),
    );
    const refused = await settings(expired.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'error_token_not_authenticated' });
    await app.inject({
      method: 'POST',
      url: '/user/disconnect',
      headers: { host, cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect((await settings(token)).statusCode).toBe(401);
  });

  it('reads the lifetime from BETFRAME_SERVICE_TOKEN_TTL_SECONDS, and ignores a value that is not a positive integer', () => {
    expect(serviceTokenTtl({ BETFRAME_SERVICE_TOKEN_TTL_SECONDS: '20' })).toBe(20);
    expect(serviceTokenTtl({})).toBe(900);
    expect(serviceTokenTtl({ BETFRAME_SERVICE_TOKEN_TTL_SECONDS: '-5' })).toBe(900);
    expect(serviceTokenTtl({ BETFRAME_SERVICE_TOKEN_TTL_SECONDS: 'soon' })).toBe(900);
  });
});
