import { describe, expect, it } from 'vitest';

import { cookieDocument, secureAttribute } from './cookie-document';

describe('cookieDocument', () => {
  it('shows the cookies it reads with what the app wrote on top, one of each name', () => {
    let request = 'cookie_consent=2; betframe_signed_in=1';
    const doc = cookieDocument(() => request, 'https:');
    doc.cookie = 'user_token=ey.1; max-age=60; path=/';
    doc.cookie = 'cookie_consent=3; path=/';
    expect(doc.cookie).toBe('betframe_signed_in=1; user_token=ey.1; cookie_consent=3');
    doc.cookie = 'user_token=; max-age=0; path=/';
    expect(doc.cookie).toBe('betframe_signed_in=1; cookie_consent=3');
    request = '';
    expect(doc.cookie).toBe('cookie_consent=3');
    expect(secureAttribute(doc)).toBe('; secure');
    expect(secureAttribute(cookieDocument(() => ''))).toBe('');
  });
});
