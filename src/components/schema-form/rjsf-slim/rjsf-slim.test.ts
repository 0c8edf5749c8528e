import { deepEquals as rjsfDeepEquals } from '@rjsf/utils';
import fc from 'fast-check';
import realUri from 'fast-uri';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import {
  createComparator,
  createDeduplicator,
  createIntersector,
  createMerger,
  createShallowAllOfMerge,
} from './all-of-merge';
import { createCustomEqual } from './deep-equal';
import slimUri from './uri';

const slimEquals = createCustomEqual({ circular: true });

describe('the build’s stand-ins for rjsf’s URI and allOf libraries', () => {
  it('resolves and compares references as fast-uri does', () => {
    const cases: [string | undefined, string][] = [
      [undefined, '#/definitions/a'],
      ['https://betframe.dev/schemas/form.json', '#/$defs/name'],
      ['https://betframe.dev/schemas/form.json', 'other.json#/$defs/x'],
      ['https://betframe.dev/schemas/a/form.json', '../b/other.json'],
      ['https://betframe.dev/schemas/form.json', 'https://example.com/s.json'],
    ];
    for (const [base, ref] of cases)
      expect(slimUri.resolve(base, ref), `${base} + ${ref}`).toBe(
        base ? realUri.resolve(base, ref) : ref,
      );
    const pairs: [string, string][] = [
      ['https://betframe.dev/s.json', 'https://betframe.dev/s.json'],
      ['https://BETFRAME.dev/s.json', 'https://betframe.dev/s.json'],
      ['https://betframe.dev/s.json', 'https://betframe.dev/t.json'],
      ['#/a', '#/a'],
      ['#/a', '#/b'],
    ];
    for (const [a, b] of pairs)
      expect(slimUri.equal(a, b), `${a} = ${b}`).toBe(realUri.equal(a, b));
  });

  it('leaves schemas without allOf alone and refuses to merge one that has it', () => {
    const { mergeArrayOfSchemaDefinitions } = createMerger({
      intersectJson: createIntersector(createComparator().compareSchemaValues),
      deduplicateJsonSchemaDef: createDeduplicator(),
    });
    const merge = createShallowAllOfMerge(mergeArrayOfSchemaDefinitions);
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    expect(merge(schema)).toBe(schema);
    expect(() => merge({ allOf: [{ type: 'string' }] })).toThrow('allOf is not supported');
  });

  it('compares as rjsf’s fast-equals comparator does: JSON values, near copies, functions, cycles, elements', () => {
    const value = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(slimEquals(a, b)).toBe(rjsfDeepEquals(a, b));
        const copy = structuredClone(a);
        expect(slimEquals(a, copy)).toBe(rjsfDeepEquals(a, copy));
      }),
      { numRuns: 400 },
    );
    const cases: [unknown, unknown][] = [
      [{ a: [1, { b: NaN }] }, { a: [1, { b: NaN }] }],
      [{ a: 1 }, { a: 1, b: undefined }],
      [{ f: () => 1 }, { f: () => 2 }],
      [{ f: () => 1 }, { f: 1 }],
      [new Date(5), new Date(5)],
      [new Date(5), new Date(6)],
      [/a/g, /a/g],
      [/a/g, /a/i],
      [new Map([['k', { x: 1 }]]), new Map([['k', { x: 1 }]])],
      [new Set([1, 2]), new Set([2, 1])],
      [[1, 2], { 0: 1, 1: 2, length: 2 }],
      [createElement('b', { id: 'x' }, 'hi'), createElement('b', { id: 'x' }, 'hi')],
      [createElement('b', { id: 'x' }), createElement('b', { id: 'y' })],
    ];
    for (const [a, b] of cases)
      expect(slimEquals(a, b), `${String(a)} vs ${String(b)}`).toBe(rjsfDeepEquals(a, b));
    const loop: Record<string, unknown> = { n: 1 };
    loop.self = loop;
    const other: Record<string, unknown> = { n: 1 };
    other.self = other;
    expect(slimEquals(loop, other)).toBe(true);
    expect(slimEquals(loop, { n: 2, self: loop })).toBe(false);
  });
});
