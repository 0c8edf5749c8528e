import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { logger } from '@/lib/logger';

import { fakeDriver, fakeForage } from './fake-forage';
import { STORE_VERSION } from './migrations';
import { createPreferencesStore } from './preferences-store';

const load = async () => {
  const store = createPreferencesStore({ forage: fakeForage() });
  await store.load();
  return store;
};

beforeEach(() => fakeDriver.reset());
afterEach(() => vi.restoreAllMocks());

describe('favourites stored before the teams list (store version 1)', () => {
  it('load with an empty teams list, nothing else lost', async () => {
    const old = { games: [1, 2], cyber: [3], marble: [], topGames: [4], championships: [5] };
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('favourites', old);
    const store = await load();
    expect(store.get('favourites')).toEqual({ ...old, teams: [] });
    expect(fakeDriver.data.get('favourites')).toEqual({ ...old, teams: [] });
    expect(fakeDriver.data.get('storeVersion')).toBe(STORE_VERSION);
  });

  it('leave favourites that have teams, and a value that was never valid, as they were', async () => {
    const current = {
      games: [1],
      cyber: [],
      marble: [],
      topGames: [],
      championships: [],
      teams: [8],
    };
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('favourites', current);
    expect((await load()).get('favourites')).toEqual(current);

    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    fakeDriver.reset();
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('favourites', [1, 2]);
    expect((await load()).get('favourites').games).toEqual([]);
    expect(fakeDriver.data.get('favourites')).toEqual([1, 2]);
  });
});
