import type { Forage } from './forage-config';

/** The store localforage adds beside its own when it creates a database (blob support probe). */
const BLOB_PROBE_STORE = 'local-forage-detect-blob-support';

type Store = Omit<Forage, 'ready'>;

function open(
  idb: IDBFactory,
  name: string,
  upgrade?: { version: number; storeName: string },
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = upgrade ? idb.open(name, upgrade.version) : idb.open(name);
    if (upgrade)
      request.onupgradeneeded = (event) => {
        const db = request.result;
        if (!db.objectStoreNames.contains(upgrade.storeName))
          db.createObjectStore(upgrade.storeName);
        // As localforage does, so a database we create is the one it would have created.
        if (event.oldVersion <= 1 && !db.objectStoreNames.contains(BLOB_PROBE_STORE))
          db.createObjectStore(BLOB_PROBE_STORE);
      };
    request.onerror = (event) => {
      event.preventDefault();
      reject(request.error ?? new Error(`indexedDB.open(${name}) failed`));
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab (or build) upgrading the database waits for every connection to close: close
      // ours, and the next call opens it again (see `run`).
      db.onversionchange = () => db.close();
      resolve(db);
    };
  });
}

/**
 * Opens the database as localforage's asyncStorage driver does: at whatever version it has (a
 * database any localforage build made, any version), and only when the object store is missing
 * again at the next version, creating it in the upgrade. A new database thus ends at version 2
 * with both stores, as localforage leaves it.
 */
async function openDatabase(
  idb: IDBFactory,
  name: string,
  storeName: string,
  version: number,
): Promise<IDBDatabase> {
  const db = await open(idb, name);
  if (db.objectStoreNames.contains(storeName)) return db;
  const next = Math.max(db.version + 1, version);
  db.close();
  return open(idb, name, { version: next, storeName });
}

/**
 * A store over the IndexedDB object store `storeName` of database `name`, keys out-of-line and
 * values structured clones, exactly where localforage keeps them. Rejects when the database
 * cannot be opened (private modes, some embedded browsers) so the caller can fall back.
 */
export async function openIdbStore(
  idb: IDBFactory,
  { name, storeName, version }: { name: string; storeName: string; version: number },
): Promise<Store> {
  let connection = openDatabase(idb, name, storeName, version);
  await connection;

  async function run<T>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => IDBRequest<T>,
    retry = true,
  ): Promise<T> {
    let transaction: IDBTransaction;
    try {
      transaction = (await connection).transaction(storeName, mode);
    } catch (error) {
      // Closed by a versionchange, or the store deleted meanwhile: reopen once, as localforage does.
      if (!retry) throw error;
      connection = openDatabase(idb, name, storeName, version);
      return run(mode, act, false);
    }
    const request = act(transaction.objectStore(storeName));
    return new Promise<T>((resolve, reject) => {
      transaction.oncomplete = () => resolve(request.result);
      transaction.onabort = transaction.onerror = () =>
        reject(request.error ?? transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  }

  return {
    getItem: async <T>(key: string) =>
      ((await run('readonly', (store) => store.get(key))) ?? null) as T | null,
    // localforage stores null as undefined (an old IE limit) and reads both back as null.
    setItem: async <T>(key: string, value: T) => (
      await run('readwrite', (store) => store.put(value ?? undefined, key)),
      value
    ),
    removeItem: async (key) => void (await run('readwrite', (store) => store.delete(key))),
    keys: async () => (await run('readonly', (store) => store.getAllKeys())).map(String),
  };
}
