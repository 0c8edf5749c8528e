import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { createApiClient } from '@/lib/api-client/client';
import { defineEndpoint } from '@/lib/api-client/endpoint';

import { usePolledCall } from './use-polled-call';

interface Game {
  readonly id: number;
  readonly price: number;
}
interface List {
  readonly games: readonly Game[];
}

const getList = defineEndpoint<{ sport: number }, List, List>({
  url: '/list',
  params: { sport: { type: 'int' } },
  transform: (raw) => raw,
});

/** A platform answering each call with the next of `answers` (the last one again after). */
function platform(answers: readonly List[]) {
  let calls = 0;
  const fetch: typeof globalThis.fetch = () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls++;
    return Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  };
  const client = createApiClient({ fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>{children}</ApiClientProvider>
  );
  return { wrapper, calls: () => calls };
}

describe('usePolledCall', () => {
  it("shares its first answer with the page's own: unchanged games keep their identity", async () => {
    const initial: List = {
      games: [
        { id: 1, price: 1.85 },
        { id: 2, price: 2.1 },
      ],
    };
    // The first call finds game 2's price moved since the page was rendered.
    const { wrapper, calls } = platform([
      {
        games: [
          { id: 1, price: 1.85 },
          { id: 2, price: 2.2 },
        ],
      },
    ]);
    const { result } = renderHook(() => usePolledCall(getList, { sport: 1 }, 200, initial), {
      wrapper,
    });
    expect(result.current.data).toBe(initial);
    await waitFor(() => expect(result.current.data?.games[1]?.price).toBe(2.2));
    expect(calls()).toBe(1);
    // A list of memoised rows renders again only the row whose game moved.
    expect(result.current.data?.games[0]).toBe(initial.games[0]);
    expect(result.current.data?.games[1]).not.toBe(initial.games[1]);
  });

  it('keeps the whole answer when the first call finds nothing changed', async () => {
    const initial: List = { games: [{ id: 1, price: 1.5 }] };
    const { wrapper, calls } = platform([{ games: [{ id: 1, price: 1.5 }] }]);
    const { result } = renderHook(() => usePolledCall(getList, { sport: 1 }, 200, initial), {
      wrapper,
    });
    await waitFor(() => expect(calls()).toBe(1));
    // Let the answer settle: the data stays the page's own object.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBe(initial);
  });

  it("with the page's answer, asks again only after an interval; without one, at once", async () => {
    const answer: List = { games: [{ id: 1, price: 1.5 }] };
    const fresh = platform([answer]);
    renderHook(() => usePolledCall(getList, { sport: 1 }, 60_000, answer), {
      wrapper: fresh.wrapper,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fresh.calls()).toBe(0);

    const none = platform([answer]);
    const { result } = renderHook(() => usePolledCall(getList, { sport: 1 }, 60_000), {
      wrapper: none.wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(answer));
    expect(none.calls()).toBe(1);
  });
});
