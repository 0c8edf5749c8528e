import { describe, expect, it } from 'vitest';

import { JsonSyntaxError, parseJson } from './json-with-position.ts';

function errorOf(text: string): JsonSyntaxError {
  try {
    parseJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a syntax error');
}

describe('parseJson', () => {
  it('parses valid JSON like JSON.parse', () => {
    expect(parseJson('{"a":[1,2,{"b":null}]}')).toEqual({ a: [1, 2, { b: null }] });
  });

  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "unexpected '\"', expected ',' or '}'"],
    ['{\n  "a": 1,\n}', 3, 1, "unexpected '}', expected a double-quoted key"],
    ['{"a": }', 1, 7, "unexpected '}', expected a value"],
    ['{"a": tru}', 1, 7, "unexpected 't', expected a value"],
    ['[1, 2', 1, 6, "unexpected the end of the file, expected ',' or ']'"],
    ['{"a": "x}', 1, 10, 'unterminated string'],
    ['{} x', 1, 4, "unexpected 'x' after the end of the JSON value"],
    ['', 1, 1, 'unexpected the end of the file, expected a value'],
  ])('locates the error in %j', (text, line, column, message) => {
    const error = errorOf(text);
    expect([error.line, error.column, error.message]).toEqual([line, column, message]);
  });
});
