import { useEffect, useState } from 'react';

import { useApiClient } from '@/lib/api-client/api-client-context';
import type { Endpoint } from '@/lib/api-client/endpoint';
import { useFirstAnswer } from '@/lib/api-client/use-api';

import { seoDataOrDefaults } from '../page-data';

/**
 * One SEO call's answer under the page-metadata failure rule (defaults on failure, never
 * thrown); undefined until it has answered for the current input. A new input aborts the old
 * call. `defaults` must be stable (a module constant). An answer a loader asked for before the
 * first render (SWR's fallback, first-answers.ts) is used as it is, without asking again.
 */
export function useSeoCall<I, R, O>(
  what: string,
  endpoint: Endpoint<I, R, O>,
  input: I,
  defaults: O,
  pathParams: Readonly<Record<string, string>> = {},
): O | undefined {
  const client = useApiClient();
  // The call's identity: inputs are plain data, so their JSON names them (and keeps the effect from re-running on a new object).
  const key = JSON.stringify([input, pathParams]);
  const [answer, setAnswer] = useState<{ key: string; value: O }>();
  const known = useFirstAnswer(endpoint, input, pathParams);
  const isKnown = known !== undefined;
  useEffect(() => {
    if (isKnown) return;
    const controller = new AbortController();
    const [callInput, callPath] = JSON.parse(key) as [NoInfer<I>, Record<string, string>];
    const load = () =>
      client.call(endpoint, callInput, { signal: controller.signal, pathParams: callPath });
    void seoDataOrDefaults(what, load, defaults, controller.signal).then((value) => {
      if (!controller.signal.aborted) setAnswer({ key, value });
    });
    return () => controller.abort();
  }, [client, endpoint, key, defaults, what, isKnown]);
  return isKnown ? known : answer?.key === key ? answer.value : undefined;
}
