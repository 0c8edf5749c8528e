import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the platform's render and while the browser hydrates it, true from the next render on:
 * what only the browser knows (its storage) is read once this is true, so the first render matches
 * the server's HTML. Without a server render (a client-only mount) it is true at once.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
