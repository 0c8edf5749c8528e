import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { logger } from '@/lib/logger';

import { createBrowserStore } from './browser-store';
import { fakeDriver, fakeForage } from './fake-forage';
import { type Forage, FORAGE_CONFIG } from './forage-config';
import { LEGACY_POPUPS_KEY, STORE_VERSION } from './migrations';
import { preferenceDefaults } from './preference-keys';
import { createPreferencesStore } from './preferences-store';

const forage = () => fakeForage();
const quota = (fields: Record<string, unknown>) => Object.assign(new Error('quota'), fields);

beforeEach(() => fakeDriver.reset());
afterEach(() => vi.restoreAllMocks());

describe('browser storage set-up', () => {
  it('uses the spec defaults: database, store, size, version and driver order', () => {
    expect(FORAGE_CONFIG).toEqual({
      name: 'localforage',
      storeName: 'keyvaluepairs',
      size: 4980736,
      version: 1,
      driver: ['asyncStorage', 'webSQLStorage', 'localStorageWrapper'],
    });
  });

  it('falls back to localStorage where there is no IndexedDB (jsdom)', async () => {
    const store = createPreferencesStore({ forage: createBrowserStore() });
    await store.set('theme', 'dark');
    // localforage leaves its default store name out of the key prefix.
    expect(JSON.parse(localStorage.getItem('localforage/theme')!)).toBe('dark');
    const again = createPreferencesStore({ forage: createBrowserStore() });
    await again.load();
    expect(again.get('theme')).toBe('dark');
  });
});

describe('preferences store', () => {
  it('gives the spec defaults before and after loading an empty store', async () => {
    const store = createPreferencesStore({ forage: forage() });
    expect(store.get('favourites')).toEqual({
      games: [],
      cyber: [],
      marble: [],
      topGames: [],
      championships: [],
      teams: [],
    });
    await store.load();
    expect(store.loaded()).toBe(true);
    // No odds format or betting view chosen: the variant's defaults apply (src/lib/odds).
    expect(store.get('coefficientFormat')).toBeNull();
    expect(store.get('bettingView')).toBeNull();
    expect(store.get('compactView')).toBe(false);
    expect(store.get('theme')).toBeNull();
    expect(store.get('popupsShown')).toBe(preferenceDefaults.popupsShown);
  });

  it('round-trips every kind of value through storage, notifying subscribers', async () => {
    const store = createPreferencesStore({ forage: forage() });
    await store.load();
    const seen = vi.fn();
    store.subscribe(seen);
    const favourites = {
      games: [1, 2],
      cyber: [],
      marble: [7],
      topGames: [],
      championships: [88],
      teams: [4],
    };
    await Promise.all([
      store.set('favourites', favourites),
      store.set('pinnedGames', [5, 6]),
      store.set('fontSize', 'large'),
      store.set('coupon', { couponEvents: [{ GameId: 1, Kind: 3 }] }),
    ]);
    expect(seen).toHaveBeenCalledTimes(4);
    const reread = createPreferencesStore({ forage: forage() });
    await reread.load();
    expect(reread.get('favourites')).toEqual(favourites);
    expect(reread.get('pinnedGames')).toEqual([5, 6]);
    expect(reread.get('fontSize')).toBe('large');
    expect(reread.get('coupon')).toEqual({ couponEvents: [{ GameId: 1, Kind: 3 }] });
  });

  it('falls back to the default for a corrupt stored value, and logs it', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    fakeDriver.data.set('theme', 'purple');
    fakeDriver.data.set(
      'pinnedGames',
      Array.from({ length: 21 }, (_, i) => i),
    );
    fakeDriver.data.set('favourites', { games: ['x'] });
    fakeDriver.data.set('compactView', true);
    const store = createPreferencesStore({ forage: forage() });
    await store.load();
    expect(store.get('theme')).toBeNull();
    expect(store.get('pinnedGames')).toEqual([]);
    expect(store.get('favourites').games).toEqual([]);
    expect(store.get('compactView')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('refuses an invalid value from code with a logged error, keeping the old one', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const store = createPreferencesStore({ forage: forage() });
    await store.set('coefficientFormat', -1);
    expect(store.get('coefficientFormat')).toBeNull();
    expect(error).toHaveBeenCalledWith('preferences: refused an invalid coefficientFormat', -1);
  });

  it('keeps an odds format stored before null was allowed as a choice; null is "no choice" again', async () => {
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('coefficientFormat', 0);
    fakeDriver.data.set('bettingView', 1);
    const store = createPreferencesStore({ forage: forage() });
    await store.load();
    expect(store.get('coefficientFormat')).toBe(0);
    expect(store.get('bettingView')).toBe(1);
    await store.set('coefficientFormat', null);
    const reread = createPreferencesStore({ forage: forage() });
    await reread.load();
    expect(reread.get('coefficientFormat')).toBeNull();
    expect(reread.get('bettingView')).toBe(1);
  });

  it('retries a write once on a quota error, then stores it', async () => {
    const store = createPreferencesStore({ forage: forage() });
    await store.load();
    const before = fakeDriver.writes;
    fakeDriver.failures = [quota({ name: 'QuotaExceededError' })];
    await store.set('compactView', true);
    expect(fakeDriver.writes - before).toBe(2);
    expect(fakeDriver.data.get('compactView')).toBe(true);
  });

  it.each([{ code: 22 }, { code: 1014 }, { name: 'NS_ERROR_DOM_QUOTA_REACHED' }])(
    'gives up after the one retry on %o, logging it, and keeps the value for this page',
    async (fields) => {
      const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      const store = createPreferencesStore({ forage: forage() });
      await store.load();
      const before = fakeDriver.writes;
      fakeDriver.failures = [quota(fields), quota(fields)];
      await expect(store.set('theme', 'dark')).resolves.toBeUndefined();
      expect(fakeDriver.writes - before).toBe(2);
      expect(error).toHaveBeenCalledWith('preferences: could not store theme', expect.any(Error));
      expect(store.get('theme')).toBe('dark');
      expect(fakeDriver.data.has('theme')).toBe(false);
    },
  );

  it('does not retry other write errors', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const store = createPreferencesStore({ forage: forage() });
    await store.load();
    const before = fakeDriver.writes;
    fakeDriver.failures = [new Error('disk on fire')];
    await store.set('theme', 'dark');
    expect(fakeDriver.writes - before).toBe(1);
  });

  it('works from defaults when the storage cannot open at all', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const broken = {
      ...forage(),
      ready: () => Promise.reject(new Error('No available storage method found.')),
    };
    const store = createPreferencesStore({ forage: broken });
    await store.load();
    expect(store.loaded()).toBe(true);
    expect(store.get('theme')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'preferences: storage unavailable, using defaults',
      expect.any(Error),
    );
  });

  it('keeps a change made before the load finished over the stored value', async () => {
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('theme', 'light');
    const store = createPreferencesStore({ forage: forage() });
    const loading = store.load();
    void store.set('theme', 'dark');
    await loading;
    expect(store.get('theme')).toBe('dark');
  });
});

