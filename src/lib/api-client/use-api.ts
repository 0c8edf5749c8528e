import { useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';

import { useApiClient } from './api-client-context';
import type { ApiClient, CallOptions } from './client';
import type { Endpoint } from './endpoint';
import type { ApiError } from './errors';
import { ViewRequests } from './view-requests';

const registries = new WeakMap<ApiClient, ViewRequests>();
const registryOf = (client: ApiClient) => {
  let registry = registries.get(client);
  if (!registry) {
    registry = new ViewRequests();
    registries.set(client, registry);
  }
  return registry;
};

/**
 * A view that shows an answer without asking for it: someone else keeps it fresh, and every view
 * of the app reads the same cached answer (`mutate` asks again).
 */
export const PASSIVE_VIEW = {
  revalidateOnMount: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} as const;

interface UseApiOptions<O> {
  readonly pathParams?: CallOptions['pathParams'];
  readonly swr?: SWRConfiguration<O, ApiError>;
}

/** The cache key of one call: useApi's, and the key of an answer in SWR's fallback (first-answers.ts). */
export const apiKey = <I, R, O>(
  endpoint: Endpoint<I, R, O>,
  input: I,
  pathParams?: CallOptions['pathParams'],
): string =>
  JSON.stringify([
    endpoint.method,
    endpoint.url,
    input,
    pathParams && Object.keys(pathParams).length > 0 ? pathParams : null,
  ]);

/** Per fallback (one per app): the keys whose first answer a view has shown already. */
const shownFirstAnswers = new WeakMap<object, Set<string>>();

/**
 * Whether this view starts from a first answer nobody has shown yet (SWR's fallback: a loader
 * asked for it with the page, the platform rendered from it): it is as fresh as the page, so
 * the view's mount does not ask again. Every view of that key in the same first commit counts;
 * a view mounted later (another visit to the page) asks as usual, and so does this one for
 * another key.
 */
function useFreshFirstAnswer(key: string | null): boolean {
  const { fallback } = useSWRConfig();
  const known = key !== null && key in fallback;
  const [first] = useState(() => {
    const shown = shownFirstAnswers.get(fallback);
    return { key, fresh: known && !shown?.has(key) };
  });
  useEffect(() => {
    if (key === null || !known) return;
    let shown = shownFirstAnswers.get(fallback);
    if (!shown) shownFirstAnswers.set(fallback, (shown = new Set()));
    shown.add(key);
  }, [fallback, key, known]);
  return first.fresh && first.key === key;
}

/**
 * Data of one endpoint for the view that shows it (SWR: cached, deduplicated, revalidated).
 * `input: null` waits. The request is aborted when the last view using it leaves. A view that
 * starts from the page's own answer for its call does not ask again as it mounts (it does on
 * focus, reconnection and `mutate`, as any view).
 */
export function useApi<I, R, O>(
  endpoint: Endpoint<I, R, O>,
  input: I | null,
  options: UseApiOptions<O> = {},
): SWRResponse<O, ApiError> {
  const client = useApiClient();
  const key = input === null ? null : apiKey(endpoint, input, options.pathParams);
  const registry = registryOf(client);
  useEffect(() => (key === null ? undefined : registry.retain(key)), [registry, key]);
  const fresh = useFreshFirstAnswer(key);
  return useSWR<O, ApiError, string | null>(
    key,
    (k: string) =>
      registry.run(k, (signal) =>
        client.call(endpoint, input as I, { signal, pathParams: options.pathParams }),
      ),
    fresh ? { revalidateOnMount: false, ...options.swr } : options.swr,
  );
}

/**
 * The answer a loader asked for this call before the first render (SWR's fallback, see
 * first-answers.ts), or undefined: for views that ask from an effect of their own.
 */
export function useFirstAnswer<I, R, O>(
  endpoint: Endpoint<I, R, O>,
  input: I,
  pathParams?: CallOptions['pathParams'],
): O | undefined {
  const { fallback } = useSWRConfig();
  return fallback[apiKey(endpoint, input, pathParams)] as O | undefined;
}
