import { describe, expect, it } from 'vitest';

import { cookieDocument } from './cookie-document';
import { readCookie, sessionCookieStorage } from './cookie-storage';

describe('sessionCookieStorage', () => {
  it('keeps values in session cookies the next request carries, encoded', () => {
    const doc = cookieDocument(() => 'other=1; betframe.variant=old');
    const storage = sessionCookieStorage(doc);
    expect(storage.getItem('betframe.variant')).toBe('old');
    storage.setItem('betframe.variant', '{"partner":2,"country":"GB"}');
    expect(doc.cookie).toContain('betframe.variant=%7B%22partner%22%3A2');
    expect(storage.getItem('betframe.variant')).toBe('{"partner":2,"country":"GB"}');
    expect(storage.getItem('missing')).toBeNull();
  });

  it('reads nothing without a document, and a malformed value as absent', () => {
    expect(sessionCookieStorage(undefined).getItem('a')).toBeNull();
    expect(readCookie('a=%E0%A4%A', 'a')).toBeNull();
    expect(readCookie('ab=1; a=2', 'a')).toBe('2');
  });
});
