import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from './client';
import { defineEndpoint } from './endpoint';
import type { ServiceTokenHooks } from './service-auth';
import { ServiceTokenError } from './service-token-error';
import { fakeFetch, jsonResponse } from './test-fetch';

const getSettings = defineEndpoint<{ lang?: string }, { ok: boolean }>({
  url: '/api/web/user/v1/settings',
  auth: 'service',
  params: { lang: { type: 'string' } },
});

/** Hooks handing out token-1, token-2, … and refusing a URL at its third 401, as the runtime does. */
function countingHooks() {
  let issued = 0;
  const attempts = new Map<string, number>();
  const hooks = {
    token: vi.fn((_url: string) => Promise.resolve(`token-${++issued}`)),
    rejected: vi.fn((url: string) => {
      const count = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, count);
      if (count >= 3) throw new ServiceTokenError('TOKEN_NOT_AUTHENTICATED', url);
    }),
    accepted: vi.fn((url: string) => void attempts.delete(url)),
  } satisfies ServiceTokenHooks;
  return hooks;
}

describe('service calls', () => {
  it('carry the service token as Authorization: Bearer, never the user token', async () => {
    const { fetch, seen } = fakeFetch(() => jsonResponse({ ok: true }));
    const authHeaders = vi.fn(() => ({ 'x-auth': 'Bearer user' }));
    const serviceToken = countingHooks();
    const client = createApiClient({ fetch, hooks: { authHeaders, serviceToken } });
    await expect(client.call(getSettings, { lang: 'en' })).resolves.toEqual({ ok: true });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]?.headers.has('x-auth')).toBe(false);
    expect(authHeaders).not.toHaveBeenCalled();
    // Attempts are counted per path: the query does not make another URL.
    expect(serviceToken.token).toHaveBeenCalledWith('/api/web/user/v1/settings');
    expect(serviceToken.accepted).toHaveBeenCalledWith('/api/web/user/v1/settings');
  });

  it('retry after a 401 with a new token, and succeed', async () => {
    const { fetch, seen } = fakeFetch(({ headers }) =>
      headers.get('authorization') === 'Bearer token-2'
        ? jsonResponse({ ok: true })
        : jsonResponse({ message: 'error_token_not_authenticated' }, 401),
    );
    const serviceToken = countingHooks();
    const client = createApiClient({ fetch, hooks: { serviceToken } });
    await expect(client.call(getSettings)).resolves.toEqual({ ok: true });
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(serviceToken.rejected).toHaveBeenCalledWith(
      '/api/web/user/v1/settings',
      'token-1',
      expect.objectContaining({ status: 401 }),
    );
  });

  it('fail with TOKEN_NOT_AUTHENTICATED after three 401s, shown as its i18n key and reported', async () => {
    const { fetch, seen } = fakeFetch(() =>
      jsonResponse({ message: 'error_token_not_authenticated' }, 401),
    );
    const onError = vi.fn();
    const client = createApiClient({ fetch, hooks: { serviceToken: countingHooks(), onError } });
    const error = await client.call(getSettings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceTokenError);
    expect(error).toMatchObject({
      code: 'TOKEN_NOT_AUTHENTICATED',
      status: 401,
      userMessage: 'error_token_not_authenticated',
      body: { message: 'error_token_not_authenticated' },
    });
    expect(seen).toHaveLength(3);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('do not retry other failures, and send nothing when there is no token to be had', async () => {
    const { fetch, seen } = fakeFetch(() => jsonResponse({ message: 'error_validation' }, 422));
    const serviceToken = countingHooks();
    const client = createApiClient({ fetch, hooks: { serviceToken } });
    await expect(client.call(getSettings)).rejects.toMatchObject({ status: 422 });
    expect(serviceToken.rejected).not.toHaveBeenCalled();
    serviceToken.token.mockRejectedValueOnce(
      new ServiceTokenError('USER_NOT_AUTHENTICATED', '/api/web/user/v1/settings'),
    );
    await expect(client.call(getSettings)).rejects.toMatchObject({
      code: 'USER_NOT_AUTHENTICATED',
      status: 403,
      userMessage: 'error_user_not_authenticated',
    });
    expect(seen).toHaveLength(1);
    await expect(createApiClient({ fetch }).call(getSettings)).rejects.toMatchObject({
      code: 'USER_NOT_AUTHENTICATED',
    });
    expect(seen).toHaveLength(1);
  });
});

describe('response headers', () => {
  it('are handed to onResponseHeaders, for errors too', async () => {
    const date = 'Fri, 15 Jan 2027 08:00:02 GMT';
    let status = 200;
    const { fetch } = fakeFetch(
      () =>
        new Response('{}', {
          status,
          headers: { 'content-type': 'application/vnd.api+json', date },
        }),
    );
    const client = createApiClient({ fetch });
    const endpoint = defineEndpoint<void, unknown>({
      url: '/web-api/api/mobile/v1/token/',
      jsonApi: true,
    });
    const seen: (string | null)[] = [];
    await client.call(endpoint, undefined, {
      onResponseHeaders: (headers) => seen.push(headers.get('date')),
    });
    status = 403;
    await expect(
      client.call(endpoint, undefined, {
        onResponseHeaders: (headers) => seen.push(headers.get('date')),
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(seen).toEqual([date, date]);
  });
});
