import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceTokenTtl } from '../auth/service-token.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const TOKEN = '/web-api/api/mobile/v1/token';
type TokenBody = { data: { attributes: { userToken: string; expireDate: string } } };
type ClockBody = { data: { now: string; offsetMs: number } };

describe.each(testDbKinds())('the development clock on %s', (kind) => {
  let app: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent', production: false }, kind);
    production = await buildTestServer({ distDir: '/nonexistent', production: true }, kind);
  });
  afterAll(async () => {
    await app.close();
    await production.close();
  });

  const setOffset = (offsetMs: unknown, server = app) =>
    server.inject({ method: 'PUT', url: '/__dev/clock', payload: { offsetMs } });
  async function signedIn() {
    const res = await app.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host },
      payload: { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  }
  const token = (res: { json: <T>() => T }) => res.json<TokenBody>().data.attributes.userToken;
  const settings = (serviceToken: string) =>
    app.inject({
      method: 'GET',
      url: '/api/web/user/v1/settings',
      headers: { host, authorization: `Bearer ${serviceToken}` },
    });

  it('moves the token clock: a token outlived without waiting is refused, its refresh is dated on the moved clock', async () => {
    const shown = await app.inject({ method: 'GET', url: '/__dev/clock' });
    expectContract('dev', 'clockResponse', shown.json());
    expect(shown.json<ClockBody>().data.offsetMs).toBe(0);

    const cookie = await signedIn();
    const first = token(
      await app.inject({ method: 'GET', url: `${TOKEN}/`, headers: { host, cookie } }),
    );
    expect((await settings(first)).statusCode).toBe(200);

    const ahead = (serviceTokenTtl() + 1) * 1000;
    const moved = await setOffset(ahead);
    expect(moved.statusCode, moved.body).toBe(200);
    expectContract('dev', 'clockResponse', moved.json());
    const { now, offsetMs } = moved.json<ClockBody>().data;
    expect(offsetMs).toBe(ahead);
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(ahead - 60_000);
    expect((await settings(first)).statusCode).toBe(401);

    const refreshed = await app.inject({
      method: 'POST',
      url: `${TOKEN}/refresh`,
      headers: {
        host,
        cookie,
        authorization: `Bearer ${first}`,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    // The Date header and the new token both read the moved clock.
    expect(Date.parse(String(refreshed.headers.date)) - Date.now()).toBeGreaterThan(ahead - 60_000);
    const second = token(refreshed);
    expect((decodeJwt(second).iat ?? 0) * 1000 - Date.now()).toBeGreaterThan(ahead - 60_000);
    expect((await settings(second)).statusCode).toBe(200);

    // Put back, the clock makes the first token live again.
    const back = await setOffset(0);
    expect(back.json<ClockBody>().data.offsetMs).toBe(0);
    expect((await settings(first)).statusCode).toBe(200);
  });

  it('names a malformed offset with a 400', async () => {
    const res = await setOffset('soon');
    expect(res.statusCode).toBe(400);
    expectContract('common', 'errorResponse', res.json());
    expect(res.body).toContain('offsetMs');
  });

  it('does not exist in production', async () => {
    for (const res of [
      await production.inject({ method: 'GET', url: '/__dev/clock' }),
      await setOffset(60_000, production),
    ]) {
      expect(res.statusCode).toBe(404);
      expectContract('common', 'errorResponse', res.json());
    }
    expect(production.clock.offsetMs).toBe(0);
  });
});
