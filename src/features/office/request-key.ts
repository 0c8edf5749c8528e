/**
 * A new idempotency key for one withdrawal request (schemas: 8–80 of A–Z, a–z, 0–9, _ and -):
 * 128 random bits as hex. getRandomValues, unlike randomUUID, also works outside a secure context.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
