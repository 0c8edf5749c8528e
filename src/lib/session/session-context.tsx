import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

import type { Session, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

/** Makes the app's session store available to the components below it. */
export function SessionProvider({
  store,
  children,
}: {
  readonly store: SessionStore;
  readonly children: ReactNode;
}) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The app's session store, to set it (sign-in, sign-out) or follow it outside rendering. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore: no SessionProvider above this component');
  return store;
}

/** The current session, re-rendering on change. */
export function useSession(): Session {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
