/**
 * Emits TypeScript types from our JSON Schemas. Along the path from the root through `properties`
 * the resolver fills defaults, so there a property with a default is required in the type; inside
 * arrays and maps only the schema's own `required` list counts.
 */
import {
  collectDefaults,
  deref,
  type JsonSchema,
  type Located,
  type SchemaRegistry,
} from '../src/config/schema-walk.ts';

interface EmitContext {
  registry: SchemaRegistry;
  /** A fixed type name for a $ref, when the caller names them (the API contract). */
  fixedName?: (ref: string, loc: Located) => string | undefined;
  /** Named types for $defs reached outside the filled path: ref → type name. */
  named: Map<string, { name: string; loc: Located }>;
}

const pascal = (s: string) =>
  s.replace(/(^|[_\-.])(\w)/g, (_m, _sep, c: string) => c.toUpperCase());
const propKey = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
const doc = (s: JsonSchema, indent: string) =>
  s.description ? `${indent}/** ${s.description.replace(/\*\//g, '* /')} */\n` : '';

function refName(ref: string, ctx: EmitContext, loc: Located): string {
  const fixed = ctx.fixedName?.(ref, loc);
  if (fixed) return fixed;
  const target = deref(loc, ctx.registry);
  const [file] = ref.split('#');
  // Key by the document a local ref lives in, so equal $def names in two files stay apart.
  const key = file ? ref : `${loc.root.$id ?? ''}${ref}`;
  const existing = ctx.named.get(key);
  if (existing) return existing.name;
  const docName = [...ctx.named.values()].find((n) => n.loc.schema === loc.root)?.name;
  const defName = pascal(ref.split('/').pop() ?? 'Def');
  const name =
    file && !ref.includes('#')
      ? pascal(file.replace(/\.schema\.json$/, ''))
      : `${docName ?? ''}${defName}`;
  ctx.named.set(key, { name, loc: target });
  return name;
}

/** The TypeScript type of a schema. `filled`: on the defaults-filled path from the root. */
export function typeOf(loc: Located, ctx: EmitContext, filled: boolean, indent = ''): string {
  const s = loc.schema;
  if (s.$ref && !filled) return refName(s.$ref, ctx, loc);
  const { schema, root } = deref(loc, ctx.registry);
  const here = (child: JsonSchema): Located => ({ schema: child, root });
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.oneOf ?? (schema.anyOf as JsonSchema[] | undefined);
  if (union) return union.map((o) => typeOf(here(o), ctx, false, indent)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'unknown';
  return types
    .map((t) => {
      switch (t) {
        case 'string':
          return 'string';
        case 'integer':
        case 'number':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return `readonly (${schema.items ? typeOf(here(schema.items), ctx, false, indent) : 'unknown'})[]`;
        case 'object':
          return objectType(loc, ctx, filled, indent);
        default:
          return 'unknown';
      }
    })
    .join(' | ');
}

function objectType(loc: Located, ctx: EmitContext, filled: boolean, indent: string): string {
  const { schema, root } = deref(loc, ctx.registry);
  const here = (child: JsonSchema): Located => ({ schema: child, root });
  if (schema.properties) {
    const inner = `${indent}  `;
    const lines = Object.entries(schema.properties).map(([key, prop]) => {
      const required =
        (schema.required ?? []).includes(key) ||
        (filled && collectDefaults(here(prop), ctx.registry) !== undefined);
      const type = typeOf(here(prop), ctx, filled, inner);
      return `${doc(prop, inner)}${inner}readonly ${propKey(key)}${required ? '' : '?'}: ${type};`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  if (typeof schema.additionalProperties === 'object') {
    const value = typeOf(here(schema.additionalProperties), ctx, false, indent);
    const names = schema.propertyNames;
    const keys =
      names && (names.enum || names.const !== undefined || names.$ref)
        ? typeOf(here(names), ctx, false, indent)
        : 'string';
    return keys === 'string'
      ? `{ readonly [key: string]: ${value} }`
      : `{ readonly [K in ${keys}]?: ${value} }`;
  }
  return 'Record<string, unknown>';
}

/** A module declaring `rootName` for the schema plus a named type for every $def it reaches. */
export function emitTypes(
  root: JsonSchema,
  rootName: string,
  registry: SchemaRegistry,
  extraRoots: Record<string, string> = {},
): string {
  const ctx: EmitContext = { registry, named: new Map() };
  const out: string[] = [];
  for (const [name, file] of Object.entries(extraRoots)) {
    const schema = registry[file] as JsonSchema;
    ctx.named.set(file, { name, loc: { schema, root: schema } });
  }
  const rootType = typeOf({ schema: root, root }, ctx, true);
  out.push(`${doc(root, '')}export interface ${rootName} ${rootType}\n`);
  const emitted = new Set<string>();
  for (let progress = true; progress;) {
    progress = false;
    for (const { name, loc } of [...ctx.named.values()]) {
      if (emitted.has(name)) continue;
      emitted.add(name);
      progress = true;
      out.push(`${doc(loc.schema, '')}export type ${name} = ${typeOf(loc, ctx, false)};\n`);
    }
  }
  for (const key of Object.keys(root.properties ?? {})) {
    out.push(`export type ${pascal(key)} = ${rootName}[${JSON.stringify(key)}];`);
  }
  return out.join('\n');
}

/**
 * Types for every $def of a set of schema files (the API contract), named by their $def names,
 * which must be unique across the files. `file.json#/$defs/x` and `#/$defs/x` refs become names.
 */
export function emitDefinitionTypes(
  files: Record<string, JsonSchema>,
  external: Record<string, { name: string; schema: JsonSchema }> = {},
): string {
  const names = new Map<string, string>();
  for (const [ref, { name }] of Object.entries(external)) names.set(ref, name);
  for (const [file, schema] of Object.entries(files)) {
    for (const def of Object.keys(schema.$defs ?? {})) {
      const name = pascal(def);
      if ([...names.values()].includes(name))
        throw new Error(`schemas/api: $def name ${def} is used twice`);
      names.set(`${file}#/$defs/${def}`, name);
    }
  }
  const fileOf = (root: JsonSchema) => Object.entries(files).find(([, s]) => s === root)?.[0] ?? '';
  const registry: SchemaRegistry = { ...files };
  for (const [ref, { schema }] of Object.entries(external))
    registry[ref.split('#')[0] ?? ref] = schema;
  const ctx: EmitContext = {
    registry,
    named: new Map(),
    fixedName: (ref, loc) => names.get(ref.startsWith('#') ? `${fileOf(loc.root)}${ref}` : ref),
  };
  const out: string[] = [];
  for (const schema of Object.values(files)) {
    for (const [def, defSchema] of Object.entries(schema.$defs ?? {})) {
      out.push(
        `${doc(defSchema, '')}export type ${pascal(def)} = ${typeOf({ schema: defSchema, root: schema }, ctx, false)};\n`,
      );
    }
  }
  return out.join('\n');
}
