import { createContext, type ReactNode, useContext } from 'react';

import type { ApiClient } from './client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes the app's one API client available to hooks below it. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The app's API client (inside ApiClientProvider). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: no ApiClientProvider above this component');
  return client;
}

/** The app's API client, or null outside ApiClientProvider (for pieces that call only sometimes). */
export const useOptionalApiClient = (): ApiClient | null => useContext(ApiClientContext);
