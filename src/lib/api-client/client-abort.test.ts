import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from './client';
import { CancelledError, DownloadTimeoutError, NetworkError, TimeoutError } from './client-errors';
import { defineEndpoint } from './endpoint';
import { ApiError, REQUEST_RESULT } from './errors';
import {
  fakeFetch,
  jsonResponse,
  type SeenRequest,
  stalledBodyResponse,
  untilAborted,
} from './test-fetch';

const search = defineEndpoint<{ q: string }, { hits: string[] }>({
  url: '/frontend-api/search',
  params: { q: { type: 'string' } },
  noParallel: true,
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('timeouts', () => {
  it('fails with 1488 when no headers arrive within timeoutMs', async () => {
    const fake = fakeFetch(untilAborted);
    const client = createApiClient({ fetch: fake.fetch });
    const endpoint = { ...search, timeoutMs: 20, downloadTimeoutMs: 5_000 };
    const error = await rejection(client.call(endpoint, { q: 'a' }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ status: 1488, kind: 'timeout' });
    expect(error.message).toContain('/frontend-api/search?q=a');
    expect(fake.seen[0]?.init.signal?.aborted).toBe(true);
  });

  it('uses defaultTimeoutMs when the endpoint has none', async () => {
    const fake = fakeFetch(untilAborted);
    const client = createApiClient({ fetch: fake.fetch, defaultTimeoutMs: 20 });
    const error = await rejection(client.call(search, { q: 'a' }));
    expect(error.status).toBe(1488);
  });

  it('fails with 1489 when the body does not finish within downloadTimeoutMs', async () => {
    const fake = fakeFetch(stalledBodyResponse);
    const client = createApiClient({ fetch: fake.fetch });
    const endpoint = { ...search, timeoutMs: 5_000, downloadTimeoutMs: 20 };
    const error = await rejection(client.call(endpoint, { q: 'a' }));
    expect(error).toBeInstanceOf(DownloadTimeoutError);
    expect(error).toMatchObject({ status: 1489, kind: 'download-timeout' });
    expect(error.message).toContain('/frontend-api/search?q=a');
  });

  it('does not time out a response that arrives in time', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeFetch(() => jsonResponse({ hits: ['x'] }));
      const client = createApiClient({ fetch: fake.fetch, defaultTimeoutMs: 50 });
      await expect(client.call(search, { q: 'a' })).resolves.toEqual({ hits: ['x'] });
      // Timers must be cleared, otherwise a late abort could fire on a finished call.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cancellation', () => {
  it('rejects with CancelledError carrying the url when the caller aborts', async () => {
    const fake = fakeFetch(untilAborted);
    const onError = vi.fn();
    const client = createApiClient({ fetch: fake.fetch, hooks: { onError } });
    const caller = new AbortController();
    const pending = rejection(client.call(search, { q: 'abc' }, { signal: caller.signal }));
    await vi.waitFor(() => expect(fake.seen).toHaveLength(1));
    caller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(CancelledError);
    expect(error).toMatchObject({ status: 0, requestResult: REQUEST_RESULT.closed });
    expect(error.message).toContain('/frontend-api/search?q=abc');
    expect(fake.seen[0]?.init.signal?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not call fetch or hooks for an already aborted signal', async () => {
    const fake = fakeFetch(() => jsonResponse({}));
    const authHeaders = vi.fn(() => ({}));
    const client = createApiClient({ fetch: fake.fetch, hooks: { authHeaders } });
    const error = await rejection(
      client.call({ ...search, auth: true }, { q: 'a' }, { signal: AbortSignal.abort() }),
    );
    expect(error).toBeInstanceOf(CancelledError);
    expect(fake.seen).toHaveLength(0);
    expect(authHeaders).not.toHaveBeenCalled();
  });

  it('noParallel: a newer call to the same url cancels the older one', async () => {
    const answer = (r: SeenRequest) =>
      r.url.endsWith('q=old') ? untilAborted<Response>(r) : jsonResponse({ hits: ['new'] });
    const client = createApiClient({ fetch: fakeFetch(answer).fetch });
    const older = rejection(client.call(search, { q: 'old' }));
    const newer = client.call(search, { q: 'new' });
    const error = await older;
    expect(error).toBeInstanceOf(CancelledError);
    expect(error.message).toContain('superseded');
    expect(error.url).toBe('/frontend-api/search?q=old');
    await expect(newer).resolves.toEqual({ hits: ['new'] });
    // Once the newer call finished, a later one has nothing to supersede.
    await expect(client.call(search, { q: 'new' })).resolves.toEqual({ hits: ['new'] });
  });

  it('lets parallel calls run when noParallel is off', async () => {
    let release: (r: Response) => void = () => undefined;
    const first = new Promise<Response>((resolve) => (release = resolve));
    const answer = (r: SeenRequest) =>
      r.url.endsWith('q=old') ? first : jsonResponse({ hits: ['new'] });
    const client = createApiClient({ fetch: fakeFetch(answer).fetch });
    const parallel = { ...search, noParallel: false };
    const older = client.call(parallel, { q: 'old' });
    await expect(client.call(parallel, { q: 'new' })).resolves.toEqual({ hits: ['new'] });
    release(jsonResponse({ hits: ['old'] }));
    await expect(older).resolves.toEqual({ hits: ['old'] });
  });
});

describe('network errors', () => {
  it('wraps a rejected fetch in NetworkError', async () => {
    const cause = new TypeError('Failed to fetch');
    const client = createApiClient({ fetch: () => Promise.reject(cause) });
    const error = await rejection(client.call(search, { q: 'a' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0, requestResult: REQUEST_RESULT.networkError, cause });
    expect(error.userMessage).toBe('error_network');
  });
});
