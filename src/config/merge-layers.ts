import { type Draft, freeze, produce } from 'immer';

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where each value came from: JSON pointer → layer name (descendants inherit). */
export type Provenance = Map<string, string>;

const pointerOf = (parent: string, key: string) =>
  `${parent}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

function forget(provenance: Provenance | undefined, pointer: string) {
  if (!provenance) return;
  provenance.delete(pointer);
  for (const known of [...provenance.keys()])
    if (known.startsWith(`${pointer}/`)) provenance.delete(known);
}

function applyPatch(
  target: Json,
  patch: Readonly<Json>,
  defaults: Readonly<Json> | undefined,
  pointer: string,
  source: string,
  provenance?: Provenance,
) {
  for (const [key, value] of Object.entries(patch)) {
    const here = pointerOf(pointer, key);
    const fallback = defaults?.[key];
    if (value === null) {
      // null resets the key to its default (or removes it when the schema has none).
      if (fallback === undefined) delete target[key];
      else target[key] = fallback;
      forget(provenance, here);
      continue;
    }
    if (isPlainObject(value)) {
      // An object merges into an object; over anything else it starts from an empty one.
      if (!isPlainObject(target[key])) {
        target[key] = {};
        forget(provenance, here);
      }
      applyPatch(
        target[key] as Json,
        value,
        isPlainObject(fallback) ? fallback : undefined,
        here,
        source,
        provenance,
      );
      continue;
    }
    // Arrays and scalars replace.
    target[key] = value;
    if (provenance) {
      forget(provenance, here);
      provenance.set(here, source);
    }
  }
}

/**
 * Applies patches in order over the (frozen) defaults: objects merge deeply, arrays and scalars
 * replace, `null` resets a key to its default. Untouched parts stay shared with the defaults; the
 * result is deeply frozen (immer), including the arrays it takes from the layers.
 */
export function mergeLayers(
  patches: readonly { name: string; data: Readonly<Json> }[],
  defaults: Readonly<Json>,
  provenance?: Provenance,
): Json {
  freeze(defaults, true);
  return produce(defaults as Json, (draft: Draft<Json>) => {
    for (const patch of patches)
      applyPatch(draft, patch.data, defaults, '', patch.name, provenance);
  });
}
