import { describe, expect, it } from 'vitest';

import {
  type ConsentLevel,
  createConsentStore,
  functionalityAllowed,
  marketingAllowed,
} from './consent-store';

/** A cookie jar with document.cookie's write-one/read-all behaviour. */
function jar(initial = '') {
  const cookies = new Map<string, string>(initial ? [initial.split('=') as [string, string]] : []);
  return {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const [k, v] = (pair ?? '').split('=');
      cookies.set(k!, v!);
    },
  };
}

describe('cookie consent', () => {
  it('maps the four levels to functionality and marketing as the spec says', () => {
    const levels: ConsentLevel[] = [0, 1, 2, 3];
    expect(levels.map(functionalityAllowed)).toEqual([false, true, false, true]);
    expect(levels.map(marketingAllowed)).toEqual([false, false, true, true]);
  });

  it('allows everything when the variant does not ask for consent', () => {
    const store = createConsentStore({ required: false, doc: jar() });
    expect(store.level()).toBeUndefined();
    expect(store.allowed('marketing')).toBe(true);
  });

  it('holds calls until the player chooses, and keeps the choice in a cookie', async () => {
    const doc = jar();
    const store = createConsentStore({ required: true, doc });
    expect(store.allowed('functionality')).toBe(false);
    let functional = false;
    let marketing = false;
    void store.whenAllowed('functionality').then(() => (functional = true));
    void store.whenAllowed('marketing').then(() => (marketing = true));
    store.choose(1);
    await Promise.resolve();
    expect([functional, marketing]).toEqual([true, false]);
    expect(doc.cookie).toBe('cookie_consent=1');
    expect(createConsentStore({ required: true, doc }).level()).toBe(1);
  });

  it('ignores a cookie that is not a level', () => {
    expect(
      createConsentStore({ required: true, doc: jar('cookie_consent=7') }).level(),
    ).toBeUndefined();
  });

  it('marks the consent cookie Secure on a page reached over https', () => {
    const written: string[] = [];
    const doc = (protocol: string) => ({
      location: { protocol },
      get cookie() {
        return '';
      },
      set cookie(line: string) {
        written.push(line);
      },
    });
    createConsentStore({ required: true, doc: doc('https:') }).choose(3);
    createConsentStore({ required: true, doc: doc('http:') }).choose(1);
    expect(written).toEqual([
      'cookie_consent=3; max-age=31536000; path=/; samesite=lax; secure',
      'cookie_consent=1; max-age=31536000; path=/; samesite=lax',
    ]);
  });
});
