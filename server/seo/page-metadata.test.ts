import { describe, expect, it } from 'vitest';

import { settingsDefaults } from '../../src/config/generated/site-settings.defaults.ts';
import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { loadDictionaries } from '../i18n/dictionaries.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { pageMetadataFor } from './page-metadata.ts';

const dictionaries = loadDictionaries();
const settings = (langs_order: string[], langs_hidden_unauth: string[]): SiteSettings => ({
  ...settingsDefaults,
  globalConfig: { ...settingsDefaults.globalConfig, langs_order, langs_hidden_unauth },
  customizeConfig: { ...settingsDefaults.customizeConfig, brand: 'Test <Brand>' },
});

describe('pageMetadataFor', () => {
  it('leaves out the languages hidden from guests; x-default is the first one shown', () => {
    const meta = pageMetadataFor(
      {
        settings: settings(['kk', 'ru', 'en'], ['kk']),
        language: 'ru',
        section: 'registration',
        origin: 'https://b.example',
      },
      dictionaries,
    );
    expectContract('seo', 'pageMetadata', meta);
    expect(meta.alternativeLinks).toEqual([
      { hreflang: 'ru', href: 'https://b.example/ru/registration' },
      { hreflang: 'en', href: 'https://b.example/en/registration' },
      { hreflang: 'x-default', href: 'https://b.example/ru/registration' },
    ]);
    expect(meta).toMatchObject({
      title: 'Регистрация — Test <Brand>',
      metaRobots: 'noindex,nofollow',
      customCanonical: 'https://b.example/ru/registration',
    });
    expect(meta.metas).toContainEqual({ property: 'og:locale', content: 'ru' });
  });

  it('serves a hidden language asked for by name, its canonical its own', () => {
    const meta = pageMetadataFor(
      {
        settings: settings(['ru', 'kk'], ['kk']),
        language: 'kk',
        section: '',
        origin: 'https://b.example',
      },
      dictionaries,
    );
    expect(meta.languageIsoCode).toBe('kk');
    expect(meta.customCanonical).toBe('https://b.example/kk/');
    expect(meta.alternativeLinks.map((l) => l.hreflang)).toEqual(['ru', 'x-default']);
    expect(meta.metaRobots).toBe('index,follow');
  });
});
