import { describe, expect, it } from 'vitest';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import base from '../../../config-samples/base.json';
import { declareFields } from './declare-fields';
import { fieldByAutocomplete } from './field-by-autocomplete';

const field = (name: string, more: Partial<RegistrationField> = {}): RegistrationField => ({
  id: name,
  name,
  type: 'input',
  ...more,
});

// The sample platform's fast form as it sends it today: spec fields, no declarations.
const fastReg = (base.registrationConfig.fields as Record<string, RegistrationField[]>).fast_reg!;

describe('declareFields: today’s definitions get today’s behaviour from the spec table', () => {
  it('the sample platform’s definitions declare nothing themselves', () => {
    for (const f of fastReg)
      for (const key of ['options_source', 'default_from', 'autocomplete', 'country_field'])
        expect(f).not.toHaveProperty(key);
  });

  it('country and currency default to the visitor’s, currency is the transaction currency', () => {
    const declared = declareFields(fastReg);
    expect(declared.find((f) => f.name === 'country_id')).toMatchObject({
      default_from: 'geo_country',
      autocomplete: 'country',
    });
    expect(fieldByAutocomplete(declared, 'transaction-currency')).toMatchObject({
      name: 'currency_id',
      default_from: 'geo_currency',
    });
  });

  it('country → regions → cities: each catalogue takes its parent field’s value', () => {
    const declared = declareFields([
      field('country_id', { type: 'select' }),
      field('region_id', { type: 'dropdown' }),
      field('city_id', { type: 'dropdown' }),
    ]);
    expect(declared[1]!.options_source).toEqual({
      catalogue: 'regions',
      params: { country_id: 'country_id' },
    });
    expect(declared[2]!.options_source).toEqual({
      catalogue: 'cities',
      params: { region_id: 'region_id' },
    });
  });

  it('resolves a relation to the name the form uses for that spec identifier', () => {
    const declared = declareFields([
      field('country_id', { name: 'land', type: 'select' }),
      field('region_id', { name: 'area', type: 'dropdown' }),
      field('phone', { name: 'mobile', type: 'phone' }),
    ]);
    expect(declared[1]!.options_source?.params).toEqual({ country_id: 'land' });
    expect(declared[2]).toMatchObject({ autocomplete: 'tel', country_field: 'land' });
  });

  it('leaves a relation out when the form lacks the field it needs', () => {
    const [region, city] = declareFields([
      field('region_id', { type: 'dropdown' }),
      field('city_id', { type: 'dropdown' }),
    ]);
    expect(region).not.toHaveProperty('options_source');
    expect(region!.autocomplete).toBe('address-level1');
    expect(city!.options_source?.params).toEqual({ region_id: 'region_id' });
  });

  it('the phone’s country is the chosen country, else the phone-code country', () => {
    const withBoth = declareFields([field('country_code_id'), field('country_id'), field('phone')]);
    expect(withBoth[2]!.country_field).toBe('country_id');
    const codeOnly = declareFields([field('country_code_id'), field('phone')]);
    expect(codeOnly[1]!.country_field).toBe('country_code_id');
    expect(declareFields([field('phone')])[0]).not.toHaveProperty('country_field');
  });

  it('gives the autocomplete tokens the widgets used to derive from names and kinds', () => {
    const tokens = declareFields([
      field('email', { type: 'email' }),
      field('name'),
      field('surname'),
      field('password', { type: 'password' }),
      field('password_again', { type: 'password' }),
      field('address'),
      field('postal_code'),
      field('dob', { type: 'date_birthday' }),
      field('date_birthday', { type: 'datepicker' }),
      field('nickname'),
    ]).map((f) => [f.name, f.autocomplete]);
    expect(Object.fromEntries(tokens)).toEqual({
      email: 'email',
      name: 'given-name',
      surname: 'family-name',
      password: 'new-password',
      password_again: 'new-password',
      address: 'street-address',
      postal_code: 'postal-code',
      dob: 'bday',
      date_birthday: undefined,
      nickname: undefined,
    });
  });
});

describe('declareFields: what a definition says itself wins', () => {
  it('keeps explicit declarations, property by property', () => {
    const [country, region, currency] = declareFields([
      field('country_id', { type: 'select', default_from: 'language', autocomplete: 'off' }),
      field('region_id', {
        type: 'dropdown',
        options_source: { catalogue: 'provinces', params: { nation: 'country_id' } },
      }),
      field('currency_id', { type: 'select', autocomplete: 'transaction-amount' }),
    ]);
    expect(country).toMatchObject({ default_from: 'language', autocomplete: 'off' });
    expect(region!.options_source).toEqual({
      catalogue: 'provinces',
      params: { nation: 'country_id' },
    });
    expect(region!.autocomplete).toBe('address-level1');
    expect(currency).toMatchObject({
      autocomplete: 'transaction-amount',
      default_from: 'geo_currency',
    });
  });

  it('listed options say where the options come from: no catalogue is added', () => {
    const [, region] = declareFields([
      field('country_id', { type: 'select' }),
      field('region_id', { type: 'select', options: [{ id: 1, name: 'North' }] }),
    ]);
    expect(region).not.toHaveProperty('options_source');
  });

  it('leaves fields the table does not know alone, even named like prototype members', () => {
    const custom = [field('home_city'), field('constructor'), field('toString')];
    const declared = declareFields(custom);
    expect(declared).toBe(custom);
  });

  it('gives the same array for the same input, and keeps unchanged fields’ objects', () => {
    const fields = [field('nickname'), field('email', { type: 'email' })];
    const declared = declareFields(fields);
    expect(declareFields(fields)).toBe(declared);
    expect(declared[0]).toBe(fields[0]);
    expect(declared[1]).not.toBe(fields[1]);
    expect(fields[1]).not.toHaveProperty('autocomplete');
  });
});

describe('fieldByAutocomplete', () => {
  it('finds the first field with the token, or nothing', () => {
    const declared = declareFields([field('phone', { type: 'phone' }), field('email')]);
    expect(fieldByAutocomplete(declared, 'tel')?.name).toBe('phone');
    expect(fieldByAutocomplete(declared, 'bday')).toBeUndefined();
  });
});
