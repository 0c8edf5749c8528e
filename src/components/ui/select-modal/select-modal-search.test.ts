import { describe, expect, it } from 'vitest';

import { searchOptions, type SelectModalOption } from './select-modal-search';

const COUNTRIES: SelectModalOption[] = [
  { id: 1, name: 'Kazakhstan', iso: 'KZ' },
  { id: 2, name: 'Russia', iso: 'RU' },
  { id: 3, name: 'Uzbekistan', iso: 'UZ' },
  { id: 4, name: 'Kyrgyzstan', iso: 'KG' },
  { id: 5, name: 'Brazil', iso: 'BR' },
];
const names = (list: SelectModalOption[]) => list.map((o) => o.name);

describe('searchOptions', () => {
  it('returns every option, in order, for an empty or blank query', () => {
    expect(names(searchOptions(COUNTRIES, ''))).toEqual(names(COUNTRIES));
    expect(names(searchOptions(COUNTRIES, '   '))).toEqual(names(COUNTRIES));
  });

  it('matches name and iso, ignoring case', () => {
    expect(names(searchOptions(COUNTRIES, 'br'))).toEqual(['Brazil']);
    expect(names(searchOptions(COUNTRIES, 'kg'))).toEqual(['Kyrgyzstan']);
    expect(names(searchOptions(COUNTRIES, 'RUSS'))).toEqual(['Russia']);
  });

  it('is an exact substring match (no fuzzy matching)', () => {
    expect(searchOptions(COUNTRIES, 'kazakstan')).toEqual([]);
  });

  it('orders matches by where the text occurs: at the start first, then by position, then original order', () => {
    // "stan": Kazakhstan 6, Uzbekistan 6, Kyrgyzstan 6 -> original order; "k": KZ/Kazakhstan 0, KG 0, Uzbekistan 4.
    expect(names(searchOptions(COUNTRIES, 'stan'))).toEqual([
      'Kazakhstan',
      'Uzbekistan',
      'Kyrgyzstan',
    ]);
    expect(names(searchOptions(COUNTRIES, 'k'))).toEqual([
      'Kazakhstan',
      'Kyrgyzstan',
      'Uzbekistan',
    ]);
    // "z": KZ 1 and UZ 1 tie (original order), Brazil 4, Kyrgyzstan 5.
    expect(names(searchOptions(COUNTRIES, 'z'))).toEqual([
      'Kazakhstan',
      'Uzbekistan',
      'Brazil',
      'Kyrgyzstan',
    ]);
  });

  it('searches only the fields given', () => {
    expect(names(searchOptions(COUNTRIES, 'ru', ['iso']))).toEqual(['Russia']);
    expect(searchOptions(COUNTRIES, 'kz', ['name'])).toEqual([]);
  });
});
