import { describe, expect, it } from 'vitest';

import { findHostile, MAX_DEPTH } from './text-guard.ts';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

describe('findHostile', () => {
  it('passes ordinary text, emoji (a surrogate pair) and other scripts', () => {
    expect(findHostile({ name: 'Zoë 😀 Ахмет محمد', list: ['a', 1, null, true] })).toBeUndefined();
  });

  it.each([
    ['NUL', { a: 'x\u0000' }, '/a'],
    ['a lone high surrogate at the end', { a: ['ok', 'x\ud83d'] }, '/a/1'],
    ['a lone low surrogate', { a: '\ude00x' }, '/a'],
    ['a reversed pair', { a: '\ude00\ud83d' }, '/a'],
    ['NUL in a key', { p: { 'k\u0000': 1 } }, '/p/k\ufffd'],
    ['a key with / and ~, then NUL below it', { 'a/b~': { c: '\u0000' } }, '/a~1b~0/c'],
    ['a bare string body', 'x\u0000', ''],
  ])('finds %s and names its JSON Pointer', (_name, value, pointer) => {
    expect(findHostile(value)?.pointer).toBe(pointer);
  });

  it(`refuses nesting deeper than ${MAX_DEPTH}, without recursion`, () => {
    expect(findHostile(nested(MAX_DEPTH))).toBeUndefined();
    expect(findHostile(nested(MAX_DEPTH + 1))?.message).toMatch(/nested/);
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findHostile(deep)?.pointer).toBe('/0'.repeat(MAX_DEPTH));
  });
});
