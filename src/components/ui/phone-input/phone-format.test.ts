import { describe, expect, it } from 'vitest';

import type { PhoneCountryOption } from '@/lib/forms/phone-catalogue';
import { AE, GB, KZ, RU } from '@/lib/forms/testing/phone-countries';

import {
  bareCode,
  cleanNational,
  countryOfNumber,
  formatNational,
  maskOf,
  searchByCode,
} from './phone-format';

const US: PhoneCountryOption = {
  id: 3,
  name: 'United States',
  code: 'us',
  phoneCode: '+1',
  min: 10,
  max: 10,
  leading: '',
};
const BS: PhoneCountryOption = {
  id: 4,
  name: 'Bahamas',
  code: 'bs',
  phoneCode: '+1242',
  mask: '000-0000',
  min: 7,
  max: 7,
  leading: '',
};
const COUNTRIES = [KZ, RU, GB, AE, US, BS];

describe('maskOf', () => {
  it('keeps a mask whose digit slots already reach Max', () => {
    expect(maskOf(KZ)).toBe('000-000-00-00');
    expect(maskOf(GB)).toBe('0000-000000');
  });

  it('pads a short mask with zeros up to Max', () => {
    expect(maskOf({ ...KZ, mask: '000-000', max: 9 })).toBe('000-000000');
    expect(maskOf({ ...KZ, mask: '00', max: 3 })).toBe('000');
  });

  it('is Max zeros when the country has no mask', () => {
    expect(maskOf(US)).toBe('0000000000');
    expect(maskOf({ ...US, max: 12 })).toBe('0'.repeat(12));
  });

  it('is 20 zeros when no country is known', () => {
    expect(maskOf(undefined)).toBe('0'.repeat(20));
  });
});

describe('formatNational', () => {
  it('shows a full number through the mask, dashes read as spaces', () => {
    expect(formatNational('7012345678', '000-000-00-00')).toBe('701 234 56 78');
    expect(formatNational('7400123456', '0000-000000')).toBe('7400 123456');
  });

  it('shows a partial number without a trailing separator', () => {
    expect(formatNational('', '000-000-00-00')).toBe('');
    expect(formatNational('70', '000-000-00-00')).toBe('70');
    expect(formatNational('701', '000-000-00-00')).toBe('701');
    expect(formatNational('7012', '000-000-00-00')).toBe('701 2');
    expect(formatNational('7012345', '000-000-00-00')).toBe('701 234 5');
  });

  it('drops digits beyond the mask', () => {
    expect(formatNational('701234567899', '000-000-00-00')).toBe('701 234 56 78');
  });
});

describe('cleanNational', () => {
  it('keeps the digits of the text only', () => {
    expect(cleanNational('701 234-56 (78)', KZ)).toBe('7012345678');
  });

  it('reads full-width, Arabic-Indic and Eastern Arabic digits', () => {
    expect(cleanNational('７０１２３４５６７８', KZ)).toBe('7012345678');
    expect(cleanNational('٧٠١٢', KZ)).toBe('7012');
    expect(cleanNational('۷۰۱۲', KZ)).toBe('7012');
  });

  it('cuts the digits to the mask length', () => {
    expect(cleanNational('70123456789999', KZ)).toBe('7012345678');
    expect(cleanNational('5012345678999', AE)).toBe('501234567');
    expect(cleanNational('1'.repeat(30), undefined)).toBe('1'.repeat(20));
  });

  it('clears the value when the first digit cannot start a number (Kazakhstan: 6 or 7)', () => {
    expect(cleanNational('5012345678', KZ)).toBe('');
    expect(cleanNational('8', KZ)).toBe('');
    expect(cleanNational('6', KZ)).toBe('6');
    expect(cleanNational('7', KZ)).toBe('7');
  });

  it('clears the value when the first digit cannot start a number (Russia: 9)', () => {
    expect(cleanNational('7012', RU)).toBe('');
    expect(cleanNational('9161234567', RU)).toBe('9161234567');
  });

  it('accepts any first digit when the country allows any, and empty text stays empty', () => {
    expect(cleanNational('0123', US)).toBe('0123');
    expect(cleanNational('0123', undefined)).toBe('0123');
    expect(cleanNational('', KZ)).toBe('');
    expect(cleanNational('abc', KZ)).toBe('');
  });
});

describe('searchByCode', () => {
  it('offers every country when nothing is typed (a copy, not the catalogue itself)', () => {
    const found = searchByCode(COUNTRIES, '');
    expect(found).toEqual(COUNTRIES);
    expect(found).not.toBe(COUNTRIES);
  });

  it('keeps the countries whose code contains the typed code, anywhere in it', () => {
    expect(searchByCode(COUNTRIES, '7')).toEqual([KZ, RU, AE]);
    expect(searchByCode(COUNTRIES, '44')).toEqual([GB]);
    expect(searchByCode(COUNTRIES, '24')).toEqual([BS]);
    expect(searchByCode(COUNTRIES, '1')).toEqual([AE, US, BS]);
  });

  it('ignores a plus and reads full-width digits in the typed code', () => {
    expect(searchByCode(COUNTRIES, '+44')).toEqual([GB]);
    expect(searchByCode(COUNTRIES, '４４')).toEqual([GB]);
  });

  it('finds nothing for a code no country has', () => {
    expect(searchByCode(COUNTRIES, '999')).toEqual([]);
  });
});

describe('countryOfNumber', () => {
  it('takes the preferred country when its code starts the number', () => {
    expect(countryOfNumber('+79161234567', COUNTRIES, RU.id)).toBe(RU);
    expect(countryOfNumber('+77012345678', COUNTRIES, KZ.id)).toBe(KZ);
  });

  it('takes the longest matching code when the preferred country does not fit', () => {
    expect(countryOfNumber('+12425551234', COUNTRIES, GB.id)).toBe(BS);
    expect(countryOfNumber('+12125551234', COUNTRIES)).toBe(US);
    expect(countryOfNumber('+971501234567', COUNTRIES, KZ.id)).toBe(AE);
  });

  it('takes the first of countries sharing a code when none is preferred', () => {
    expect(countryOfNumber('+77012345678', COUNTRIES)).toBe(KZ);
    expect(countryOfNumber('+77012345678', [RU, KZ])).toBe(RU);
  });

  it('takes a country with a mask of its own before territories sharing its code', () => {
    const GG: PhoneCountryOption = { ...GB, id: 90, name: 'Guernsey', code: 'gg', mask: undefined };
    expect(countryOfNumber('+447400123456', [GG, GB])).toBe(GB);
    expect(countryOfNumber('+447400123456', [GG, GB], GG.id)).toBe(GG);
  });

  it('reads full-width digits and finds nothing for an unknown code', () => {
    expect(countryOfNumber('＋４４７４００１２３４５６', COUNTRIES)).toBe(GB);
    expect(countryOfNumber('+999123', COUNTRIES)).toBeUndefined();
    expect(countryOfNumber('+44', [])).toBeUndefined();
  });
});

describe('bareCode', () => {
  it('is a country with the typed code only: no id, no mask, no leading-digit rule', () => {
    expect(bareCode('999')).toEqual({
      id: 0,
      name: '+999',
      code: '',
      phoneCode: '+999',
      min: 6,
      max: 17,
      leading: '',
    });
  });

  it('takes up to 17 national digits starting with any digit', () => {
    expect(maskOf(bareCode('999'))).toBe('0'.repeat(17));
    expect(cleanNational('0'.repeat(20), bareCode('999'))).toBe('0'.repeat(17));
  });
});
