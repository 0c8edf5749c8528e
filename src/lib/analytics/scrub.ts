/** Keys whose values are never sent, whatever they look like (lower-case, separators removed). */
const SECRET_KEY =
  /(e?mail|phone|tel|msisdn|pass(word)?|pwd|secret|token|code|otp|pin|cvv|cvc|card|iban|account|auth|cookie|session(?!id)|document|passport|birth|address|name)/;
/** Keys that name a code yet carry no secret: the analytics event code and language/currency codes. */
const ALLOWED_KEYS = new Set([
  'lang',
  'language',
  'currency',
  'currencycode',
  'countrycode',
  'name',
  'type',
]);

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// 7+ digits, possibly split by spaces, dashes, dots or brackets, with an optional +: a phone, card or code.
const LONG_NUMBER = /\+?\d[\d\s().-]{5,}\d/;
// Bearer/JWT-like tokens and long opaque strings (hex, base64url).
const JWT = /\b[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}\b/;
const OPAQUE = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/;
const SHORT_CODE = /^\d{4,6}$/;

export const REDACTED = '[redacted]';

const keyIsSecret = (key: string) => {
  const k = key.toLowerCase().replace(/[^a-z]/g, '');
  if (ALLOWED_KEYS.has(k)) return false;
  return SECRET_KEY.test(k);
};

/** Whether a text value looks like an e-mail, phone, code or token. */
export const looksPersonal = (value: string): boolean =>
  EMAIL.test(value) ||
  LONG_NUMBER.test(value) ||
  JWT.test(value) ||
  OPAQUE.test(value) ||
  SHORT_CODE.test(value.trim());

/**
 * Removes personal data from an analytics payload before it leaves the page: values under keys
 * that name secrets (e-mail, phone, password, token, code…) and any text that looks like one,
 * at any depth. Numbers stay (metrics), except under secret keys.
 */
export function scrub(value: unknown, key = '', depth = 0): unknown {
  if (key && keyIsSecret(key)) return REDACTED;
  if (depth > 6) return REDACTED;
  if (typeof value === 'string') return looksPersonal(value) ? REDACTED : value;
  if (
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null ||
    value === undefined
  )
    return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, '', depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, scrub(v, k, depth + 1)]),
    );
  }
  return REDACTED;
}

/** The params of one event, scrubbed. */
export const scrubParams = (params: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  scrub(params) as Record<string, unknown>;
