import localforage from 'localforage';

/** The subset of a localforage instance the preferences store uses (tests pass their own). */
export type Forage = Pick<LocalForage, 'getItem' | 'setItem' | 'removeItem' | 'keys' | 'ready'>;

/** Spec §9, local storage library defaults: exactly these, so data written by other builds is found. */
export const FORAGE_CONFIG = {
  name: 'localforage',
  storeName: 'keyvaluepairs',
  size: 4980736,
  version: 1,
  driver: [localforage.INDEXEDDB, localforage.WEBSQL, localforage.LOCALSTORAGE],
} as const satisfies LocalForageOptions;

/** A localforage instance configured per the spec (IndexedDB, then WebSQL, then localStorage). */
export function createForage(options: Partial<LocalForageOptions> = {}): LocalForage {
  return localforage.createInstance({
    ...FORAGE_CONFIG,
    driver: [...FORAGE_CONFIG.driver],
    ...options,
  });
}

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
