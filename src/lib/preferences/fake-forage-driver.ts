import localforage from 'localforage';

/**
 * An in-memory localforage driver for tests (jsdom has no IndexedDB): values are copied in and
 * out like a real store, and `failures` makes the next writes throw the given errors.
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

const driver: LocalForageDriver = {
  _driver: 'fakeMemoryDriver',
  _initStorage: () => undefined,
  _support: true,
  getItem: <T>(key: string) =>
    Promise.resolve((fakeDriver.data.has(key) ? copy(fakeDriver.data.get(key)) : null) as T | null),
  setItem: <T>(key: string, value: T) => {
    fakeDriver.writes += 1;
    if (fakeDriver.failures.length > 0)
      return Promise.reject(fakeDriver.failures.shift() ?? new Error('no failure queued'));
    fakeDriver.data.set(key, copy(value));
    return Promise.resolve(value);
  },
  removeItem: (key: string) => Promise.resolve(void fakeDriver.data.delete(key)),
  clear: () => Promise.resolve(fakeDriver.data.clear()),
  length: () => Promise.resolve(fakeDriver.data.size),
  key: (index: number) => Promise.resolve([...fakeDriver.data.keys()][index] ?? ''),
  keys: () => Promise.resolve([...fakeDriver.data.keys()]),
  iterate: <T, U>(iteratee: (value: T, key: string, n: number) => U) => {
    let n = 0;
    for (const [key, value] of fakeDriver.data) {
      const result = iteratee(copy(value) as T, key, ++n);
      if (result !== undefined) return Promise.resolve(result);
    }
    return Promise.resolve(undefined as U);
  },
};

/** Registers the fake driver; pass `fakeDriver.name` as the instance's driver. */
export const defineFakeDriver = (): Promise<void> => localforage.defineDriver(driver);
export const FAKE_DRIVER = driver._driver;
