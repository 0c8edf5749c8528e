/**
 * Small walker over the JSON Schema subset our schemas use ($ref to $defs or to a sibling file,
 * properties, additionalProperties maps, items). Shared by the code generator, the operator CLI
 * and the server; the browser never needs it.
 */
export interface JsonSchema {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  [keyword: string]: unknown;
}

/** Schemas by file name (`registration-field.schema.json`) so relative $refs resolve. */
export type SchemaRegistry = Record<string, JsonSchema>;

export interface Located {
  schema: JsonSchema;
  /** The document the schema lives in (its $defs are what local refs resolve against). */
  root: JsonSchema;
}

/** Follows $ref chains until a schema without $ref (siblings of $ref are kept on the outer one). */
export function deref(loc: Located, registry: SchemaRegistry): Located {
  let { schema, root } = loc;
  for (let guard = 0; schema.$ref !== undefined && guard < 32; guard++) {
    const ref = schema.$ref;
    const [file, fragment = ''] = ref.split('#');
    if (file) {
      const target = registry[file];
      if (!target) throw new Error(`unresolved $ref ${ref}`);
      root = target;
    }
    let next: JsonSchema | undefined = root;
    for (const part of fragment.split('/').filter(Boolean)) {
      next = (next as Record<string, JsonSchema> | undefined)?.[decodeURIComponent(part)];
    }
    if (!next) throw new Error(`unresolved $ref ${ref}`);
    schema = next;
  }
  return { schema, root };
}

/** The schema for a child key of an object schema, or undefined when the key is not allowed. */
export function childSchema(
  loc: Located,
  key: string,
  registry: SchemaRegistry,
): Located | undefined {
  const { schema, root } = deref(loc, registry);
  const prop = schema.properties?.[key];
  if (prop) return { schema: prop, root };
  if (typeof schema.additionalProperties === 'object')
    return { schema: schema.additionalProperties, root };
  if (schema.items && /^\d+$/.test(key)) return { schema: schema.items, root };
  return undefined;
}

/** The schema at a JSON pointer's segments, or undefined when some segment is not allowed there. */
export function schemaAt(
  root: JsonSchema,
  segments: readonly string[],
  registry: SchemaRegistry,
): Located | undefined {
  let loc: Located | undefined = { schema: root, root };
  for (const segment of segments) {
    if (!loc) return undefined;
    loc = childSchema(loc, segment, registry);
  }
  return loc;
}

/** Property names an object schema at `segments` allows (for "did you mean" hints). */
export function knownKeys(
  root: JsonSchema,
  segments: readonly string[],
  registry: SchemaRegistry,
): string[] {
  const loc = schemaAt(root, segments, registry);
  if (!loc) return [];
  return Object.keys(deref(loc, registry).schema.properties ?? {});
}

/**
 * The defaults a schema implies: a property's own `default`, or for an object with properties,
 * the object made of its properties' defaults. Undefined when nothing has a default.
 */
export function collectDefaults(loc: Located, registry: SchemaRegistry): unknown {
  const outerDefault = loc.schema.default;
  const { schema } = deref(loc, registry);
  const own = outerDefault !== undefined ? outerDefault : schema.default;
  if (!schema.properties) return own;
  const result: Record<string, unknown> =
    own && typeof own === 'object' ? { ...(own as Record<string, unknown>) } : {};
  for (const [key, prop] of Object.entries(schema.properties)) {
    const value = collectDefaults({ schema: prop, root: loc.root }, registry);
    if (value !== undefined) result[key] = value;
  }
  return Object.keys(result).length > 0 || own !== undefined ? result : undefined;
}

/** Levenshtein distance, for suggesting the key an operator probably meant. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The closest known key within a small distance, if any. */
export function suggestKey(unknown: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(unknown.length / 3)) + 1;
  for (const candidate of known) {
    const distance = editDistance(unknown.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
