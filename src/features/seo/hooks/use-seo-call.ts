import { useEffect, useState } from 'react';

import { useApiClient } from '@/lib/api-client/api-client-context';
import type { Endpoint } from '@/lib/api-client/endpoint';

import { seoDataOrDefaults } from '../page-data';

/**
 * One SEO call's answer under the page-metadata failure rule (defaults on failure, never
 * thrown); undefined until it has answered for the current input. A new input aborts the old
 * call. `defaults` must be stable (a module constant).
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
  useEffect(() => {
    const controller = new AbortController();
    const [callInput, callPath] = JSON.parse(key) as [NoInfer<I>, Record<string, string>];
    const load = () =>
      client.call(endpoint, callInput, { signal: controller.signal, pathParams: callPath });
    void seoDataOrDefaults(what, load, defaults, controller.signal).then((value) => {
      if (!controller.signal.aborted) setAnswer({ key, value });
    });
    return () => controller.abort();
  }, [client, endpoint, key, defaults, what]);
  return answer?.key === key ? answer.value : undefined;
}
