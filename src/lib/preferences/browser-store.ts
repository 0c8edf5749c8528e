import { type Forage, FORAGE_CONFIG } from './forage-config';
import { openIdbStore } from './idb-store';
import { createLocalStorageStore } from './local-storage-store';

type Store = Omit<Forage, 'ready'>;

/** The browser's storages; either may be missing or refuse access (private modes, sandboxes). */
export interface BrowserStorages {
  readonly indexedDB?: () => IDBFactory | undefined;
  readonly localStorage?: () => Storage | undefined;
}

const safely = <T>(get: () => T): T | undefined => {
  try {
    return get();
  } catch {
    return undefined;
  }
};

const defaultStorages: Required<BrowserStorages> = {
  indexedDB: () => (typeof indexedDB === 'undefined' ? undefined : indexedDB),
  localStorage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
};

/**
 * The spec's localforage storage without the library (8.7 KB gzip for five methods): IndexedDB,
 * else localStorage, chosen with the first call, reading and writing exactly where localforage
 * does so that what any localforage build stored is found and kept (see FORAGE_CONFIG for why
 * WebSQL is skipped).
 */
export function createBrowserStore(
  options: Partial<{ name: string; storeName: string; version: number }> = {},
  storages: BrowserStorages = defaultStorages,
): Forage {
  const config = { ...FORAGE_CONFIG, ...options };
  let chosen: Promise<Store> | undefined;

  async function choose(): Promise<Store> {
    const idb = safely(storages.indexedDB ?? defaultStorages.indexedDB);
    if (idb) {
      // An IndexedDB that will not open (Firefox's old private mode, some web views) falls
      // through to localStorage, as localforage's driver loop does.
      const store = await openIdbStore(idb, config).catch(() => undefined);
      if (store) return store;
    }
    const storage = safely(storages.localStorage ?? defaultStorages.localStorage);
    const store = storage && safely(() => createLocalStorageStore(storage, config));
    if (store) return store;
    throw new Error('No available storage method found.');
  }

  const store = () => (chosen ??= choose());
  return {
    ready: async () => void (await store()),
    getItem: async <T>(key: string) => (await store()).getItem<T>(key),
    setItem: async <T>(key: string, value: T) => (await store()).setItem(key, value),
    removeItem: async (key) => (await store()).removeItem(key),
    keys: async () => (await store()).keys(),
  };
}
