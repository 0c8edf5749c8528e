import fc from 'fast-check';

import { resolveRef, type Schema } from './route-contracts.ts';

/** Realistic values by property name, mixed in so generated requests get past the first checks. */
export type Samples = Readonly<Record<string, readonly unknown[]>>;

const INT32 = 2 ** 31;

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = Number(schema.minimum ?? -Number.MAX_SAFE_INTEGER);
  const max = Number(schema.maximum ?? Number.MAX_SAFE_INTEGER);
  if (min >= -INT32 && max < INT32) return fc.integer({ min, max });
  return fc.bigInt(BigInt(Math.ceil(min)), BigInt(Math.floor(max))).map(Number);
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 64), 64);
  if (typeof schema.pattern === 'string') {
    const limit = Number(schema.maxLength ?? Infinity);
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= limit);
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' }),
  );
}

interface Context {
  readonly base: string;
  readonly samples: Samples;
  readonly depth: number;
}

function objectArbitrary(schema: Schema, context: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        const own = arbitraryOf(property, context);
        const samples = context.samples[name];
        return [name, samples?.length ? fc.oneof(own, fc.constantFrom(...samples)) : own];
      }),
    ),
    { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) },
  );
  const extra = schema.additionalProperties;
  if (extra === false || (extra === undefined && schema.properties)) return known;
  const names = (schema.propertyNames as Schema | undefined)?.pattern;
  const keys = typeof names === 'string' ? fc.stringMatching(new RegExp(names)) : fc.string();
  const values =
    typeof extra === 'object'
      ? arbitraryOf(extra as Schema, context)
      : fc.jsonValue({ maxDepth: 2 });
  const max = Math.min(Number(schema.maxProperties ?? 5), 5);
  return fc
    .tuple(known, fc.dictionary(keys, values, { maxKeys: max }))
    .map(([own, more]) => ({ ...more, ...own }));
}

/**
 * Values a JSON Schema of the contract accepts (most of the time: patterns with lengths are
 * filtered, `not` is ignored), with the samples of a property's name mixed in.
 */
export function arbitraryOf(schema: Schema, context: Context): fc.Arbitrary<unknown> {
  if (context.depth > 6) return fc.constant(null);
  const inner = { ...context, depth: context.depth + 1 };
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, context.base);
    return arbitraryOf(target.schema, { ...inner, base: target.base });
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, inner)));
  if (Array.isArray(schema.type))
    return fc.oneof(
      ...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, inner)),
    );
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, inner);
    case 'array':
      return fc.array(arbitraryOf((schema.items ?? {}) as Schema, inner), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.max(
          Number(schema.minItems ?? 0),
          Math.min(Number(schema.maxItems ?? 4), 4),
        ),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        min: Number(schema.minimum ?? -1e9),
        max: Number(schema.maximum ?? 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return schema.properties ? objectArbitrary(schema, inner) : fc.jsonValue({ maxDepth: 2 });
  }
}
