import { useSyncExternalStore } from 'react';

/** Who the visitor is, as far as routes and menus care: the two access states of the spec. */
export interface Session {
  readonly authenticated: boolean;
}

let current: Session = { authenticated: false };
const listeners = new Set<() => void>();

/**
 * The session store. The authentication feature sets it after login and logout; until then
 * every visitor is a guest.
 */
export const sessionStore = {
  get: (): Session => current,
  set: (next: Session): void => {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current session, re-rendering on change. */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
