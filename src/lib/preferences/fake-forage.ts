import type { Forage } from './forage-config';

/**
 * The in-memory storage behind every `fakeForage()` (jsdom has no IndexedDB): values are copied in
 * and out like a real store, `failures` makes the next writes throw the given errors, and
 * `writes` counts the attempted writes (a quota retry is a second one).
 */
export const fakeDriver = {
  data: new Map<string, unknown>(),
  failures: [] as Error[],
  writes: 0,
  reset() {
    this.data.clear();
    this.failures = [];
    this.writes = 0;
  },
};

const copy = <T>(value: T): T => structuredClone(value);

/** A Forage over `fakeDriver` (all instances share it, as tabs share the browser's storage). */
export function fakeForage(): Forage {
  return {
    ready: () => Promise.resolve(),
    getItem: <T>(key: string) =>
      Promise.resolve(
        (fakeDriver.data.has(key) ? copy(fakeDriver.data.get(key)) : null) as T | null,
      ),
    setItem: <T>(key: string, value: T) => {
      fakeDriver.writes += 1;
      if (fakeDriver.failures.length > 0)
        return Promise.reject(fakeDriver.failures.shift() ?? new Error('no failure queued'));
      fakeDriver.data.set(key, copy(value));
      return Promise.resolve(value);
    },
    removeItem: (key: string) => Promise.resolve(void fakeDriver.data.delete(key)),
    keys: () => Promise.resolve([...fakeDriver.data.keys()]),
  };
}
