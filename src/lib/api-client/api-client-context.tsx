import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { SWRConfig } from 'swr';

import type { ApiClient } from './client';

const ApiClientContext = createContext<ApiClient | null>(null);

// SWR's default cache is one per module: two apps in one process (the platform's renders, route
// tests) would read each other's answers. SWRConfig calls the provider once per mount.
const ownCache = () => new Map();
const NO_FALLBACK: Record<string, unknown> = {};

/**
 * Makes the app's one API client, and a data cache of its own, available to hooks below it;
 * `fallback`: answers asked for before the first render (first-answers.ts), by useApi's key.
 */
export function ApiClientProvider({
  client,
  fallback = NO_FALLBACK,
  children,
}: {
  client: ApiClient;
  fallback?: Record<string, unknown>;
  children: ReactNode;
}) {
  const config = useMemo(() => ({ provider: ownCache, fallback }), [fallback]);
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}

/** The app's API client (inside ApiClientProvider). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: no ApiClientProvider above this component');
  return client;
}

/** The app's API client, or null outside ApiClientProvider (for pieces that call only sometimes). */
export const useOptionalApiClient = (): ApiClient | null => useContext(ApiClientContext);
