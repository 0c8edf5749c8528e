/**
 * What the fuzz suite attacks with: values inside JSON (numbers, text, shapes, keys) and raw
 * pieces of the wire (path segments, query text, bodies, content types, hosts, headers).
 * Data: a new kind of hostile input is one more entry.
 */

const nest = (depth: number, leaf: unknown, asArray: boolean): unknown =>
  Array.from({ length: depth }).reduce<unknown>(
    (inner) => (asArray ? [inner] : { a: inner }),
    leaf,
  );

/** Numbers past int4, bigint, doubles and safe integers, and the odd ones. */
// prettier-ignore
export const HOSTILE_NUMBERS = [
  2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 2 ** 64, 1e308, -1e308, 5e-324, 1.5, -0, -1, 0,
];

/** NaN-like numbers, NUL, lone surrogates, over-long text, injections, 36 dashes. */
// prettier-ignore
export const HOSTILE_STRINGS = [
  '', ' ', 'NaN', 'Infinity', '-Infinity', '1e309', '1e308', '9223372036854775808', '2147483648',
  '-1', '0x1F', '1_000', '01', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udfff\ud800',
  '-'.repeat(36), '00000000-0000-0000-0000-000000000000', 'x'.repeat(10_000), '😀'.repeat(300),
  'Ω'.repeat(2_000), '\u202eevil', '../../etc/passwd', '%00', '%', '%E0%A4%A', "' OR '1'='1",
  '<script>alert(1)</script>', '__proto__', 'constructor', 'true', 'null', '[]', '{}', '\r\n\r\n', '\t',
];

/** Wrong types and shapes: containers where text was expected, deep nesting, long lists. */
// prettier-ignore
export const HOSTILE_SHAPES: unknown[] = [
  null, true, false, [], {}, [1, 'a'], { a: { b: 1 } }, nest(40, 1, true), nest(40, 'x', false),
  nest(3000, 0, true), Array.from({ length: 2000 }, (_, i) => i), { length: 1e9 },
];

/** Keys added to an object. */
// prettier-ignore
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'a\u0000', '\ud800', '', 'x'.repeat(300)];

/** A path parameter as sent, not encoded: broken escapes, dot segments, past the router's limit. */
// prettier-ignore
export const RAW_SEGMENTS = ['%', '%zz', '%00', '..', '%2e%2e%2f', '%ED%A0%80', 'a'.repeat(120), '-'.repeat(36)];

/** Query text appended as sent. */
// prettier-ignore
export const RAW_QUERY = [
  '%', '%zz', '%E0%A4%A', '&&=&', 'a[b]=1', '__proto__=1', 'constructor[prototype][x]=1', '%00=%00', 'q=%ED%A0%80',
];

/** Bodies as sent (with a JSON content type). */
// prettier-ignore
export const RAW_BODIES = [
  '', '{', 'null', '[]', '"text"', '{"a":', '\u0000', '{"__proto__":{"x":1}}', '{"a":1,"a":2}',
  `${'['.repeat(50)}${']'.repeat(50)}`,
];

// prettier-ignore
export const CONTENT_TYPES = [
  'application/json; charset=utf-8', 'application/vnd.api+json', 'text/plain', 'application/xml',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16',
];

/** Content-Encoding values (gzip with a body that is not gzip). */
export const ENCODINGS = ['gzip', 'gzip', 'br', 'identity', 'GZIP', ''];

/** Hosts of other variants, an unknown one, and broken ones. */
// prettier-ignore
export const HOSTS = [
  'britannia.localhost', 'bola.localhost', 'kz.localhost', 'sahara.localhost', 'promo.localhost',
  'unknown.example', 'localhost:99999', 'x'.repeat(300),
];

// prettier-ignore
export const HEADER_NAMES = [
  'x-geo-country', 'x-lang', 'accept-language', 'if-none-match', 'origin', 'x-auth', 'authorization', 'cookie', 'referer',
];
// prettier-ignore
export const HEADER_VALUES = [
  'BR', 'GB', 'en', 'ar', '*', 'Bearer x.y.z', 'Bearer ', 'betframe_session=abc', 'a=b; ; =;', 'http://localhost:8080',
];
