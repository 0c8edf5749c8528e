/** Leaves of a JSON value as pointer → value; arrays are leaves (they replace as a whole). */
export function flatten(
  value: unknown,
  pointer = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value);
    for (const [key, child] of entries) flatten(child, `${pointer}/${key}`, out);
  } else {
    out.set(pointer, value);
  }
  return out;
}

export interface Difference {
  readonly pointer: string;
  readonly from: unknown;
  readonly to: unknown;
}

/** The leaves that differ between two settings objects, sorted by pointer. */
export function diffSettings(from: unknown, to: unknown): Difference[] {
  const a = flatten(from);
  const b = flatten(to);
  const pointers = [...new Set([...a.keys(), ...b.keys()])].sort();
  return pointers
    .filter((p) => JSON.stringify(a.get(p)) !== JSON.stringify(b.get(p)))
    .map((pointer) => ({ pointer, from: a.get(pointer), to: b.get(pointer) }));
}
