/** What stands in the log for a value that is not. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose values say which page or variant was asked for and nothing about who
 * asked: they are logged as sent (when short and plain). Every other value — logins, phones,
 * names, birthdays, codes, tokens, states, payment references, redirect addresses — is replaced.
 */
export const HARMLESS_QUERY_KEYS: ReadonlySet<string> = new Set([
  'lang',
  'language',
  'partner',
  'country',
  'country_id',
  'region_id',
  'currency_id',
  'type',
  'by',
  'purpose',
  'provider',
  'bank',
  'section',
  'menuSection',
  'domain',
  'projectId',
  'isWidget',
  'bonus',
  'limit',
  'counter',
  'error',
]);

const PLAIN_VALUE = /^[\w.-]{1,40}$/;

const digits = (text: string) => text.replace(/\D/g, '').length;

/** Path segments that are someone's data or a credential rather than a name of a page. */
const SECRET_SEGMENTS: readonly ((segment: string) => boolean)[] = [
  (s) => s.includes('@'), // an e-mail address
  (s) => /^\+?[\d\s().-]+$/.test(s) && digits(s) >= 7, // a phone number, a date
  (s) => /^(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}$/.test(s), // a random token (no dot: not a file)
  (s) => /^[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}$/.test(s), // a JWT
];

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

const redactSegment = (segment: string) =>
  SECRET_SEGMENTS.some((isSecret) => isSecret(decoded(segment))) ? REDACTED : segment;

const redactPair = (pair: string) => {
  if (pair === '') return pair;
  const eq = pair.indexOf('=');
  const key = eq < 0 ? pair : pair.slice(0, eq);
  const value = eq < 0 ? '' : pair.slice(eq + 1);
  const name = decoded(key);
  const safeName = PLAIN_VALUE.test(name) ? key : REDACTED;
  if (value === '') return eq < 0 ? safeName : `${safeName}=`;
  const keep = HARMLESS_QUERY_KEYS.has(name) && PLAIN_VALUE.test(decoded(value));
  return `${safeName}=${keep ? value : REDACTED}`;
};

/**
 * A request URL as it may be logged: the path kept except segments that are tokens, e-mails or
 * phone numbers; each query value replaced unless its key is in HARMLESS_QUERY_KEYS; no fragment.
 */
export function redactUrl(url: string): string {
  const [beforeHash = ''] = url.split('#', 1);
  const q = beforeHash.indexOf('?');
  const path = q < 0 ? beforeHash : beforeHash.slice(0, q);
  const query = q < 0 ? undefined : beforeHash.slice(q + 1);
  const safePath = path.split('/').map(redactSegment).join('/');
  return query === undefined
    ? safePath
    : `${safePath}?${query.split(/[&;]/).map(redactPair).join('&')}`;
}

/** Free text (an error message, a stack) with every URL-looking part in it redacted. */
export function redactText(text: string): string {
  return text.replace(/(?:https?:\/\/[^\s/"'`]+)?\/[^\s"'`]*/g, (match) => {
    const scheme = /^https?:\/\/[^/]+/.exec(match)?.[0] ?? '';
    return scheme + redactUrl(match.slice(scheme.length));
  });
}
