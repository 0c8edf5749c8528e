import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

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

interface UseApiOptions<O> {
  readonly pathParams?: CallOptions['pathParams'];
  readonly swr?: SWRConfiguration<O, ApiError>;
}

/**
 * Data of one endpoint for the view that shows it (SWR: cached, deduplicated, revalidated).
 * `input: null` waits. The request is aborted when the last view using it leaves.
 */
export function useApi<I, R, O>(
  endpoint: Endpoint<I, R, O>,
  input: I | null,
  options: UseApiOptions<O> = {},
): SWRResponse<O, ApiError> {
  const client = useApiClient();
  const key =
    input === null
      ? null
      : JSON.stringify([endpoint.method, endpoint.url, input, options.pathParams ?? null]);
  const registry = registryOf(client);
  useEffect(() => (key === null ? undefined : registry.retain(key)), [registry, key]);
  return useSWR<O, ApiError, string | null>(
    key,
    (k: string) =>
      registry.run(k, (signal) =>
        client.call(endpoint, input as I, { signal, pathParams: options.pathParams }),
      ),
    options.swr,
  );
}
