import { describe, expect, it, vi } from 'vitest';

import { postDisconnect } from '@/lib/session/session-endpoints';

import { createApiClient } from './client';
import { defineEndpoint } from './endpoint';
import { ApiError } from './errors';
import { fakeFetch, jsonResponse } from './test-fetch';

const params = { lang: { type: 'string' }, eventId: { type: 'int' } } as const;
const getEvents = defineEndpoint<{ lang?: string; eventId?: number }, { ok: boolean }>({
  url: '/frontend-api/events',
  params,
});
const postBet = defineEndpoint<{ lang?: string; eventId?: number }, { ok: boolean }>({
  url: '/frontend-api/bet',
  method: 'POST',
  params,
});

function setup(respond: () => Response = () => jsonResponse({ ok: true })) {
  const fake = fakeFetch(respond);
  return { ...fake, client: createApiClient({ fetch: fake.fetch, baseUrl: 'https://api.test/' }) };
}

describe('request shaping', () => {
  it('sends GET params in the query string, declared ones only', async () => {
    const { client, seen } = setup();
    await client.call(getEvents, { lang: 'en', eventId: 5 });
    const [request] = seen;
    const url = new URL(request?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://api.test/frontend-api/events');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'en', eventId: '5' });
    expect(request?.init.method).toBe('GET');
    expect(request?.init.body ?? null).toBeNull();
    expect(request?.init.credentials).toBe('same-origin');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'sends %s params as a JSON body',
    async (method) => {
      const { client, seen } = setup();
      await client.call({ ...postBet, method }, { lang: 'en', eventId: 5 });
      expect(seen[0]?.url).toBe('https://api.test/frontend-api/bet');
      expect(seen[0]?.init.method).toBe(method);
      expect(JSON.parse(seen[0]?.init.body as string)).toEqual({ lang: 'en', eventId: 5 });
      expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    },
  );

  it('uses the JSON:API media type for Content-Type and Accept', async () => {
    const { client, seen } = setup();
    await client.call({ ...postBet, jsonApi: true }, { eventId: 1 });
    expect(seen[0]?.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(seen[0]?.headers.get('accept')).toBe('application/vnd.api+json');
  });

  it('sends FormData unchanged without setting Content-Type', async () => {
    const { client, seen } = setup();
    const form = new FormData();
    form.append('file', 'content');
    const upload = defineEndpoint<FormData, { ok: boolean }>({ url: '/upload', method: 'POST' });
    await client.call(upload, form);
    expect(seen[0]?.init.body).toBe(form);
    expect(seen[0]?.headers.has('content-type')).toBe(false);
  });

  it('sends the headers an endpoint declares: logging out says it comes from the site', async () => {
    const { client, seen } = setup();
    await client.call(postDisconnect);
    expect(seen[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('appends URI-encoded path params in the declared order', async () => {
    const { client, seen } = setup();
    const endpoint = defineEndpoint<{ lang: string }, unknown>({
      url: '/events/',
      pathParams: ['sport', 'id'],
      params: { lang: { type: 'string' } },
    });
    await client.call(endpoint, { lang: 'en' }, { pathParams: { id: 7, sport: 'ice hockey/x' } });
    expect(seen[0]?.url).toBe('https://api.test/events/ice%20hockey%2Fx/7?lang=en');
    await expect(client.call(endpoint, { lang: 'en' }, { pathParams: { id: 7 } })).rejects.toThrow(
      'Missing path param "sport"',
    );
  });
});

describe('hooks', () => {
  it('asks for auth headers only for auth endpoints and sends them', async () => {
    const fake = fakeFetch(() => jsonResponse({ ok: true }));
    const authHeaders = vi.fn(() => Promise.resolve({ 'x-auth': 'Bearer t0k' }));
    const client = createApiClient({ fetch: fake.fetch, hooks: { authHeaders } });
    await client.call(getEvents);
    expect(authHeaders).not.toHaveBeenCalled();
    expect(fake.seen[0]?.headers.has('x-auth')).toBe(false);

    const secured = { ...getEvents, auth: true };
    await client.call(secured, { lang: 'en' });
    expect(authHeaders).toHaveBeenCalledWith({
      endpoint: secured,
      url: '/frontend-api/events?lang=en',
    });
    expect(fake.seen[1]?.headers.get('x-auth')).toBe('Bearer t0k');
  });

  it('sets the captcha header only for captcha endpoints', async () => {
    const fake = fakeFetch(() => jsonResponse({ ok: true }));
    const captchaHeader = vi.fn(() => Promise.resolve('from-hook'));
    const client = createApiClient({ fetch: fake.fetch, hooks: { captchaHeader } });
    await client.call(postBet, {}, { captchaToken: 'ignored' });
    await client.call({ ...postBet, captcha: true }, {}, { captchaToken: 'tok-1' });
    await client.call({ ...postBet, captcha: true }, {});
    expect(fake.seen.map((r) => r.headers.get('x-captcha-token'))).toEqual([
      null,
      'tok-1',
      'from-hook',
    ]);
    expect(captchaHeader).toHaveBeenCalledTimes(1);
  });

  it('keeps the text body of a non-JSON error page', async () => {
    const { client } = setup(
      () =>
        new Response('{broken', { status: 502, headers: { 'content-type': 'application/json' } }),
    );
    await expect(client.call(getEvents)).rejects.toMatchObject({
      name: 'BadGatewayError',
      body: '{broken',
      userMessage: 'error_server_generic',
    });
  });

  it('reports errors to onError', async () => {
    const onError = vi.fn();
    const fake = fakeFetch(() => jsonResponse({}, 500));
    const client = createApiClient({ fetch: fake.fetch, hooks: { onError } });
    await expect(client.call(getEvents)).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  });
});

describe('default headers', () => {
  it('sends the headers of defaultHeaders(), read at each call, under the caller’s own', async () => {
    let language = 'ru';
    const { fetch, seen } = fakeFetch(
      () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    const client = createApiClient({ fetch, defaultHeaders: () => ({ 'x-lang': language }) });
    const endpoint = defineEndpoint<void, unknown>({ url: '/x' });
    await client.call(endpoint);
    language = 'kk';
    await client.call(endpoint);
    await client.call(endpoint, undefined, { headers: { 'x-lang': 'en' } });
    expect(seen.map((r) => r.headers.get('x-lang'))).toEqual(['ru', 'kk', 'en']);
  });
});
