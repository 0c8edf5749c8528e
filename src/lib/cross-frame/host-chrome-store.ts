import { useSyncExternalStore } from 'react';

/** What a hosted microfrontend asks of the site around it, for parts the frames feature does not own. */
export interface HostChrome {
  /** A microfrontend modal is open: the page behind the frame is inert and scroll-to-top hidden. */
  readonly pageInert: boolean;
}

const initial: HostChrome = { pageInert: false };
// Browser-only: written by the frames feature's effect; a server render reads `initial` (below).
let state = initial;
const listeners = new Set<() => void>();

/** The host chrome store: the frames feature writes it, the shell reads it. */
export const hostChromeStore = {
  get: (): HostChrome => state,
  set: (next: Partial<HostChrome>): void => {
    const merged = { ...state, ...next };
    if (merged.pageInert === state.pageInert) return;
    state = merged;
    for (const listener of listeners) listener();
  },
  reset: (): void => hostChromeStore.set(initial),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const serverChrome = (): HostChrome => initial;

/** The current host chrome, re-rendering on change. */
export function useHostChrome(): HostChrome {
  return useSyncExternalStore(hostChromeStore.subscribe, hostChromeStore.get, serverChrome);
}
