import type { Page } from '@playwright/test';

/** A client preference as the browser stored it (localforage's IndexedDB database, spec §9 names). */
export function storedPreference(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (name) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('localforage');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyvaluepairs')) return resolve(null);
          const get = db
            .transaction('keyvaluepairs', 'readonly')
            .objectStore('keyvaluepairs')
            .get(name);
          get.onerror = () => reject(get.error ?? new Error('get failed'));
          get.onsuccess = () => resolve(get.result ?? null);
        };
      }),
    key,
  );
}

/**
 * The preferences database's version and object stores: what a localforage build leaves (a new
 * database ends at version 2 with its store and its blob-support probe), so either build reads it.
 */
export function preferenceDatabase(page: Page): Promise<{ version: number; stores: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ version: number; stores: string[] }>((resolve, reject) => {
        const open = indexedDB.open('localforage');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          resolve({ version: db.version, stores: [...db.objectStoreNames].sort() });
          db.close();
        };
      }),
  );
}
