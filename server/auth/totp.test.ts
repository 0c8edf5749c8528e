import { describe, expect, it } from 'vitest';

import { oathtool } from '../testing/oathtool.ts';
import {
  base32Decode,
  base32Encode,
  newTotpSecret,
  otpauthLink,
  totpAt,
  verifyTotp,
} from './totp.ts';

const rfcKey = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC 6238 test vectors (SHA-1, 8 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpAt(rfcKey, seconds * 1000, 8)).toBe(code);
  });

  it('accepts the code an independent authenticator (oathtool) computes, one step of drift either side, and nothing else', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-22T10:00:10Z');
    const code = oathtool(secret, now);
    expect(verifyTotp(secret, code, now.getTime())).toBe(Math.floor(now.getTime() / 30000));
    expect(verifyTotp(secret, code, now.getTime() + 30_000)).toBeDefined();
    expect(verifyTotp(secret, code, now.getTime() - 30_000)).toBeDefined();
    expect(verifyTotp(secret, code, now.getTime() + 90_000)).toBeUndefined();
    expect(
      verifyTotp(secret, String((Number(code) + 1) % 1_000_000).padStart(6, '0'), now.getTime()),
    ).toBeUndefined();
    expect(verifyTotp(secret, '12345', now.getTime())).toBeUndefined();
    expect(verifyTotp('not base32!', code, now.getTime())).toBeUndefined();
  });

  it('round-trips base32 and writes the otpauth link apps scan', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(otpauthLink('JBSWY3DPEHPK3PXP', 'Betframe', '42')).toBe(
      'otpauth://totp/Betframe%3A42?secret=JBSWY3DPEHPK3PXP&issuer=Betframe&algorithm=SHA1&digits=6&period=30',
    );
  });
});
