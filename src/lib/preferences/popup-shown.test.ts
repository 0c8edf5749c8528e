import { describe, expect, it } from 'vitest';

import { markPopupShown, wasPopupShown } from './popup-shown';
import { createBrowserPreferences, createMemoryPreferences } from './preferences';

describe('popup-shown flags', () => {
  it('remembers each shown popup once, in the preferences store (and so in storage)', async () => {
    const store = createBrowserPreferences();
    await store.load();
    expect(wasPopupShown(store, 'promo.welcome_bonus')).toBe(false);
    markPopupShown(store, 'promo.welcome_bonus');
    markPopupShown(store, 'promo.welcome_bonus');
    markPopupShown(store, 'promo.casino_cashback');
    expect(wasPopupShown(store, 'promo.welcome_bonus')).toBe(true);
    expect(wasPopupShown(store, 'promo.express_boost')).toBe(false);
    expect(store.get('popupsShown')).toEqual(['promo.welcome_bonus', 'promo.casino_cashback']);
    // jsdom has no IndexedDB: the store falls back, under localforage's key prefix, to localStorage.
    await expect
      .poll(() => localStorage.getItem('localforage/popupsShown'))
      .toBe('["promo.welcome_bonus","promo.casino_cashback"]');
    // Drained before the storage is cleared for the next test.
    await store.set('popupsShown', []);
  });

  it('keeps a memory store’s flags to itself, out of the browser’s storage', async () => {
    const store = createMemoryPreferences();
    await store.load();
    markPopupShown(store, 'promo.welcome_bonus');
    await store.set('compactView', true);
    expect(wasPopupShown(store, 'promo.welcome_bonus')).toBe(true);
    expect(wasPopupShown(createMemoryPreferences(), 'promo.welcome_bonus')).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
