/**
 * 128 random bits as 32 hex digits: a round trip's `state`, a request's idempotency key (schemas:
 * 8–80 of A–Z, a–z, 0–9, _ and -). getRandomValues, unlike randomUUID, also works outside a
 * secure context.
 */
export const randomToken = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
