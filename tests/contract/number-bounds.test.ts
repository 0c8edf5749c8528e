import { describe, expect, it } from 'vitest';

import { apiSchemas } from '../../server/contract.ts';

type Node = Record<string, unknown>;

const isNumeric = (type: unknown) =>
  type === 'integer' ||
  type === 'number' ||
  (Array.isArray(type) && (type.includes('integer') || type.includes('number')));

/** JSON pointers (within the file) of every integer or number schema without a lower and an upper bound. */
function unbounded(node: unknown, pointer = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => unbounded(item, `${pointer}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const schema = node as Node;
  const own =
    isNumeric(schema.type) &&
    ((schema.minimum ?? schema.exclusiveMinimum) === undefined ||
      (schema.maximum ?? schema.exclusiveMaximum) === undefined)
      ? [pointer]
      : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) => unbounded(value, `${pointer}/${key}`)),
  ];
}

// A number the schema lets through reaches the database: beyond int4 or bigint it was a 500
// (country_id=2147483648, user_id 2^63, ts 1e308). Every route added later inherits the rule.
describe('every integer and number of the API contract (schemas/api) is bounded', () => {
  it.each(apiSchemas().map((schema) => [String(schema.$id), schema] as const))(
    '%s',
    (_id, schema) => {
      expect(unbounded(schema)).toEqual([]);
    },
  );

  it('finds a missing bound (the check itself)', () => {
    expect(
      unbounded({ properties: { a: { type: 'integer', minimum: 1 }, b: { type: 'number' } } }),
    ).toEqual(['#/properties/a', '#/properties/b']);
    expect(unbounded({ type: ['string', 'integer'], minimum: 0, maximum: 9 })).toEqual([]);
  });
});
