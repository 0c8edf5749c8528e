/**
 * `next` with every part deep-equal to the same part of `prev` replaced by `prev`'s (structural
 * sharing, as TanStack Query does it): a polled answer where one price moved gives back the old
 * objects for everything else, so memoised views of unchanged games and outcomes do not render.
 */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item: unknown, i) => {
      const kept = replaceEqualDeep(prev[i], item);
      if (kept !== prev[i]) same = false;
      return kept;
    });
    return (same ? prev : out) as T;
  }
  if (isPlain(prev) && isPlain(next)) {
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const out: Record<string, unknown> = {};
    for (const key of nextKeys) {
      out[key] = replaceEqualDeep(prev[key], next[key]);
      if (out[key] !== prev[key] || !Object.hasOwn(prev, key)) same = false;
    }
    return (same ? prev : out) as T;
  }
  return next;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