describe('hidden items', () => {
  it('keeps each hidden item under the hidden: prefix, and forgets it when shown again', async () => {
    const store = createPreferencesStore({ forage: forage() });
    await store.load();
    await store.setHidden('banner.welcome', true);
    await store.setHidden('block.live', true);
    expect(fakeDriver.data.get('hidden:banner.welcome')).toBe(true);
    await store.setHidden('block.live', false);
    expect(fakeDriver.data.has('hidden:block.live')).toBe(false);

    const reread = createPreferencesStore({ forage: forage() });
    await reread.load();
    expect(reread.isHidden('banner.welcome')).toBe(true);
    expect(reread.isHidden('block.live')).toBe(false);
    expect(reread.hiddenItems()).toEqual(['banner.welcome']);
  });
});

describe('store version and migrations', () => {
  it('lifts a version-0 browser: the old localStorage popup flags move into the store, once', async () => {
    fakeDriver.data.set('popupsShown', ['promo.casino_cashback']);
    localStorage.setItem(
      LEGACY_POPUPS_KEY,
      JSON.stringify(['promo.welcome_bonus', 'promo.casino_cashback']),
    );
    const store = createPreferencesStore({ forage: forage(), legacy: localStorage });
    await store.load();
    expect(store.get('popupsShown')).toEqual(['promo.casino_cashback', 'promo.welcome_bonus']);
    expect(fakeDriver.data.get('storeVersion')).toBe(STORE_VERSION);
    expect(localStorage.getItem(LEGACY_POPUPS_KEY)).toBeNull();
  });

  it('logs a failed migration and still loads, retrying it next start', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    fakeDriver.data.set('compactView', true);
    const failing = { 0: () => Promise.reject(new Error('bad v0 data')) };
    const store = createPreferencesStore({ forage: forage(), migrations: failing });
    await store.load();
    expect(error).toHaveBeenCalledWith('preferences: migration failed', expect.any(Error));
    expect(store.get('compactView')).toBe(true);
    expect(fakeDriver.data.has('storeVersion')).toBe(false);
  });

  it('ignores an unreadable old value', async () => {
    localStorage.setItem(LEGACY_POPUPS_KEY, '{broken');
    const store = createPreferencesStore({ forage: forage(), legacy: localStorage });
    await store.load();
    expect(store.get('popupsShown')).toEqual([]);
  });

  it('runs each registered migration from the stored version up, in order, and none for a current store', async () => {
    fakeDriver.data.set('storeVersion', 0);
    fakeDriver.data.set('darkMode', true); // a made-up version-0 record
    const ran: number[] = [];
    const migrations = {
      0: async ({ forage: f }: { forage: Forage }) => {
        ran.push(0);
        if ((await f.getItem('darkMode')) === true) await f.setItem('theme', 'dark');
        await f.removeItem('darkMode');
      },
      1: () => Promise.resolve(void ran.push(1)),
    };
    const store = createPreferencesStore({ forage: forage(), migrations, version: 2 });
    await store.load();
    expect(ran).toEqual([0, 1]);
    expect(store.get('theme')).toBe('dark');
    expect(fakeDriver.data.get('storeVersion')).toBe(2);
    expect(fakeDriver.data.has('darkMode')).toBe(false);

    await createPreferencesStore({ forage: forage(), migrations, version: 2 }).load();
    expect(ran).toEqual([0, 1]);
  });
});

describe('a store that starts from what the page was rendered with', () => {
  it('shows the initial values until the load, then what is stored; an invalid one is ignored', async () => {
    await createPreferencesStore({ forage: forage() }).set('theme', 'dark');
    const store = createPreferencesStore({
      forage: forage(),
      initial: { theme: 'light', fontSize: 'enormous' as never },
    });
    expect(store.get('theme')).toBe('light');
    expect(store.get('fontSize')).toBe(preferenceDefaults.fontSize);
    await store.load();
    expect(store.get('theme')).toBe('dark');
  });

  it('keeps an initial value that storage has nothing for', async () => {
    const store = createPreferencesStore({ forage: forage(), initial: { theme: 'light' } });
    await store.load();
    expect(store.get('theme')).toBe('light');
  });
});
