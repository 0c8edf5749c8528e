import { describe, expect, it } from 'vitest';

import { looksPersonal, REDACTED, scrub, scrubParams } from './scrub';

describe('analytics scrubber', () => {
  it('removes values under keys that name secrets, at any depth, whatever they look like', () => {
    expect(
      scrubParams({
        email: 'x',
        phone: 12345,
        user_password: 'hunter2',
        smsCode: 'abc',
        access_token: 't',
        nested: { confirmPassword: 'p', list: [{ promo_code: 'WELCOME' }] },
        type: 'full_reg',
        name: 'LCP',
        value: 1234.5,
      }),
    ).toEqual({
      email: REDACTED,
      phone: REDACTED,
      user_password: REDACTED,
      smsCode: REDACTED,
      access_token: REDACTED,
      nested: { confirmPassword: REDACTED, list: [{ promo_code: REDACTED }] },
      type: 'full_reg',
      name: 'LCP',
      value: 1234.5,
    });
  });

  it('removes text that looks like an e-mail, phone, code or token under any key', () => {
    const cleaned = scrub({
      note: 'player@example.com',
      where: '+44 7700 900123',
      digits: '447700900123',
      otp: '123456',
      plain: '4821',
      jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      opaque: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4',
      page: '/en/registration',
      rating: 'needs-improvement',
    });
    expect(cleaned).toEqual({
      note: REDACTED,
      where: REDACTED,
      digits: REDACTED,
      otp: REDACTED,
      plain: REDACTED,
      jwt: REDACTED,
      opaque: REDACTED,
      page: '/en/registration',
      rating: 'needs-improvement',
    });
  });

  it('keeps ordinary words and metric numbers', () => {
    for (const text of ['pay_and_play', 'LCP', 'good', 'puzzle', 'en', 'Dismissed captcha'])
      expect(looksPersonal(text)).toBe(false);
    expect(scrub({ value: 0.12, count: 3, ok: true, none: null })).toEqual({
      value: 0.12,
      count: 3,
      ok: true,
      none: null,
    });
  });

  it('never crashes on odd input: cycles are cut by depth, functions redacted', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => JSON.stringify(scrub(cyclic))).not.toThrow();
    expect(scrub({ fn: () => 1 })).toEqual({ fn: REDACTED });
  });
});
