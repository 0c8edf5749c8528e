/**
 * Stands in for fast-equals inside @rjsf/utils (vite.config.ts, build only). rjsf builds one
 * comparator with it, `createCustomEqual({ circular: true, areFunctionsEqual: b is a function })`,
 * to compare form data and schemas — JSON-like values, React elements and the odd function.
 * This is that comparator and nothing else (rjsf-slim.test.ts checks it against fast-equals).
 */
type Seen = WeakMap<object, WeakSet<object>>;

const tagOf = (value: object) => Object.prototype.toString.call(value);

function equalObjects(a: Record<string, unknown>, b: Record<string, unknown>, seen: Seen): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  // React elements: the owner is bookkeeping, not content (fast-equals skips it too).
  const react = '$$typeof' in a;
  for (const key of keys) {
    if (react && key === '_owner') continue;
    if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key], seen)) return false;
  }
  return true;
}

function equal(a: unknown, b: unknown, seen: Seen): boolean {
  if (a === b || (a !== a && b !== b)) return true;
  if (typeof a === 'function' || typeof b === 'function')
    return typeof a === 'function' && typeof b === 'function';
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (a.constructor !== b.constructor || tagOf(a) !== tagOf(b)) return false;
  // A pair already being compared further up is taken as equal (circular structures end).
  let pairs = seen.get(a);
  if (pairs?.has(b)) return true;
  if (!pairs) seen.set(a, (pairs = new WeakSet()));
  pairs.add(b);

  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => equal(item, other[i], seen));
  }
  if (a instanceof Date) return equal(a.getTime(), (b as Date).getTime(), seen);
  if (a instanceof RegExp)
    return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  if (a instanceof Map) {
    const other = b as Map<unknown, unknown>;
    if (a.size !== other.size) return false;
    for (const [key, value] of a)
      if (!other.has(key) || !equal(value, other.get(key), seen)) return false;
    return true;
  }
  if (a instanceof Set) {
    const other = b as Set<unknown>;
    if (a.size !== other.size) return false;
    for (const value of a) if (!other.has(value)) return false;
    return true;
  }
  if (ArrayBuffer.isView(a)) {
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    const y = new Uint8Array(
      (b as ArrayBufferView).buffer,
      (b as ArrayBufferView).byteOffset,
      (b as ArrayBufferView).byteLength,
    );
    return x.length === y.length && x.every((byte, i) => byte === y[i]);
  }
  return equalObjects(a as Record<string, unknown>, b as Record<string, unknown>, seen);
}

/** The one comparator rjsf asks for; its options are those rjsf passes. */
export function createCustomEqual(_options?: unknown): (a: unknown, b: unknown) => boolean {
  return (a, b) => equal(a, b, new WeakMap());
}
