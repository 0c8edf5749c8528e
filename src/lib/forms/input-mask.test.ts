import { describe, expect, it } from 'vitest';

import { applyMask, unmasked } from './input-mask';

const CPF = '000.000.000-00';

describe('applyMask', () => {
  it('puts typed digits through the mask, separators once the next digit comes', () => {
    expect(applyMask('1', CPF)).toBe('1');
    expect(applyMask('123', CPF)).toBe('123');
    expect(applyMask('1234', CPF)).toBe('123.4');
    expect(applyMask('12345678900', CPF)).toBe('123.456.789-00');
  });

  it('keeps only digits, no more than the mask holds, whatever was pasted', () => {
    expect(applyMask('123.456.789-001234', CPF)).toBe('123.456.789-00');
    expect(applyMask('abc 529-982 247/25', CPF)).toBe('529.982.247-25');
    expect(applyMask('١٢٣٤', CPF)).toBe('123.4');
    expect(applyMask('', CPF)).toBe('');
  });

  it('lets the player delete back over a separator', () => {
    // "123.4" with the 4 deleted leaves "123.", which shows as "123".
    expect(applyMask('123.', CPF)).toBe('123');
  });
});

describe('unmasked', () => {
  it('keeps the digits of text and leaves other values alone', () => {
    expect(unmasked('529.982.247-25')).toBe('52998224725');
    expect(unmasked(undefined)).toBeUndefined();
    expect(unmasked(7)).toBe(7);
  });
});
