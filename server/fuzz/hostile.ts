import fc from 'fast-check';

import { HOSTILE_KEYS, HOSTILE_NUMBERS, HOSTILE_SHAPES, HOSTILE_STRINGS } from './vocabulary.ts';

/** Any UTF-16 code units at all (NUL and lone surrogates included). */
const codeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  maxLength: 40,
});

/** One hostile value: a listed one, or random code units. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_SHAPES),
  codeUnits,
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (value && typeof value === 'object' && path.length < 8)
    for (const [key, child] of Object.entries(value))
      pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  return out;
}

/** Sets an own property, `__proto__` included (a plain assignment would set the prototype). */
const put = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

export type Mutation = 'replace' | 'delete' | 'add';

/** The value with one node replaced by, or one key added holding, a hostile value (or one key removed). */
export function mutate(
  value: unknown,
  pick: number,
  op: Mutation,
  hostile: unknown,
  key: number,
): unknown {
  const copy = structuredClone(value);
  const paths = pathsOf(copy);
  const path = paths[pick % paths.length] ?? [];
  if (path.length === 0) return op === 'replace' ? hostile : copy;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], copy) as Record<
    string,
    unknown
  >;
  const last = path[path.length - 1]!;
  if (op === 'replace') put(parent, last, hostile);
  else if (op === 'delete' && !Array.isArray(parent)) delete parent[last];
  else if (op === 'add' && !Array.isArray(parent))
    put(parent, HOSTILE_KEYS[key % HOSTILE_KEYS.length]!, hostile);
  return copy;
}

/** A valid value (from the contract) mutated with something hostile, or replaced by it. */
export function hostileVariantOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutations = fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'add');
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.nat(), mutations, hostileValue, fc.nat())
        .map(([value, pick, op, hostile, key]) => mutate(value, pick, op, hostile, key)),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}
