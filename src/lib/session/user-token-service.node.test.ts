import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createApiClient } from '@/lib/api-client/client';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';
import { createSessionStore, type SessionStore } from './session-store';
import { startUserToken, USER_TOKEN_COOKIE, type UserTokenService } from './user-token-service';

const host = 'localhost:8080';
let server: FastifyInstance;
let service: UserTokenService | undefined;
beforeAll(async () => {
  server = await buildTestServer({ distDir: '/nonexistent' });
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

/** A browser's side: the session cookie it holds, sent with every call, and its document.cookie. */
function browser(protocol = 'http:') {
  const jar = { session: '' };
  const document = { cookie: '', location: { protocol } };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      `http://${host}`,
    );
    const res = await server.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: {
        ...Object.fromEntries(new Headers(init?.headers).entries()),
        host,
        ...(jar.session ? { cookie: jar.session } : {}),
      },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined && name !== 'set-cookie') headers.set(name, String(value));
    return new Response(res.body, { status: res.statusCode, headers });
  };
  const signIn = async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host },
      payload: { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    jar.session = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // What the page's script sees of them: the readable signed-in hint.
    document.cookie = res.cookies
      .filter((c) => !c.httpOnly)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  };
  return { jar, document, client: createApiClient({ fetch }), signIn };
}

describe('the user token for the page', () => {
  it('makes a visitor without a session a guest, and clears the token cookie', async () => {
    const { client, document } = browser();
    service = startUserToken({ client, session, document });
    await service.ready();
    expect(session.get().authenticated).toBe(false);
    expect(await service.token()).toBe('');
    expect(document.cookie).toMatch(new RegExp(`^${USER_TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970`));
  });

  it('signs a returning player in from the session, keeps the token in the user_token cookie until its exp, and drops it at sign-out', async () => {
    const b = browser();
    await b.signIn();
    service = startUserToken({ client: b.client, session, document: b.document });
    await service.ready();
    expect(session.get().authenticated).toBe(true);
    const token = await service.token();
    const exp = decodeJwt(token).exp!;
    expect(b.document.cookie).toBe(
      `${USER_TOKEN_COOKIE}=${token}; expires=${new Date(exp * 1000).toUTCString()}; path=/; samesite=lax`,
    );
    session.set({ authenticated: false });
    expect(await service.token()).toBe('');
  });

  it('marks the user_token cookie Secure on a page reached over https, and only there', async () => {
    const b = browser('https:');
    await b.signIn();
    service = startUserToken({ client: b.client, session, document: b.document });
    await service.ready();
    const token = await service.token();
    expect(b.document.cookie).toMatch(
      new RegExp(`^${USER_TOKEN_COOKIE}=${token}; expires=[^;]+; path=/; samesite=lax; secure$`),
    );
    session.set({ authenticated: false });
    await expect.poll(() => b.document.cookie).toMatch(/^user_token=; expires=Thu.*; secure$/);
  });

  it('fetches a token when the app signs the player in', async () => {
    const b = browser();
    service = startUserToken({ client: b.client, session, document: b.document });
    await service.ready();
    await b.signIn();
    session.set({ authenticated: true });
    await expect.poll(() => service!.token()).toMatch(/^ey/);
  });
});
