import { createBrowserStore } from './browser-store';
import type { Forage } from './forage-config';
import type { Preferences } from './preference-keys';
import { createPreferencesStore, type PreferencesStore } from './preferences-store';

const localStorageOrUndefined = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The browser's preferences: the spec's localforage database (browser-store.ts), with the
 * localStorage data of older builds migrated in; `initial` is shown until the storage is read
 * (what the platform rendered the page with). The store is imported directly, not with the first
 * call as the localforage library was: every page reads its preferences once hydrated, so a lazy
 * chunk is loaded anyway, and measured it cost more (entry +0.8 KB gzip this way; lazily a 1.1 KB
 * chunk and one more request: first page 204.6 against 204.2 KB). The storage itself is still
 * only touched once the page has hydrated.
 */
export function createBrowserPreferences(initial: Partial<Preferences> = {}): PreferencesStore {
  return createPreferencesStore({
    forage: createBrowserStore(),
    legacy: localStorageOrUndefined(),
    initial,
  });
}

/** A Forage over a Map: nothing outlives the store, and nothing touches the browser. */
function memoryForage(initial: Partial<Preferences>): Forage {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    ready: () => Promise.resolve(),
    getItem: <T>(key: string) => Promise.resolve((data.get(key) ?? null) as T | null),
    setItem: <T>(key: string, value: T) => (
      data.set(key, structuredClone(value)),
      Promise.resolve(value)
    ),
    removeItem: (key: string) => Promise.resolve(void data.delete(key)),
    keys: () => Promise.resolve([...data.keys()]),
  };
}

/**
 * Preferences kept in memory only (the platform's renders: every player starts at the defaults,
 * but for what `initial` knows of them, checked as stored values are).
 */
export function createMemoryPreferences(initial: Partial<Preferences> = {}): PreferencesStore {
  return createPreferencesStore({ forage: memoryForage(initial) });
}
