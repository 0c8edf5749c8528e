import { describe, expect, it } from 'vitest';

import { cookieDocument } from '@/lib/cookie-document';

import { readThemeCookie, syncThemeCookie } from './theme-cookie';

/** A page's document that records what is written to it. */
function page(cookie: string, protocol = 'http:') {
  const written: string[] = [];
  const doc = cookieDocument(() => cookie, protocol);
  return {
    written,
    doc: {
      get cookie() {
        return doc.cookie;
      },
      set cookie(line: string) {
        written.push(line);
        doc.cookie = line;
      },
      location: doc.location,
    },
  };
}

describe('the theme cookie', () => {
  it('reads the theme it names, and nothing from another value or cookie', () => {
    expect(readThemeCookie('a=1; betframe_theme=dark; b=2')).toBe('dark');
    expect(readThemeCookie('betframe_theme=light')).toBe('light');
    expect(readThemeCookie('betframe_theme=blue')).toBeUndefined();
    expect(readThemeCookie('betframe_theme=dark%3B')).toBeUndefined();
    expect(readThemeCookie('my_betframe_theme=dark')).toBeUndefined();
    expect(readThemeCookie('')).toBeUndefined();
  });

  it('writes the chosen theme for a year, secure on https', () => {
    const https = page('', 'https:');
    syncThemeCookie(https.doc, 'dark');
    expect(https.written).toEqual([
      'betframe_theme=dark; max-age=31536000; path=/; samesite=lax; secure',
    ]);
    const http = page('');
    syncThemeCookie(http.doc, 'light');
    expect(http.written).toEqual(['betframe_theme=light; max-age=31536000; path=/; samesite=lax']);
  });

  it('deletes it when the player has no theme of their own, and writes nothing when it agrees', () => {
    const stale = page('betframe_theme=dark');
    syncThemeCookie(stale.doc, null);
    expect(stale.written).toEqual(['betframe_theme=; max-age=0; path=/; samesite=lax']);
    expect(readThemeCookie(stale.doc.cookie)).toBeUndefined();
    const same = page('betframe_theme=dark');
    syncThemeCookie(same.doc, 'dark');
    const none = page('');
    syncThemeCookie(none.doc, null);
    expect([...same.written, ...none.written]).toEqual([]);
  });
});
