import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createConsentStore, type ConsentStore } from './consent-store';

const ConsentContext = createContext<ConsentStore | null>(null);

/** One consent store for the page; `required` is the variant's booleanConfig.has_cookie_consent. */
export function ConsentProvider({
  required,
  children,
}: {
  readonly required: boolean;
  readonly children: ReactNode;
}) {
  const store = useMemo(() => createConsentStore({ required }), [required]);
  return <ConsentContext.Provider value={store}>{children}</ConsentContext.Provider>;
}

/** The page's consent store (for effects that must wait: analytics, marketing counters). */
export function useConsentStore(): ConsentStore {
  const store = useContext(ConsentContext);
  if (!store) throw new Error('useConsentStore: used outside <ConsentProvider>');
  return store;
}

/** The player's current choice (undefined until they choose), re-rendering when it changes. */
export function useConsentLevel() {
  const store = useConsentStore();
  return useSyncExternalStore(store.subscribe, store.level, store.level);
}
