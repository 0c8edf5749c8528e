import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { commitNumeric, numericValue, sanitizeNumeric } from './numeric-input-rules';

describe('numeric input rules', () => {
  it.each([
    ['1a2b3', {}, '123'],
    ['12,5', {}, '12.5'],
    ['1.2.3', {}, '1.23'],
    ['1,2.3', {}, '1.23'],
    ['.5', {}, '0.5'],
    [',5', {}, '0.5'],
    ['007', {}, '7'],
    ['0', {}, '0'],
    ['00.5', {}, '0.5'],
    ['-12', {}, '-12'],
    ['1-2', {}, '12'],
    ['--3', {}, '-3'],
    ['-12', { unsigned: true }, '12'],
    ['12.345', { accuracy: 2 }, '12.34'],
    ['12.5', { accuracy: 0 }, '125'],
    ['123456', { maxLength: 4 }, '1234'],
    ['2000000', { max: 1_000_000 }, '1000000'],
    ['5', { min: 10 }, '5'],
    ['1 000,50 ₸', { accuracy: 2 }, '1000.50'],
  ])('%s with %o → %s', (typed, rules, kept) => {
    expect(sanitizeNumeric(typed, rules)).toBe(kept);
  });

  it('applies min and drops a dangling separator when the field is left', () => {
    expect(commitNumeric('5', { min: 10 })).toBe('10');
    expect(commitNumeric('12.', {})).toBe('12');
    expect(commitNumeric('-', {})).toBe('');
    expect(commitNumeric('', { min: 1 })).toBe('');
  });

  it('always keeps text that is a number within the rules (any typing)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (typed, accuracy, unsigned) => {
          const rules = { accuracy, unsigned, max: 1_000_000, maxLength: 12 };
          const kept = sanitizeNumeric(typed, rules);
          expect(kept).toMatch(unsigned ? /^(\d+(\.\d*)?)?$/ : /^-?(\d+(\.\d*)?)?$/);
          expect(kept.length).toBeLessThanOrEqual(12);
          const decimals = kept.split('.')[1];
          expect((decimals ?? '').length).toBeLessThanOrEqual(accuracy);
          const value = numericValue(kept);
          if (value !== undefined) expect(value).toBeLessThanOrEqual(1_000_000);
          // Idempotent: what is kept stays as it is.
          expect(sanitizeNumeric(kept, rules)).toBe(kept);
        },
      ),
    );
  });
});
