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
 * The spec's localforage instance, loaded with the first call: the library (≈ 8 KB gzip) is not
 * part of the page's first script, and a page the platform rendered reads its storage only once
 * it has hydrated.
 */
function lazyForage(): Forage {
  let instance: Promise<Forage> | undefined;
  const forage = () => (instance ??= import('./forage').then((m) => m.createForage()));
  return {
    ready: () => forage().then((f) => f.ready()),
    getItem: (key) => forage().then((f) => f.getItem(key)),
    setItem: (key, value) => forage().then((f) => f.setItem(key, value)),
    removeItem: (key) => forage().then((f) => f.removeItem(key)),
    keys: () => forage().then((f) => f.keys()),
  };
}

/**
 * The browser's preferences: localforage, with the localStorage data of older builds migrated in;
 * `initial` is shown until the storage is read (what the platform rendered the page with).
 */
export function createBrowserPreferences(initial: Partial<Preferences> = {}): PreferencesStore {
  return createPreferencesStore({
    forage: lazyForage(),
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
