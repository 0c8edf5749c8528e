/**
 * What the preferences store needs of localforage, without localforage itself: the library loads
 * with the first storage call (forage.ts), never with the page's first script.
 */

/** The subset of a localforage instance the preferences store uses (tests pass their own). */
export type Forage = Pick<LocalForage, 'getItem' | 'setItem' | 'removeItem' | 'keys' | 'ready'>;

/**
 * Spec §9, local storage library defaults: exactly these, so data written by other builds is
 * found. The drivers by their localforage names (INDEXEDDB, WEBSQL, LOCALSTORAGE).
 */
export const FORAGE_CONFIG = {
  name: 'localforage',
  storeName: 'keyvaluepairs',
  size: 4980736,
  version: 1,
  driver: ['asyncStorage', 'webSQLStorage', 'localStorageWrapper'],
} as const satisfies LocalForageOptions;

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
