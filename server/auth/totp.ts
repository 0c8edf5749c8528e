import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what authenticator apps read). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case and spaces ignored); undefined for anything else. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const TOTP = { stepSeconds: 30, digits: 6, window: 1 } as const;

/** RFC 4226 HOTP of a counter: HMAC-SHA1, dynamic truncation, `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP at a time (ms). */
export const totpAt = (key: Buffer, timeMs: number, digits: number = TOTP.digits): string =>
  hotp(key, Math.floor(timeMs / 1000 / TOTP.stepSeconds), digits);

/**
 * Whether a code from an authenticator matches the secret at `timeMs`, one step either side
 * allowed for clock drift (RFC 6238 §5.2). Returns the matching step so a code is used once.
 */
export function verifyTotp(secretBase32: string, code: string, timeMs: number): number | undefined {
  const key = base32Decode(secretBase32);
  const given = code.replace(/\s/g, '');
  if (!key || !/^\d{6}$/.test(given)) return undefined;
  const step = Math.floor(timeMs / 1000 / TOTP.stepSeconds);
  for (let delta = -TOTP.window; delta <= TOTP.window; delta++) {
    const expected = hotp(key, step + delta);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return step + delta;
  }
  return undefined;
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The otpauth:// link authenticator apps scan (Key Uri Format). */
export function otpauthLink(secretBase32: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
