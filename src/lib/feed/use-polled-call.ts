import { useEffect, useRef, useState } from 'react';
import { createActor, fromPromise } from 'xstate';

import { pollingTimerMachine } from '@machines/polling-timer/polling-timer.machine';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { Endpoint } from '@/lib/api-client/endpoint';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { flowInspect } from '@/lib/machines/inspection';

import { replaceEqualDeep } from './replace-equal-deep';

export interface PolledCall<O> {
  /** The latest answer (undefined until the first one); unchanged parts keep their identity. */
  readonly data: O | undefined;
  /** The last run failed (the data shown is the one before). */
  readonly failed: boolean;
}

interface Answer<O> {
  readonly key: string;
  readonly data: O | undefined;
  readonly failed: boolean;
}

/**
 * Calls `endpoint` with `input` every `intervalMs` through the polling-timer machine (the first
 * time at once, or after an interval when the page came with its answer, `initial`):
 * never two calls at once, paused while the tab is hidden and resumed (with a call) when it is
 * back. The browser revalidates with the answer's ETag; an answer whose ETag did not change leaves
 * the view alone, a changed one is shared structurally with the last (replaceEqualDeep). Another
 * `input` is another timer, asking at once; nothing of the old one's answer shows. `initial` is
 * the answer the page came with (its first data), shown until the next call.
 */
export function usePolledCall<I, R, O>(
  endpoint: Endpoint<I, R, O>,
  input: I,
  intervalMs: number,
  initial?: O,
): PolledCall<O> {
  const client = useApiClient();
  const key = JSON.stringify(input);
  const [answer, setAnswer] = useState<Answer<O>>({ key, data: initial, failed: false });
  // The page's own answer: the first call's is shared with it, so a list hydrated from it renders
  // again only where the feed moved since (every row, the first time, before).
  const first = useRef({ key, data: initial });
  useEffect(() => {
    let etag: string | null = null;
    let shown: O | undefined = first.current.key === key ? first.current.data : undefined;
    const machine = pollingTimerMachine.provide({
      actors: {
        run: fromPromise(({ signal }) =>
          asMachineCall(async () => {
            let tag: string | null = null;
            const data = await client.call(endpoint, JSON.parse(key) as I, {
              signal,
              onResponseHeaders: (headers) => (tag = headers.get('etag')),
            });
            if (tag !== null && tag === etag) return;
            etag = tag;
            shown = replaceEqualDeep(shown, data);
            const next = shown;
            setAnswer({ key, data: next, failed: false });
          }),
        ),
      },
    });
    // The page's own answer is fresh: the first call waits an interval instead of asking again.
    const startsFresh = shown !== undefined;
    const actor = createActor(machine, {
      input: { intervalMs, startsFresh },
      inspect: flowInspect(),
    });
    const failing = actor.subscribe((s) => {
      const failed = s.context.error !== undefined;
      setAnswer((last) =>
        last.key === key && last.failed !== failed ? { ...last, failed } : last,
      );
    });
    actor.start();
    const follow = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'poll.pause' : 'poll.start' });
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      failing.unsubscribe();
      actor.stop();
    };
  }, [client, endpoint, key, intervalMs]);
  const current = answer.key === key;
  return {
    data: current ? answer.data : undefined,
    failed: current && answer.failed,
  };
}
