import { useSyncExternalStore } from 'react';

import { createStoreContext } from '@/lib/store-context';

import type { Session, SessionStore } from './session-store';

const session = createStoreContext<SessionStore>('useSessionStore');

/** Makes the app's session store available to the components below it. */
export const SessionProvider = session.Provider;

/** The app's session store, to set it (sign-in, sign-out) or follow it outside rendering. */
export function useSessionStore(): SessionStore {
  return session.useStore();
}

/** The current session, re-rendering on change. */
export function useSession(): Session {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
