/** What stands in for a masked value in a recording. */
export const MASKED = '***';

// Keys whose values are secrets or personal data whatever they look like.
const SECRET_KEY =
  /(password|passwd|token|secret|hash|e-?mail|phone|login|otp|cpf|document|card|iban|birth|address|(first|last|middle|full|payer|sur|user)_?name)/i;
// A key ending in "code" holds a one-time code when its value is digits (error codes are words).
const CODE_KEY = /code$/i;
const DIGITS = /^\s*\d{3,12}\s*$/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PHONE = /^\s*\+?[\d\s().-]{7,}\s*$/;

/** A JWT: its header and claims stay (machines read `exp`), the signature that makes it usable goes. */
const JWT = /^([\w-]+\.[\w-]+)\.[\w-]+$/;

const looksPersonal = (value: string): boolean =>
  EMAIL.test(value) || (PHONE.test(value) && value.replace(/\D/g, '').length >= 7);

/**
 * A copy of a value with phone numbers, e-mails, codes, passwords, tokens and other personal data
 * replaced by `***` — by key name and by what the value looks like, at any depth. What the
 * machines decide on (types, error codes, flags, counts) stays as it was, so a masked recording
 * still replays.
 */
export function mask(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => mask(item, key));
  if (value !== null && typeof value === 'object') {
    // A 422's `fields` maps field names to message keys: its keys name fields, they hold no data.
    const childKey = (k: string) => (key === 'fields' ? '' : k);
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, mask(v, childKey(k))]),
    );
  }
  if (typeof value === 'string') {
    const jwt = JWT.exec(value);
    if (jwt) return `${jwt[1]}.${MASKED}`;
    if (SECRET_KEY.test(key) && value !== '') return MASKED;
    if (CODE_KEY.test(key) && DIGITS.test(value)) return MASKED;
    return looksPersonal(value) ? MASKED : value;
  }
  if (typeof value === 'number' && SECRET_KEY.test(key)) return 0;
  return value;
}
