import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';

import { ApiClientProvider } from './api-client-context';
import { createApiClient } from './client';
import { defineEndpoint } from './endpoint';
import { apiKey, useApi } from './use-api';

const getGreeting = defineEndpoint<{ name: string }, { text: string }, string>({
  url: '/greeting',
  params: { name: { type: 'string' } },
  transform: (raw) => raw.text,
});

/** A server that answers only when told to, and notes aborted requests. */
function pendingServer() {
  const requests: { url: string; signal: AbortSignal; answer: (text: string) => void }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise((resolve, reject) => {
      const signal = init?.signal as AbortSignal;
      signal.addEventListener('abort', () => reject(signal.reason as Error));
      requests.push({
        url: input as string,
        signal,
        answer: (text) =>
          resolve(
            new Response(JSON.stringify({ text }), {
              headers: { 'content-type': 'application/json' },
            }),
          ),
      });
    });
  return { fetch, requests };
}

function Greeting({ name }: { name: string | null }) {
  const { data, error } = useApi(getGreeting, name === null ? null : { name });
  if (error) return <p>error</p>;
  return <p>{data ?? 'loading'}</p>;
}

function renderViews(server: ReturnType<typeof pendingServer>, names: (string | null)[]) {
  const client = createApiClient({ fetch: server.fetch });
  const ui = (list: (string | null)[]) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiClientProvider client={client}>
        {list.map((name, i) => (
          <Greeting key={i} name={name} />
        ))}
      </ApiClientProvider>
    </SWRConfig>
  );
  const view = render(ui(names));
  return { ...view, show: (list: (string | null)[]) => view.rerender(ui(list)) };
}

/** A few frames and tasks later (SWR revalidates a view that has data in an animation frame). */
const afterFrames = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

describe('useApi', () => {
  it('shows the data of the endpoint once it arrives, one request for views sharing it', async () => {
    const server = pendingServer();
    renderViews(server, ['Ada', 'Ada']);
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await act(async () => undefined);
    expect(server.requests.map((r) => r.url)).toEqual(['/greeting?name=Ada']);
    await act(async () => server.requests[0]?.answer('Hello Ada'));
    expect(screen.getAllByText('Hello Ada')).toHaveLength(2);
  });

  it('waits while the input is null', async () => {
    const server = pendingServer();
    renderViews(server, [null]);
    await act(async () => undefined);
    expect(server.requests).toHaveLength(0);
  });

  it('aborts the request when the last view using it leaves, not before', async () => {
    const server = pendingServer();
    const { show } = renderViews(server, ['Ada', 'Ada']);
    await act(async () => undefined);
    await act(async () => show(['Ada']));
    expect(server.requests[0]?.signal.aborted).toBe(false);
    await act(async () => show([]));
    expect(server.requests[0]?.signal.aborted).toBe(true);
  });

  it("shows the page's first answer without asking again as it mounts; a later view asks", async () => {
    const server = pendingServer();
    const client = createApiClient({ fetch: server.fetch });
    const fallback = { [apiKey(getGreeting, { name: 'Ada' })]: 'Hello from the page' };
    const ui = (names: string[]) => (
      <ApiClientProvider client={client} fallback={fallback}>
        {names.map((name, i) => (
          <Greeting key={`${name}-${i}`} name={name} />
        ))}
      </ApiClientProvider>
    );
    // Two views of the first page: both show the page's answer, neither asks.
    const view = render(ui(['Ada', 'Ada']));
    expect(screen.getAllByText('Hello from the page')).toHaveLength(2);
    // SWR revalidates a view that has data a frame after it mounts.
    await afterFrames();
    expect(server.requests).toEqual([]);
    // A call the page did not answer is asked for as usual.
    await act(async () => view.rerender(ui(['Ada', 'Ada', 'Grace'])));
    expect(server.requests.map((r) => r.url)).toEqual(['/greeting?name=Grace']);
    // The page again later (the views left, one comes back): it shows the answer and asks.
    await act(async () => view.rerender(ui([])));
    await act(async () => view.rerender(ui(['Ada'])));
    expect(screen.getByText('Hello from the page')).toBeInTheDocument();
    await afterFrames();
    expect(server.requests.map((r) => r.url)).toEqual([
      '/greeting?name=Grace',
      '/greeting?name=Ada',
    ]);
    await act(async () => server.requests[1]?.answer('Hello Ada'));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('aborts the request of a view when it switches to other data', async () => {
    const server = pendingServer();
    const { show } = renderViews(server, ['Ada']);
    await act(async () => undefined);
    await act(async () => show(['Grace']));
    expect(server.requests.map((r) => [r.url, r.signal.aborted])).toEqual([
      ['/greeting?name=Ada', true],
      ['/greeting?name=Grace', false],
    ]);
  });
});
