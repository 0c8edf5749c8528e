import { describe, expect, it } from 'vitest';

import { buildParams, convertParam, type ParamSpec, toQueryString } from './params';

const one = (spec: ParamSpec, value: unknown): Record<string, unknown> =>
  buildParams({ p: spec }, { p: value });

describe('buildParams', () => {
  it('sends only declared params that are present in the input', () => {
    const specs = { a: { type: 'int' }, b: { type: 'string' } } as const;
    expect(buildParams(specs, { a: 1, undeclared: 'x' })).toEqual({ a: 1 });
    expect(buildParams(specs, {})).toEqual({});
  });

  it('skips values that convert to undefined or NaN', () => {
    expect(buildParams({ a: { type: 'string' } }, { a: undefined })).toEqual({});
    expect(one({ type: 'number' }, 'abc')).toEqual({});
    expect(one({ type: 'number' }, '2.5')).toEqual({ p: 2.5 });
  });

  it('parses ints in base 10 and drops unparsable ones', () => {
    expect(one({ type: 'int' }, '010')).toEqual({ p: 10 });
    expect(one({ type: 'int' }, '42px')).toEqual({ p: 42 });
    // Base 10 explicitly: without a radix, parseInt would read this as hex 26.
    expect(one({ type: 'int' }, '0x1A')).toEqual({ p: 0 });
    expect(one({ type: 'int' }, 7.9)).toEqual({ p: 7 });
    expect(one({ type: 'int' }, 'abc')).toEqual({});
  });

  it.each([
    ['false', false],
    ['0', false],
    [0, false],
    ['', false],
    [false, false],
    ['true', true],
    ['no', true],
    [1, true],
    [true, true],
  ])('coerces bool %j to %s', (input, expected) => {
    expect(one({ type: 'bool' }, input)).toEqual({ p: expected });
  });

  it('omits a value equal to its default, comparing converted values', () => {
    expect(one({ type: 'int', default: 0 }, '0')).toEqual({});
    expect(one({ type: 'int', default: 0 }, '1')).toEqual({ p: 1 });
    expect(one({ type: 'bool', default: false }, 'false')).toEqual({});
    expect(one({ type: 'string', default: 'en' }, 'en')).toEqual({});
  });

  it('compares array and object defaults deeply', () => {
    expect(one({ type: 'array', default: [1, 2] }, [1, 2])).toEqual({});
    expect(one({ type: 'array', default: [1, 2] }, [2, 1])).toEqual({ p: [2, 1] });
    expect(one({ type: 'object', default: { a: { b: 1 } } }, { a: { b: 1 } })).toEqual({});
    expect(one({ type: 'object', default: { a: { b: 1 } } }, { a: { b: 2 } })).toEqual({
      p: { a: { b: 2 } },
    });
  });

  it('sends arrays and objects only when non-empty', () => {
    expect(one({ type: 'array' }, [])).toEqual({});
    expect(one({ type: 'array' }, ['x'])).toEqual({ p: ['x'] });
    expect(one({ type: 'object' }, {})).toEqual({});
    expect(one({ type: 'object' }, { k: 1 })).toEqual({ p: { k: 1 } });
  });

  it('dedupes, sorts and joins a numberList', () => {
    expect(one({ type: 'numberList' }, [3, 1, 3, '2'])).toEqual({ p: '1,2,3' });
    expect(one({ type: 'numberList' }, [10, 9, 'x', ''])).toEqual({ p: '9,10' });
    expect(one({ type: 'numberList' }, [])).toEqual({});
    expect(one({ type: 'numberList', default: [2, 1] }, [1, 2, 2])).toEqual({});
  });

  it('applies prefix and postfix to strings', () => {
    expect(one({ type: 'string', prefix: 'ev-', postfix: '.json' }, 'abc')).toEqual({
      p: 'ev-abc.json',
    });
    // The default is compared before the affixes are added.
    expect(one({ type: 'string', prefix: 'ev-', default: 'abc' }, 'abc')).toEqual({});
  });

  it('renames params with `as`', () => {
    expect(buildParams({ coefViewId: { type: 'int', as: 'cfview' } }, { coefViewId: 2 })).toEqual({
      cfview: 2,
    });
  });

  it('passes raw values through untouched', () => {
    const value = { nested: [1, { a: null }] };
    expect(one({ type: 'raw' }, value).p).toBe(value);
  });
});

describe('convertParam', () => {
  it('treats null as absent for typed params but keeps it for raw', () => {
    expect(convertParam({ type: 'bool' }, null)).toBeUndefined();
    expect(convertParam({ type: 'int' }, null)).toBeUndefined();
    expect(convertParam({ type: 'raw' }, null)).toBeNull();
  });
});

describe('toQueryString', () => {
  it('repeats keys for arrays and JSON-encodes objects', () => {
    const query = toQueryString({ id: [1, 2], filter: { a: 1 }, q: 'a b', skip: undefined });
    const parsed = new URLSearchParams(query);
    expect(parsed.getAll('id')).toEqual(['1', '2']);
    expect(parsed.get('filter')).toBe('{"a":1}');
    expect(parsed.get('q')).toBe('a b');
    expect(parsed.has('skip')).toBe(false);
  });

  it('returns an empty string for no params', () => {
    expect(toQueryString({})).toBe('');
  });
});
