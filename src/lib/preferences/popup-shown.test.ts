import { afterEach, describe, expect, it } from 'vitest';

import { markPopupShown, wasPopupShown } from './popup-shown';
import { preferencesStore } from './preferences';

afterEach(() => preferencesStore.set('popupsShown', []));

describe('popup-shown flags', () => {
  it('remembers each shown popup once, in the preferences store (and so in storage)', async () => {
    await preferencesStore.load();
    expect(wasPopupShown('promo.welcome_bonus')).toBe(false);
    markPopupShown('promo.welcome_bonus');
    markPopupShown('promo.welcome_bonus');
    markPopupShown('promo.casino_cashback');
    expect(wasPopupShown('promo.welcome_bonus')).toBe(true);
    expect(wasPopupShown('promo.express_boost')).toBe(false);
    expect(preferencesStore.get('popupsShown')).toEqual([
      'promo.welcome_bonus',
      'promo.casino_cashback',
    ]);
    // jsdom has no IndexedDB: localforage falls back to localStorage.
    await expect
      .poll(() => localStorage.getItem('localforage/popupsShown'))
      .toBe('["promo.welcome_bonus","promo.casino_cashback"]');
  });
});
