import { describe, expect, it } from 'vitest';

import { PHONE_MAX, PHONE_MIN, phoneCountryOf, phoneRule } from './phone-rule';
import type {
  PhoneCountry,
  PhoneValidationRule,
  RegistrationField,
  RegistrationFieldRule,
  RuleContext,
  RuleFailure,
} from './types';

const KZ: PhoneCountry = { id: 1, phoneCode: '7', min: 10, max: 10, leading: '67' };
const RU: PhoneCountry = { id: 2, phoneCode: '7', min: 10, max: 10, leading: '9' };
const GB: PhoneCountry = { id: 77, phoneCode: '44', min: 10, max: 10, leading: '7' };
const BR: PhoneCountry = { id: 32, phoneCode: '55', min: 10, max: 11, leading: '' };
const AG: PhoneCountry = { id: 5, phoneCode: '1268', min: 7, max: 7, leading: '' };
const US: PhoneCountry = { id: 6, phoneCode: '1', min: 10, max: 10, leading: '' };

const RULE: RegistrationFieldRule = { rule: 'phone', message: 'validation_phone_incorrect' };
const FIELD: RegistrationField = { id: 'phone', name: 'phone', type: 'phone' };
const KZ_RULE: PhoneValidationRule = {
  fields: { country_id: 1, phone: '^7[67]\\d{9}$' },
  action: { message: 'validation_phone_kz' },
};

const check = (value: unknown, ctx: Partial<RuleContext> = {}): RuleFailure | undefined =>
  phoneRule(value, RULE, { values: {}, ...ctx }, FIELD);
const withCountries = (
  value: unknown,
  values: Record<string, unknown> = {},
  phoneRules: PhoneValidationRule[] = [],
) => check(value, { values, phoneCountries: [KZ, GB, BR], phoneRules });

describe('phoneRule: empty and too short', () => {
  it('allows an empty value', () => {
    for (const empty of ['', '   ', undefined, null])
      expect(check(empty), String(empty)).toBeUndefined();
  });

  it('needs at least 6 digits, with or without countries', () => {
    expect(PHONE_MIN).toBe(6);
    expect(check('12345')).toEqual({ key: 'phone_min_length', params: { min: 6 } });
    expect(check('+7 701')).toEqual({ key: 'phone_min_length', params: { min: 6 } });
    expect(withCountries('+7 701')).toEqual({ key: 'phone_min_length', params: { min: 6 } });
    expect(check('123456')).toBeUndefined();
  });

  it('counts digits only, not separators', () => {
    expect(check('1-2-3-4-5')).toEqual({ key: 'phone_min_length', params: { min: 6 } });
    expect(check('(12) 34-56')).toBeUndefined();
  });
});

describe('phoneRule: without a matching country', () => {
  it('allows up to 20 digits and gives equal_length {max: 20} above', () => {
    expect(PHONE_MAX).toBe(20);
    expect(check('1'.repeat(20))).toBeUndefined();
    expect(check('1'.repeat(21))).toEqual({ key: 'equal_length', params: { max: 20 } });
    expect(check('+' + '9'.repeat(21))).toEqual({ key: 'equal_length', params: { max: 20 } });
  });

  it('uses the 6–20 bounds when the countries known do not match the code', () => {
    expect(withCountries('+99 1234 5678')).toBeUndefined();
    expect(withCountries('+99' + '1'.repeat(19))).toEqual({
      key: 'equal_length',
      params: { max: 20 },
    });
  });
});

