import { webcrypto } from 'node:crypto';

const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * A secret as an HS256 WebCrypto key, imported once per secret. jose accepts a raw secret only if
 * it is an `instanceof Uint8Array` of jose's own realm, which fails when the server runs inside a
 * browser-like test realm (route tests under jsdom); a CryptoKey is recognised by its tag anywhere.
 */
export function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}
