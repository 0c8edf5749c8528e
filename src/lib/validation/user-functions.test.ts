import { describe, expect, it } from 'vitest';

import { isCpf, USER_FUNCTIONS, userFunctionOf } from './user-functions';

describe('isCpf (Brazil’s taxpayer number, two check digits mod 11)', () => {
  it('accepts numbers whose check digits fit, with or without the mask', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05'])
      expect(isCpf(cpf), cpf).toBe(true);
  });

  it('refuses wrong check digits, a repeated digit, other lengths and non-text', () => {
    for (const cpf of ['123.456.789-00', '529.982.247-24', '111.111.111-11', '5299822472', '']) {
      expect(isCpf(cpf), cpf).toBe(false);
    }
    for (const value of [52998224725, null, undefined, {}, ['52998224725']])
      expect(isCpf(value), JSON.stringify(value) ?? 'undefined').toBe(false);
  });

  it('reads full-width and Arabic-Indic digits as digits', () => {
    expect(isCpf('٥٢٩٩٨٢٢٤٧٢٥')).toBe(true);
  });
});

describe('the user-function registry', () => {
  it('names each check once and finds it by name only (never an inherited property)', () => {
    expect(Object.keys(USER_FUNCTIONS)).toContain('isCpf');
    expect(userFunctionOf('isCpf')).toBe(isCpf);
    for (const name of ['toString', 'constructor', '__proto__', 'isEmailUnique', undefined])
      expect(userFunctionOf(name), String(name)).toBeUndefined();
  });
});
