import localforage from 'localforage';
import { beforeEach, describe, expect, it } from 'vitest';

import { FORAGE_CONFIG, isQuotaError } from './forage-config';
import { createLocalStorageStore, localStoragePrefix } from './local-storage-store';

// The real library, as today's builds run it (jsdom has no IndexedDB: it uses localStorage too).
const realLocalforage = () =>
  localforage.createInstance({ ...FORAGE_CONFIG, driver: localforage.LOCALSTORAGE });
const ours = () => createLocalStorageStore(localStorage, FORAGE_CONFIG)!;

beforeEach(() => localStorage.clear());

describe('localStorage fallback, compatible with localforage', () => {
  it('prefixes keys as localforage does: its default store name is left out', () => {
    expect(localStoragePrefix('localforage', 'keyvaluepairs')).toBe('localforage/');
    expect(localStoragePrefix('site', 'prefs')).toBe('site/prefs/');
  });

  it('reads what localforage wrote: strings, numbers, booleans, lists, objects, null', async () => {
    const values = {
      theme: 'dark',
      coefficientFormat: 3,
      compactView: false,
      popupsShown: ['promo.a'],
      favourites: { games: ['g1'], teams: [] },
      cleared: null,
    };
    const lf = realLocalforage();
    for (const [key, value] of Object.entries(values)) await lf.setItem(key, value);
    const store = ours();
    for (const [key, value] of Object.entries(values))
      expect(await store.getItem(key)).toEqual(value);
    expect((await store.keys()).sort()).toEqual(Object.keys(values).sort());
    expect(await store.getItem('never-set')).toBeNull();
  });

  it('writes what localforage reads, byte for byte the same entries', async () => {
    const store = ours();
    await store.setItem('theme', 'light');
    await store.setItem('coefficientFormat', 0);
    await store.setItem('hidden:banner.x', true);
    await store.setItem('nothing', undefined);
    const lf = realLocalforage();
    expect(await lf.getItem('theme')).toBe('light');
    expect(await lf.getItem('coefficientFormat')).toBe(0);
    expect(await lf.getItem('hidden:banner.x')).toBe(true);
    expect(await lf.getItem('nothing')).toBeNull();
    expect((await lf.keys()).sort()).toEqual((await store.keys()).sort());
    const written = { ...localStorage };
    localStorage.clear();
    await lf.setItem('theme', 'light');
    await lf.setItem('coefficientFormat', 0);
    await lf.setItem('hidden:banner.x', true);
    await lf.setItem('nothing', undefined);
    expect({ ...localStorage }).toEqual(written);
  });

  it('removes only its own key and lists only prefixed keys, without the prefix', async () => {
    localStorage.setItem('betframe.popupsShown', '[]');
    localStorage.setItem('other/theme', '"dark"');
    const store = ours();
    await store.setItem('theme', 'dark');
    await store.setItem('compactView', true);
    await store.removeItem('compactView');
    expect(await store.keys()).toEqual(['theme']);
    expect(localStorage.getItem('other/theme')).toBe('"dark"');
    expect(await realLocalforage().getItem('compactView')).toBeNull();
  });

  it('reads an entry that is not JSON as no value, not as a broken store', async () => {
    localStorage.setItem('localforage/theme', '{oops');
    expect(await ours().getItem('theme')).toBeNull();
  });

  it('passes a full quota on as an error the preferences store recognises', async () => {
    const full = {
      length: 1,
      key: () => 'localforage/theme',
      getItem: () => null,
      removeItem: () => undefined,
      clear: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } satisfies Storage;
    // Full but holding items: still usable, as localforage judges it.
    const store = createLocalStorageStore(full, FORAGE_CONFIG)!;
    const error = await store.setItem('theme', 'dark').catch((e: unknown) => e);
    expect(isQuotaError(error)).toBe(true);
    expect(createLocalStorageStore({ ...full, length: 0 }, FORAGE_CONFIG)).toBeUndefined();
  });
});
