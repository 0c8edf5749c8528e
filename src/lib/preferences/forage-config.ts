/**
 * Where the preferences live in the browser: the spec's localforage database, read and written by
 * our own small store (browser-store.ts) instead of the library, in the places localforage uses.
 */

/** What the preferences store needs of a key-value storage (tests pass their own). */
export interface Forage {
  /** Settles once a storage is chosen; rejects when the browser offers none. */
  readonly ready: () => Promise<void>;
  /** The stored value, or null when there is none. */
  readonly getItem: <T>(key: string) => Promise<T | null>;
  readonly setItem: <T>(key: string, value: T) => Promise<T>;
  readonly removeItem: (key: string) => Promise<void>;
  readonly keys: () => Promise<string[]>;
}

/**
 * Spec §9, local storage library defaults: exactly these, so data written by other builds is
 * found. The drivers by their localforage names (INDEXEDDB, WEBSQL, LOCALSTORAGE), the order we
 * honour: WebSQL is gone from current browsers (Chrome removed it in 2023-24, Safari and Firefox
 * never kept it), so browser-store.ts goes from IndexedDB straight to localStorage, and `size`
 * (WebSQL's only use of it) is kept as the spec's record of what other builds asked for.
 */
export const FORAGE_CONFIG = {
  name: 'localforage',
  storeName: 'keyvaluepairs',
  size: 4980736,
  version: 1,
  driver: ['asyncStorage', 'webSQLStorage', 'localStorageWrapper'],
} as const;

/** Whether a storage error means the quota is used up (names and legacy codes differ by browser). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}
