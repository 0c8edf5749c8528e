import { randomToken } from './random-token';

/**
 * What the app keeps while the player visits a third party (a social provider, a bank) and
 * comes back: stored in the tab's sessionStorage under a random `state` the third party
 * returns, so a return that did not start here (or started in another tab) matches nothing.
 */
export interface RoundTrip<T extends object> {
  /** Keeps the data; the state to send along. */
  begin(data: T): string;
  /** The data of the trip this state belongs to, or undefined. */
  read(state: string | null): (T & { readonly state: string }) | undefined;
  /** Forgets the trip (a state is good for one return). */
  clear(): void;
}

export function roundTrip<T extends object>(
  key: string,
  storage: () => Storage = () => window.sessionStorage,
): RoundTrip<T> {
  return {
    begin(data) {
      const state = randomToken();
      storage().setItem(key, JSON.stringify({ ...data, state }));
      return state;
    },
    read(state) {
      if (!state) return undefined;
      try {
        // No storage on the platform's renders (a ReferenceError there), nor when the browser blocks it.
        const raw = storage().getItem(key);
        if (!raw) return undefined;
        const trip = JSON.parse(raw) as T & { state: string };
        return trip.state === state ? trip : undefined;
      } catch {
        return undefined;
      }
    },
    clear: () => storage().removeItem(key),
  };
}
