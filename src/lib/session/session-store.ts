/** Who the visitor is, as far as routes and menus care: the two access states of the spec. */
export interface Session {
  readonly authenticated: boolean;
}

/** One app's session: the authentication feature sets it after login and logout. */
export interface SessionStore {
  readonly get: () => Session;
  readonly set: (next: Session) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

/** A session store for one app instance (a guest until told otherwise, or `initial`). */
export function createSessionStore(initial: Session = { authenticated: false }): SessionStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
