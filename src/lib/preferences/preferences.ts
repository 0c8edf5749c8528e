import { createForage, type Forage } from './forage';
import type { Preferences } from './preference-keys';
import { createPreferencesStore, type PreferencesStore } from './preferences-store';

const localStorageOrUndefined = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The browser's preferences: localforage, with the localStorage data of older builds migrated in. */
export function createBrowserPreferences(): PreferencesStore {
  return createPreferencesStore({ forage: createForage(), legacy: localStorageOrUndefined() });
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
