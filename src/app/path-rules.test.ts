import { describe, expect, it } from 'vitest';

import { isRedirected404, splitLanguage } from './path-rules';

describe('isRedirected404', () => {
  const patterns = ['/casino/live', '/promo/', '/bonuses/*'];

  it('can list the root itself', () => {
    expect(isRedirected404('/', ['/'])).toBe(true);
    expect(isRedirected404('/casino', ['/'])).toBe(false);
  });

  it('matches a listed path exactly', () => {
    expect(isRedirected404('/casino/live', patterns)).toBe(true);
  });

  it('ignores a trailing slash on the path or on the pattern', () => {
    expect(isRedirected404('/casino/live/', patterns)).toBe(true);
    expect(isRedirected404('/casino/live//', patterns)).toBe(true);
    expect(isRedirected404('/promo', patterns)).toBe(true);
    expect(isRedirected404('/promo/', patterns)).toBe(true);
  });

  it('matches everything under a /* pattern', () => {
    expect(isRedirected404('/bonuses/welcome', patterns)).toBe(true);
    expect(isRedirected404('/bonuses/welcome/terms', patterns)).toBe(true);
  });

  it('treats a plain * as a prefix match', () => {
    expect(isRedirected404('/promotions', ['/promo*'])).toBe(true);
  });

  it('does not match other paths', () => {
    expect(isRedirected404('/casino', patterns)).toBe(false);
    expect(isRedirected404('/casino/live/table-1', patterns)).toBe(false);
    expect(isRedirected404('/casino/lives', patterns)).toBe(false);
    expect(isRedirected404('/sport/bonuses/welcome', patterns)).toBe(false);
    expect(isRedirected404('/promotions', patterns)).toBe(false);
    expect(isRedirected404('/', patterns)).toBe(false);
  });

  it('matches nothing without patterns', () => {
    expect(isRedirected404('/casino/live', [])).toBe(false);
  });
});

describe('splitLanguage', () => {
  it('splits the language from the rest of the path', () => {
    expect(splitLanguage('/en/information/about')).toEqual({
      language: 'en',
      rest: '/information/about',
    });
  });

  it('gives the root as the rest of a bare language path', () => {
    expect(splitLanguage('/en')).toEqual({ language: 'en', rest: '/' });
    expect(splitLanguage('/en/')).toEqual({ language: 'en', rest: '/' });
  });

  it('has no language at the root', () => {
    expect(splitLanguage('/')).toEqual({ rest: '/' });
    expect(splitLanguage('')).toEqual({ rest: '/' });
  });

  it('has no language when the first segment is not a language code', () => {
    expect(splitLanguage('/foo/bar')).toEqual({ rest: '/foo/bar' });
    expect(splitLanguage('/e/bar')).toEqual({ rest: '/e/bar' });
  });

  it('does not take an upper-case segment for a language', () => {
    expect(splitLanguage('/EN/x')).toEqual({ rest: '/EN/x' });
  });
});
