import { describe, expect, it } from 'vitest';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import { contextDefaults } from './context-defaults';

const CONTEXT = { geoCountryId: 1, geoCurrencyId: 7, language: 'kk' };
const select = (name: string, more: Partial<RegistrationField>): RegistrationField => ({
  id: name,
  name,
  type: 'select',
  ...more,
});

describe('contextDefaults', () => {
  it('takes each default from the visitor’s context when the options include it', () => {
    const fields = [
      select('country', { default_from: 'geo_country', options: [{ id: 2 }, { id: 1 }] }),
      select('money', { default_from: 'geo_currency', options: [{ id: 7, name: 'KZT' }] }),
      select('lang', { default_from: 'language', options: [{ id: 'en' }, { id: 'kk' }] }),
    ];
    expect(contextDefaults(fields, CONTEXT)).toEqual({ country: 1, money: 7, lang: 'kk' });
  });

  it('takes nothing the options lack, nor for a choice without options', () => {
    const fields = [
      select('country', { default_from: 'geo_country', options: [{ id: 2 }] }),
      select('money', { default_from: 'geo_currency' }),
    ];
    expect(contextDefaults(fields, CONTEXT)).toEqual({});
  });

  it('uses the option’s own id (text ids match a numeric context value)', () => {
    const fields = [select('country', { default_from: 'geo_country', options: [{ id: '1' }] })];
    expect(contextDefaults(fields, CONTEXT)).toEqual({ country: '1' });
  });

  it('a catalogue field takes the default now (loaded options decide), a text field as is', () => {
    const fields: RegistrationField[] = [
      select('region', {
        default_from: 'geo_country',
        options_source: { catalogue: 'regions', params: {} },
      }),
      { id: 'lang', name: 'lang', type: 'input', default_from: 'language' },
    ];
    expect(contextDefaults(fields, CONTEXT)).toEqual({ region: 1, lang: 'kk' });
  });

  it('takes nothing the context does not know, and nothing for fields without default_from', () => {
    const fields = [
      select('country', { default_from: 'geo_country', options: [{ id: 1 }] }),
      select('other', { options: [{ id: 1 }] }),
    ];
    expect(contextDefaults(fields, {})).toEqual({});
    expect(contextDefaults(fields, CONTEXT)).toEqual({ country: 1 });
  });
});
