import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';

import { createApiClient } from '@/lib/api-client/client';
import { defineEndpoint } from '@/lib/api-client/endpoint';
import { ServiceTokenError } from '@/lib/api-client/service-token-error';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';
import { type ServiceTokenService, startServiceToken } from './service-token-service';
import { createSessionStore, type SessionStore } from './session-store';

const host = 'localhost:8080';
/** A service call, as the office declares it (lib must not import features). */
const getUserSettings = defineEndpoint<void, { data: { type: string } }>({
  url: '/api/web/user/v1/settings',
  auth: 'service',
});
/** Six seconds, five of them the refresh margin: a token goes stale one second after it arrives. */
const TTL_SECONDS = 6;
let server: FastifyInstance;
let service: ServiceTokenService | undefined;
beforeAll(async () => {
  process.env.BETFRAME_SERVICE_TOKEN_TTL_SECONDS = String(TTL_SECONDS);
  server = await buildTestServer({ distDir: '/nonexistent' });
  delete process.env.BETFRAME_SERVICE_TOKEN_TTL_SECONDS;
});
afterAll(() => server.close());
// A fresh app per test: its own session.
let session: SessionStore;
beforeEach(() => {
  session = createSessionStore();
});
afterEach(() => {
  service?.stop();
  service = undefined;
});

/**
 * A signed-in browser: its session cookie on every call, the calls it made, a client wired to the
 * service token, and the clock of the token's timers (moved by the test, never waited for).
 */
async function browser({ mangle = false } = {}) {
  const res = await server.inject({
    method: 'POST',
    url: '/user/auth',
    headers: { host },
    payload: { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
  });
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      `http://${host}`,
    );
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    // A proxy that garbles the token of service calls: every one of them is a 401.
    if (mangle && url.pathname.startsWith('/api/web/user/v1/') && headers.authorization)
      headers.authorization += 'x';
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const answer = await server.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host, cookie },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).map(([k, v]): [string, string] => [k, String(v)]),
    });
  };
  const client = createApiClient({
    fetch,
    hooks: {
      serviceToken: {
        token: (url) => service!.token(url),
        rejected: (url, token, cause) => service!.rejected(url, token, cause),
        accepted: (url) => service!.accepted(url),
      },
    },
  });
  session.set({ authenticated: true });
  const clock = new SimulatedClock();
  service = startServiceToken({ client, session, clock });
  return { client, calls, cookie, clock };
}

describe('the service token for the page', () => {
  it('is fetched once for concurrent service calls, corrected by the platform clock, and refreshed after it expires', async () => {
    const { client, calls, clock } = await browser();
    const [a, b] = await Promise.all([client.call(getUserSettings), client.call(getUserSettings)]);
    expect(a.data.type).toBe('user-settings');
    expect(b).toEqual(a);
    expect(calls.filter((c) => c.includes('/token'))).toEqual([
      'GET /web-api/api/mobile/v1/token/',
    ]);
    const { skewMs, expiresAt, receivedAt } = service!.snapshot().context;
    expect(Math.abs(skewMs)).toBeLessThan(1_500);
    expect(expiresAt - receivedAt).toBeLessThanOrEqual(1_000);
    // Still fresh: the next call takes the same token.
    await client.call(getUserSettings);
    expect(service!.snapshot().value).toBe('valid');
    clock.increment(1_000);
    expect(service!.snapshot().value).toBe('stale');
    await client.call(getUserSettings);
    expect(calls.filter((c) => c.includes('/token'))).toEqual([
      'GET /web-api/api/mobile/v1/token/',
      'POST /web-api/api/mobile/v1/token/refresh',
    ]);
  });

  it('refetches after each 401 and gives up at the third for the URL with TOKEN_NOT_AUTHENTICATED', async () => {
    const { client, calls } = await browser({ mangle: true });
    const error = await client.call(getUserSettings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceTokenError);
    expect(error).toMatchObject({
      code: 'TOKEN_NOT_AUTHENTICATED',
      userMessage: 'error_token_not_authenticated',
    });
    expect(calls.filter((c) => c.includes('/settings'))).toHaveLength(3);
    expect(calls.filter((c) => c.includes('/token'))).toHaveLength(3);
  });

  it('fails with USER_NOT_AUTHENTICATED once the session is over, and drops the token when the app signs out', async () => {
    const { client, cookie } = await browser();
    await client.call(getUserSettings);
    expect(service!.snapshot().context.token).toMatch(/^ey/);
    // The session ends elsewhere: the token is refused (401), the refetch is refused (403).
    await server.inject({
      method: 'POST',
      url: '/user/disconnect',
      headers: { host, cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    await expect(client.call(getUserSettings)).rejects.toMatchObject({
      code: 'USER_NOT_AUTHENTICATED',
      status: 403,
    });
    session.set({ authenticated: false });
    expect(service!.snapshot()).toMatchObject({ value: 'idle', context: { token: '' } });
  });
});
