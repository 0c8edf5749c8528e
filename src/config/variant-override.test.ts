import { describe, expect, it } from 'vitest';

import { variantOverrideFrom } from './variant-override';

const KEY = 'betframe.variant';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('variantOverrideFrom', () => {
  it('rejects partners that are not whole positive numbers', () => {
    for (const partner of ['2abc', '1.5', '0', '-3']) {
      expect(variantOverrideFrom(`?partner=${partner}`, memoryStorage()).partner).toBeUndefined();
    }
  });

  it('survives stored values of the wrong shape', () => {
    for (const stored of ['null', '42', '{"partner":"2","country":"gb"}']) {
      const storage = memoryStorage({ [KEY]: stored });
      expect(variantOverrideFrom('', storage)).toEqual({ partner: undefined, country: undefined });
      expect(variantOverrideFrom('?country=KZ', storage)).toEqual({
        partner: undefined,
        country: 'KZ',
      });
    }
  });

  it('returns the query values and remembers them in the storage', () => {
    const storage = memoryStorage();

    expect(variantOverrideFrom('?partner=2&country=GB', storage)).toEqual({
      partner: 2,
      country: 'GB',
    });
    expect(JSON.parse(storage.items.get(KEY) ?? 'null')).toEqual({ partner: 2, country: 'GB' });
  });

  it('returns the remembered values on later calls without a query (sticky)', () => {
    const storage = memoryStorage();
    variantOverrideFrom('?partner=7&country=kz', storage);

    expect(variantOverrideFrom('', storage)).toEqual({ partner: 7, country: 'KZ' });
    expect(variantOverrideFrom('?page=2', storage)).toEqual({ partner: 7, country: 'KZ' });
  });

  it('returns nothing without a query or a remembered override', () => {
    expect(variantOverrideFrom('', memoryStorage())).toEqual({});
    expect(variantOverrideFrom('?partner=3', undefined)).toEqual({ partner: 3 });
  });

  it('upper-cases the country', () => {
    expect(variantOverrideFrom('?country=gb', memoryStorage())).toEqual({ country: 'GB' });
  });

  it('changes only the value given in the query and keeps the other remembered one', () => {
    const storage = memoryStorage();
    variantOverrideFrom('?partner=2&country=GB', storage);

    expect(variantOverrideFrom('?country=de', storage)).toEqual({ partner: 2, country: 'DE' });
    expect(variantOverrideFrom('?partner=5', storage)).toEqual({ partner: 5, country: 'DE' });
    expect(variantOverrideFrom('', storage)).toEqual({ partner: 5, country: 'DE' });
  });

  it.each([
    '?partner=abc',
    '?partner=0',
    '?partner=-4',
    '?country=GBR',
    '?country=1x',
    '?partner=0&country=g',
  ])('ignores an invalid value (%s)', (search) => {
    const override = variantOverrideFrom(search, memoryStorage());
    expect(override.partner).toBeUndefined();
    expect(override.country).toBeUndefined();
  });

  it('keeps the remembered values when the query ones are invalid', () => {
    const storage = memoryStorage();
    variantOverrideFrom('?partner=2&country=GB', storage);

    expect(variantOverrideFrom('?partner=-1&country=toolong', storage)).toEqual({
      partner: 2,
      country: 'GB',
    });
    expect(variantOverrideFrom('?partner=x', storage)).toEqual({ partner: 2, country: 'GB' });
  });

  it('ignores corrupt stored data', () => {
    const storage = memoryStorage({ [KEY]: '{not json' });

    expect(variantOverrideFrom('', storage)).toEqual({});
    expect(variantOverrideFrom('?partner=4', storage)).toEqual({ partner: 4 });
  });

  it('keeps working when the storage throws', () => {
    const throwing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };

    expect(variantOverrideFrom('?partner=3&country=de', throwing)).toEqual({
      partner: 3,
      country: 'DE',
    });
    expect(variantOverrideFrom('', throwing)).toEqual({});
  });
});
