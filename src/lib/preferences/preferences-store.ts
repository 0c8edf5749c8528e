import { logger } from '@/lib/logger';

import { type Forage, isQuotaError } from './forage-config';
import {
  type Migration,
  type MigrationContext,
  migrations as builtInMigrations,
  STORE_VERSION,
} from './migrations';
import {
  HIDDEN_PREFIX,
  preferenceDefaults,
  type PreferenceKey,
  preferenceKeys,
  type Preferences,
  preferenceValidators,
  VERSION_KEY,
} from './preference-keys';

/** Client preferences: read synchronously from a cache filled once at start, written through to storage. */
export interface PreferencesStore {
  /** Fills the cache (running migrations first); never rejects, however broken the storage. */
  readonly load: () => Promise<void>;
  readonly loaded: () => boolean;
  readonly get: <K extends PreferenceKey>(key: K) => Preferences[K];
  /** Updates the cache at once; the promise settles when the value is stored (or the failure logged). */
  readonly set: <K extends PreferenceKey>(key: K, value: Preferences[K]) => Promise<void>;
  readonly isHidden: (item: string) => boolean;
  /** Hides (or shows again) an item, kept as `hidden:<item>`. */
  readonly setHidden: (item: string, hidden: boolean) => Promise<void>;
  readonly hiddenItems: () => readonly string[];
  readonly subscribe: (listener: () => void) => () => void;
}

export interface PreferencesOptions {
  readonly forage: Forage;
  readonly legacy?: MigrationContext['legacy'];
  readonly migrations?: Readonly<Record<number, Migration>>;
  readonly version?: number;
  /**
   * What is known before the storage is read (the theme the page's cookie names): shown until the
   * load, which replaces it with what is stored. Checked as stored values are.
   */
  readonly initial?: Partial<Preferences>;
}

/** A preferences store over a key-value storage (the browser's: createBrowserStore; tests: fakeForage). */
export function createPreferencesStore({
  forage,
  legacy,
  migrations = builtInMigrations,
  version = STORE_VERSION,
  initial = {},
}: PreferencesOptions): PreferencesStore {
  const cache = new Map<PreferenceKey, unknown>(
    preferenceKeys.flatMap((key) =>
      Object.hasOwn(initial, key) && preferenceValidators[key](initial[key])
        ? [[key, initial[key]] as const]
        : [],
    ),
  );
  // Keys the player changed before the load finished: the stored (older) value must not win.
  const touched = new Set<string>();
  let hidden: readonly string[] = [];
  let isLoaded = false;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => [...listeners].forEach((listener) => listener());

  async function migrate(): Promise<void> {
    const stored = await forage.getItem<unknown>(VERSION_KEY);
    let current = Number.isSafeInteger(stored) ? (stored as number) : 0;
    while (current < version) {
      const step = migrations[current];
      if (step) await step({ forage, legacy });
      current += 1;
      await forage.setItem(VERSION_KEY, current);
    }
  }

  async function read(key: PreferenceKey): Promise<void> {
    const value = await forage.getItem<unknown>(key);
    if (value === null || touched.has(key)) return;
    if (preferenceValidators[key](value)) cache.set(key, value);
    else logger.warn(`preferences: stored ${key} is not valid, using the default`, value);
  }

  async function fill(): Promise<void> {
    try {
      await forage.ready();
      // A failed migration is retried next start (the version is only raised step by step).
      await migrate().catch((error: unknown) =>
        logger.error('preferences: migration failed', error),
      );
      await Promise.all(preferenceKeys.map(read));
      const keys = await forage.keys();
      const stored = keys
        .filter((key) => key.startsWith(HIDDEN_PREFIX))
        .map((key) => key.slice(HIDDEN_PREFIX.length));
      hidden = [
        ...new Set([...hidden, ...stored.filter((item) => !touched.has(HIDDEN_PREFIX + item))]),
      ];
    } catch (error) {
      // No usable storage (private mode, blocked): the defaults and this page's changes still work.
      logger.error('preferences: storage unavailable, using defaults', error);
    }
    isLoaded = true;
    notify();
  }

  const load = () => (loading ??= fill());

  async function write(key: string, value: unknown): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await (value === undefined ? forage.removeItem(key) : forage.setItem(key, value));
        return;
      } catch (error) {
        if (attempt === 1 && isQuotaError(error)) continue;
        logger.error(`preferences: could not store ${key}`, error);
        return;
      }
    }
  }

  // Writes go in order, after the load (whose migrations may write the same keys).
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (key: string, value: unknown) => {
    touched.add(key);
    const next = queue.then(() => load()).then(() => write(key, value));
    queue = next;
    return next;
  };

  return {
    load,
    loaded: () => isLoaded,
    get: <K extends PreferenceKey>(key: K) =>
      (cache.has(key) ? cache.get(key) : preferenceDefaults[key]) as Preferences[K],
    set(key, value) {
      if (!preferenceValidators[key](value)) {
        logger.error(`preferences: refused an invalid ${key}`, value);
        return Promise.resolve();
      }
      cache.set(key, value);
      notify();
      return enqueue(key, value);
    },
    isHidden: (item) => hidden.includes(item),
    setHidden(item, hide) {
      if (hide === hidden.includes(item)) return Promise.resolve();
      hidden = hide ? [...hidden, item] : hidden.filter((h) => h !== item);
      notify();
      return enqueue(HIDDEN_PREFIX + item, hide ? true : undefined);
    },
    hiddenItems: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