describe('phoneRule: with a country', () => {
  it('accepts a number of the country’s national length', () => {
    expect(withCountries('+7 701 234 56 78')).toBeUndefined();
    expect(withCountries('+44 7911 123456')).toBeUndefined();
    expect(withCountries('+55 11 9123 4567')).toBeUndefined();
    expect(withCountries('+55 11 91234 5678')).toBeUndefined();
  });

  it('gives phone_min_length with the country’s min when the national number is too short', () => {
    expect(withCountries('+7 701 234 56 7')).toEqual({
      key: 'phone_min_length',
      params: { min: 10 },
    });
    expect(withCountries('+55 11 9123 456')).toEqual({
      key: 'phone_min_length',
      params: { min: 10 },
    });
  });

  it('gives equal_length with the country’s max when the national number is too long', () => {
    expect(withCountries('+7 701 234 56 789')).toEqual({
      key: 'equal_length',
      params: { max: 10 },
    });
    expect(withCountries('+44 7911 1234567')).toEqual({ key: 'equal_length', params: { max: 10 } });
    expect(withCountries('+55 11 91234 56789')).toEqual({
      key: 'equal_length',
      params: { max: 11 },
    });
  });

  it('gives phone_wrong_start when the national number starts with a digit the country does not allow', () => {
    expect(withCountries('+7 912 345 67 89')).toEqual({
      key: 'phone_wrong_start',
      params: { digits: '6, 7' },
    });
    expect(withCountries('+44 1632 960000')).toEqual({
      key: 'phone_wrong_start',
      params: { digits: '7' },
    });
    expect(withCountries('+7 601 234 56 78')).toBeUndefined();
  });

  it('allows any first digit when the country lists none', () => {
    expect(withCountries('+55 01 2345 6789')).toBeUndefined();
  });

  it('checks the length before the first digit', () => {
    expect(withCountries('+7 912 345')).toEqual({ key: 'phone_min_length', params: { min: 10 } });
  });

  it('prefers the longest matching calling code', () => {
    expect(phoneCountryOf('12681234567', { values: {}, phoneCountries: [US, AG] })).toBe(AG);
    expect(phoneCountryOf('12025550123', { values: {}, phoneCountries: [AG, US] })).toBe(US);
    expect(check('+1 268 123 4567', { phoneCountries: [US, AG] })).toBeUndefined();
  });

  it('gives a code several countries share to the one with a mask of its own', () => {
    const AS: PhoneCountry = { id: 7, phoneCode: '1', min: 6, max: 20, leading: '' };
    const masked: PhoneCountry = { ...US, mask: '000-000-0000' };
    const ctx = { values: {}, phoneCountries: [AS, masked] };
    expect(phoneCountryOf('12025550123', ctx)).toBe(masked);
    expect(check('+1 202 555', ctx)).toEqual({ key: 'phone_min_length', params: { min: 10 } });
  });
});

describe('phoneRule: two countries sharing a calling code', () => {
  const both = (values: Record<string, unknown>) => ({ values, phoneCountries: [RU, KZ] });

  it('uses the form’s country_id (as number or text) to pick the country', () => {
    expect(phoneCountryOf('77012345678', both({ country_id: 1 }))).toBe(KZ);
    expect(phoneCountryOf('77012345678', both({ country_id: '1' }))).toBe(KZ);
    expect(phoneCountryOf('79123456789', both({ country_id: 2 }))).toBe(RU);
    expect(check('+7 701 234 56 78', both({ country_id: 1 }))).toBeUndefined();
    expect(check('+7 912 345 67 89', both({ country_id: 1 }))).toEqual({
      key: 'phone_wrong_start',
      params: { digits: '6, 7' },
    });
    expect(check('+7 912 345 67 89', both({ country_id: 2 }))).toBeUndefined();
    expect(check('+7 701 234 56 78', both({ country_id: 2 }))).toEqual({
      key: 'phone_wrong_start',
      params: { digits: '9' },
    });
  });

  it('falls back to country_code_id when there is no country_id', () => {
    expect(phoneCountryOf('77012345678', both({ country_code_id: 1 }))).toBe(KZ);
  });

  it('reads the country from the field the phone’s definition names (country_field)', () => {
    const phone: RegistrationField = { ...FIELD, country_field: 'land' };
    const ctx = { values: { land: 2, country_id: 1 }, phoneCountries: [KZ, RU] };
    expect(phoneCountryOf('79123456789', ctx, phone)).toBe(RU);
    expect(phoneCountryOf('77012345678', both({ country_code_id: 1 }), phone)).toBe(RU);
    expect(phoneRule('+7 912 345 67 89', RULE, ctx, phone)).toBeUndefined();
    expect(phoneRule('+7 701 234 56 78', RULE, ctx, phone)).toEqual({
      key: 'phone_wrong_start',
      params: { digits: '9' },
    });
    // The settings pattern follows the declared field too, not country_id.
    const kzAnyStart: PhoneCountry = { ...KZ, leading: '' };
    const kz = { values: { land: 1 }, phoneCountries: [kzAnyStart], phoneRules: [KZ_RULE] };
    expect(phoneRule('+7 912 345 67 89', RULE, kz, phone)).toEqual({ key: 'validation_phone_kz' });
    expect(
      phoneRule('+7 912 345 67 89', RULE, { ...kz, values: { land: 77, country_id: 1 } }, phone),
    ).toBeUndefined();
  });

  it('ignores the chosen country when its code does not start the number', () => {
    expect(
      phoneCountryOf('447911123456', { values: { country_id: 1 }, phoneCountries: [KZ, GB] }),
    ).toBe(GB);
  });
});

