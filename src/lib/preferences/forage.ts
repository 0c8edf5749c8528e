import localforage from 'localforage';

import { FORAGE_CONFIG } from './forage-config';

/** A localforage instance configured per the spec (IndexedDB, then WebSQL, then localStorage). */
export function createForage(options: Partial<LocalForageOptions> = {}): LocalForage {
  return localforage.createInstance({
    ...FORAGE_CONFIG,
    driver: [...FORAGE_CONFIG.driver],
    ...options,
  });
}
