import { produce, type Draft } from 'immer';

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where each value came from: JSON pointer → layer name (descendants inherit). */
export type Provenance = Map<string, string>;

const pointerOf = (parent: string, key: string) =>
  `${parent}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

function applyPatch(target: Json, patch: Readonly<Json>, pointer: string, source: string, provenance?: Provenance) {
  for (const [key, value] of Object.entries(patch)) {
    const here = pointerOf(pointer, key);
    if (value === null) {
      // null removes the key, so the schema default applies again.
      delete target[key];
      provenance?.delete(here);
      continue;
    }
    if (isPlainObject(value)) {
      // An object merges into an object; over anything else it starts from an empty one.
      if (!isPlainObject(target[key])) {
        target[key] = {};
        provenance?.delete(here);
      }
      applyPatch(target[key] as Json, value, here, source, provenance);
      continue;
    }
    // Arrays and scalars replace. Cloned, so freezing the result never freezes the caller's layer.
    target[key] = Array.isArray(value) ? structuredClone(value) : value;
    if (provenance) {
      for (const known of [...provenance.keys()]) if (known.startsWith(`${here}/`)) provenance.delete(known);
      provenance.set(here, source);
    }
  }
}

function fillDefaults(target: Json, defaults: Readonly<Json>) {
  for (const [key, value] of Object.entries(defaults)) {
    const current = target[key];
    if (current === undefined) target[key] = value;
    else if (isPlainObject(current) && isPlainObject(value)) fillDefaults(current, value);
  }
}

/**
 * Merges patches in order over nothing, then fills the defaults underneath: objects merge deeply,
 * arrays and scalars replace, `null` removes a key. The result is deeply frozen (immer).
 */
export function mergeLayers(
  patches: readonly { name: string; data: Readonly<Json> }[],
  defaults: Readonly<Json>,
  provenance?: Provenance,
): Json {
  return produce({} as Json, (draft: Draft<Json>) => {
    for (const patch of patches) applyPatch(draft, patch.data, '', patch.name, provenance);
    fillDefaults(draft, defaults);
  });
}
