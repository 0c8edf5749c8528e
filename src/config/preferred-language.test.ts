import { describe, expect, it } from 'vitest';

import { acceptedLanguages, preferredLanguage } from './preferred-language.ts';

describe('acceptedLanguages', () => {
  it('orders by q-value, keeps the header’s order among equals, leaves out q=0 and *', () => {
    expect(acceptedLanguages('en-US,en;q=0.9,ru;q=0.8')).toEqual(['en-US', 'en', 'ru']);
    expect(acceptedLanguages('ru;q=0.5, kk, pt-BR;q=0.9')).toEqual(['kk', 'pt-BR', 'ru']);
    expect(acceptedLanguages('en;q=0, *;q=0.1, ar')).toEqual(['ar']);
    expect(acceptedLanguages('PT-br;Q=0.7,en;q=1.0')).toEqual(['en', 'PT-br']);
  });

  it('ignores what is not a language tag or has a broken q-value', () => {
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages('<script>, en;q=abc, ;q=1, ru;q=2, kk;q=0.3')).toEqual(['kk']);
  });
});

describe('preferredLanguage', () => {
  const offered = ['ru', 'en', 'kk', 'ar', 'pt'];

  it('picks the first wanted language the variant offers, by its primary subtag', () => {
    expect(preferredLanguage(['en-US', 'en'], offered)).toBe('en');
    expect(preferredLanguage(['de-DE', 'pt-BR', 'en'], offered)).toBe('pt');
    expect(preferredLanguage(['KK'], offered)).toBe('kk');
  });

  it('has none when the variant offers none of them', () => {
    expect(preferredLanguage(['de', 'fr-CA'], offered)).toBeUndefined();
    expect(preferredLanguage([], offered)).toBeUndefined();
    expect(preferredLanguage(['en'], ['kk', 'ru'])).toBeUndefined();
  });
});