describe('phoneRule: accepted characters', () => {
  it('accepts full-width digits after an ASCII plus', () => {
    expect(withCountries('+７７０１２３４５６７８')).toBeUndefined();
    expect(withCountries('+７９１２３４５６７８９')).toEqual({
      key: 'phone_wrong_start',
      params: { digits: '6, 7' },
    });
  });

  it('accepts Arabic-Indic and Eastern Arabic digits', () => {
    expect(withCountries('+٧٧٠١٢٣٤٥٦٧٨')).toBeUndefined();
    expect(withCountries('+۷۷۰۱۲۳۴۵۶۷۸')).toBeUndefined();
    expect(withCountries('+٧٧٠١٢٣')).toEqual({ key: 'phone_min_length', params: { min: 10 } });
  });

  // DEVIATION (spec §5 "full-width … digits, and a plus sign as leading character"): the full-width
  // plus (U+FF0B) that a full-width IME types together with the full-width digits is not normalised,
  // so '＋７７０１２３４５６７８' gets the rule's message although '+７７０１２３４５６７８' is accepted.
  it('accepts a full-width plus as the leading plus sign', () => {
    expect(withCountries('＋７７０１２３４５６７８')).toBeUndefined();
  });

  it('accepts a plus only as the leading character', () => {
    expect(check('7+7012345678')).toEqual({ key: 'validation_phone_incorrect' });
    expect(check('++77012345678')).toEqual({ key: 'validation_phone_incorrect' });
  });

  it('gives the rule’s message for letters and other symbols', () => {
    expect(check('+7 701 ABC 56 78')).toEqual({ key: 'validation_phone_incorrect' });
    expect(check('77012345678x')).toEqual({ key: 'validation_phone_incorrect' });
    expect(check('7701234567#8')).toEqual({ key: 'validation_phone_incorrect' });
  });

  it('accepts spaces, dashes, dots and brackets as separators', () => {
    expect(withCountries('+7 (701) 234-56.78')).toBeUndefined();
  });
});

describe('phoneRule: country rules from settings', () => {
  it('applies the matching country’s pattern to the digits with the code', () => {
    expect(withCountries('+7 701 234 56 78', { country_id: 1 }, [KZ_RULE])).toBeUndefined();
    expect(withCountries('+7 601 234 56 78', { country_id: 1 }, [KZ_RULE])).toBeUndefined();
    // Without a first-digit restriction in the catalogue, the settings pattern is what rejects '+7 9…'.
    const kzAnyStart: PhoneCountry = { ...KZ, leading: '' };
    const ctx = { values: { country_id: 1 }, phoneCountries: [kzAnyStart], phoneRules: [KZ_RULE] };
    expect(check('+7 912 345 67 89', ctx)).toEqual({ key: 'validation_phone_kz' });
    expect(check('+7 912 345 67 89', { ...ctx, phoneRules: [] })).toBeUndefined();
    expect(check('+7 701 234 56 78', ctx)).toBeUndefined();
  });

  it('does not apply another country’s pattern', () => {
    expect(withCountries('+44 7911 123456', { country_id: 77 }, [KZ_RULE])).toBeUndefined();
  });

  it('runs the pattern after the length and first-digit checks', () => {
    expect(withCountries('+7 601 234 56', { country_id: 1 }, [KZ_RULE])).toEqual({
      key: 'phone_min_length',
      params: { min: 10 },
    });
    expect(withCountries('+7 912 345 67 89', { country_id: 1 }, [KZ_RULE])).toEqual({
      key: 'phone_wrong_start',
      params: { digits: '6, 7' },
    });
  });

  it('matches the pattern against normalised digits', () => {
    expect(withCountries('+٧٧٠١٢٣٤٥٦٧٨', { country_id: 1 }, [KZ_RULE])).toBeUndefined();
  });
});

describe('phoneRule: the settings pattern of the chosen country', () => {
  it("applies the chosen country's pattern even to a number of another country", () => {
    expect(withCountries('+44 7700 900123', { country_id: 1 }, [KZ_RULE])).toEqual({
      key: 'validation_phone_kz',
    });
    expect(withCountries('+44 7700 900123', { country_id: 77 }, [KZ_RULE])).toBeUndefined();
    expect(withCountries('+7 701 234 56 78', {}, [KZ_RULE])).toBeUndefined();
  });
});
