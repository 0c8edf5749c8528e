import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import type { DictionaryLoader } from './dictionary-loader';

const loaderOf = (load: DictionaryLoader['load']): DictionaryLoader => ({ load });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createI18n', () => {
  it('still starts when the dictionary fails to load, showing keys and warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<DictionaryLoader['load']>().mockRejectedValue(new Error('by-lang is down'));

    const i18n = await createI18n(loaderOf(load), 'ru');

    expect(i18n.t('some_key')).toBe('some_key');
    expect(load).toHaveBeenCalledWith('ru', 'common');
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[0])).toContain('common');
  });

  it('translates with the loaded dictionary and interpolates placeholders', async () => {
    const load = vi.fn<DictionaryLoader['load']>().mockResolvedValue({
      title: 'Ставки на спорт',
      greeting: 'Привет, {{name}}! У вас {{count}} ставок',
    });

    const i18n = await createI18n(loaderOf(load), 'ru');

    expect(i18n.language).toBe('ru');
    expect(i18n.t('title')).toBe('Ставки на спорт');
    expect(i18n.t('greeting', { name: 'Анна', count: 3 })).toBe('Привет, Анна! У вас 3 ставок');
  });

  it('shows the key itself for a missing key', async () => {
    const load = vi.fn<DictionaryLoader['load']>().mockResolvedValue({ title: 'Sports' });

    const i18n = await createI18n(loaderOf(load), 'en');

    expect(i18n.t('no_such_key')).toBe('no_such_key');
  });

  it('keeps keys with dots and colons whole (server message keys)', async () => {
    const load = vi.fn<DictionaryLoader['load']>().mockResolvedValue({
      'error.bet:limit': 'Limit reached',
    });

    const i18n = await createI18n(loaderOf(load), 'en');

    expect(i18n.t('error.bet:limit')).toBe('Limit reached');
  });

  it('loads every requested namespace in the requested language', async () => {
    const dictionaries: Record<string, Record<string, string>> = { common: { title: 'Sports' }, info: { about: 'About us' } };
    const load = vi.fn<DictionaryLoader['load']>((_lng, ns) => Promise.resolve(dictionaries[ns] ?? {}));

    const i18n = await createI18n(loaderOf(load), 'en', ['common', 'info']);

    expect(load.mock.calls).toEqual(expect.arrayContaining([['en', 'common'], ['en', 'info']]));
    expect(i18n.t('about', { ns: 'info' })).toBe('About us');
    expect(i18n.t('title')).toBe('Sports');
  });
});
