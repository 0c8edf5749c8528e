import type { Forage } from './forage-config';

type Store = Omit<Forage, 'ready'>;

/** `act`'s result as a promise, what it throws (a full quota) as a rejection. */
const settle = <T>(act: () => T): Promise<T> => new Promise((resolve) => resolve(act()));

/** localforage's own default store name, which it leaves out of the key prefix. */
const LOCALFORAGE_DEFAULT_STORE = 'keyvaluepairs';

/** The key prefix localforage's localStorageWrapper uses: `name/`, plus `storeName/` unless default. */
export const localStoragePrefix = (name: string, storeName: string): string =>
  name + '/' + (storeName === LOCALFORAGE_DEFAULT_STORE ? '' : storeName + '/');

/**
 * Whether localStorage takes a write (localforage's test, same key): Safari's old private mode had
 * a zero quota; a storage that already holds items is still worth reading.
 */
function usable(storage: Storage): boolean {
  try {
    storage.setItem('_localforage_support_test', 'true');
    storage.removeItem('_localforage_support_test');
    return true;
  } catch {
    return storage.length > 0;
  }
}

/**
 * localforage's localStorage fallback, entry for entry: keys prefixed, values as JSON (what its
 * serializer writes for plain values; our preferences are plain JSON), undefined stored as null.
 * Returns undefined when localStorage cannot be used.
 */
export function createLocalStorageStore(
  storage: Storage,
  { name, storeName }: { name: string; storeName: string },
): Store | undefined {
  if (!usable(storage)) return undefined;
  const prefix = localStoragePrefix(name, storeName);
  return {
    getItem: <T>(key: string) =>
      settle(() => {
        const raw = storage.getItem(prefix + key);
        if (!raw) return null;
        try {
          return JSON.parse(raw) as T;
        } catch {
          // Not JSON (another program's entry, or localforage's binary encoding we never write):
          // no value, rather than the whole store failing to load over one entry.
          return null;
        }
      }),
    setItem: <T>(key: string, value: T) =>
      settle(() => (storage.setItem(prefix + key, JSON.stringify(value ?? null)), value)),
    removeItem: (key) => settle(() => storage.removeItem(prefix + key)),
    keys: () =>
      settle(() => {
        const keys: string[] = [];
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i);
          if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
        }
        return keys;
      }),
  };
}
