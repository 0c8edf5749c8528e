import { afterEach, describe, expect, it, vi } from 'vitest';

import { dictionaryMapResponse } from '../../../tests/fixtures/api-fixtures.ts';
import { createApiClient } from '../api-client/client';
import { createI18n } from './create-i18n';
import { createDictionaryLoader, type DictionaryLoader } from './dictionary-loader';

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
    const dictionaries: Record<string, Record<string, string>> = {
      common: { title: 'Sports' },
      info: { about: 'About us' },
    };
    const load = vi.fn<DictionaryLoader['load']>((_lng, ns) =>
      Promise.resolve(dictionaries[ns] ?? {}),
    );

    const i18n = await createI18n(loaderOf(load), 'en', ['common', 'info']);

    expect(load.mock.calls).toEqual(
      expect.arrayContaining([
        ['en', 'common'],
        ['en', 'info'],
      ]),
    );
    expect(i18n.t('about', { ns: 'info' })).toBe('About us');
    expect(i18n.t('title')).toBe('Sports');
  });

  it('a dictionary file that fails to download is logged once by name; its keys fall back, the others translate', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const fetchFn: typeof fetch = (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/translation-api/by-lang/'))
        return Promise.resolve(
          json(dictionaryMapResponse('en', { '1': 'en/common.a.json', '2': 'en/info.b.json' })),
        );
      if (url.endsWith('/en/common.a.json')) return Promise.resolve(json({ title: 'Sports' }));
      return Promise.resolve(json({ error: 'not found' }, 404));
    };
    const loader = createDictionaryLoader({ client: createApiClient({ fetch: fetchFn }) });

    const i18n = await createI18n(loader, 'en', ['common', 'info']);

    expect(i18n.t('title')).toBe('Sports');
    expect(i18n.t('about', { ns: 'info' })).toBe('about');
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((text) => text.includes('dictionary info (en)'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('dictionary common'))).toHaveLength(0);
  });
});
