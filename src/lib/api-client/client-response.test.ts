import { describe, expect, it } from 'vitest';

import { createApiClient } from './client';
import { defineEndpoint } from './endpoint';
import { ApiError, NotFoundError, QueryError, REQUEST_RESULT } from './errors';
import { fakeFetch, jsonResponse } from './test-fetch';

const getEvents = defineEndpoint<undefined, { ok: boolean }>({ url: '/frontend-api/events' });
const postBet = defineEndpoint<Record<string, never>, { ok: boolean }>({
  url: '/frontend-api/bet',
  method: 'POST',
});

function setup(respond: () => Response) {
  return { client: createApiClient({ fetch: fakeFetch(respond).fetch }) };
}

describe('response handling', () => {
  it('parses JSON (JSON:API included), text, and empty bodies', async () => {
    const bodies = [
      jsonResponse({ a: 1 }, 200, 'application/vnd.api+json; charset=utf-8'),
      new Response('plain', { headers: { 'content-type': 'text/plain' } }),
      new Response(null, { status: 204, headers: { 'content-type': 'application/json' } }),
    ];
    const { client } = setup(() => bodies.shift() ?? jsonResponse(null));
    const endpoint = defineEndpoint<undefined, unknown>({ url: '/x' });
    expect(await client.call(endpoint)).toEqual({ a: 1 });
    expect(await client.call(endpoint)).toBe('plain');
    expect(await client.call(endpoint)).toBeNull();
  });

  it('applies transform to the raw body', async () => {
    const { client } = setup(() => jsonResponse({ items: [1, 2, 3] }));
    const count = defineEndpoint<undefined, { items: number[] }, number>({
      url: '/x',
      transform: (raw) => raw.items.length,
    });
    expect(await client.call(count)).toBe(3);
  });

  it('maps non-2xx responses to typed errors', async () => {
    const { client } = setup(() => jsonResponse({ errors: [{ detail: 'No such event' }] }, 404));
    const error: unknown = await client.call(getEvents).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, userMessage: 'No such event' });
  });

  it('turns success:false into a QueryError', async () => {
    const { client } = setup(() => jsonResponse({ success: false, message: 'Limit exceeded' }));
    const error: unknown = await client.call(postBet, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'QueryError',
      status: 200,
      userMessage: 'Limit exceeded',
      requestResult: REQUEST_RESULT.error,
    });
    const bare = setup(() => jsonResponse({ success: false }));
    await expect(bare.client.call(postBet, {})).rejects.toMatchObject({
      userMessage: 'error_query_generic',
    });
  });

  it('rejects malformed JSON in a success response', async () => {
    const { client } = setup(
      () => new Response('{oops', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(client.call(getEvents)).rejects.toMatchObject({ kind: 'parse', status: 200 });
  });
});
