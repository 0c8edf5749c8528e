import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfigSet } from '../../server/config/config-set.ts';
import { SettingsService } from '../../server/config/settings-service.ts';
import { type DictionarySet, loadDictionaries } from '../../server/i18n/dictionaries.ts';
import { pageTextOf } from '../../server/seo/page-metadata.ts';
import { footerQuestionsFor, informationLinksFor } from '../../server/seo/seo-texts.ts';
import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { mayMatchEnglish } from './language-neutral';

const root = new URL('../..', import.meta.url).pathname;
const config = loadConfigSet(join(root, 'config-samples'));
const service = new SettingsService(config);
const dictionaries = loadDictionaries();

/** Every sample variant: each partner, and each partner + country a layer names. */
const variants = [
  ...new Map(
    config.layers
      .filter((l) => l.match.partner !== undefined)
      .map((l) => [`${l.match.partner}|${l.match.country ?? ''}`, l.match] as const),
  ).values(),
].map(({ partner, country }) => ({ partner: partner as number, country }));

/** A key's text in a language, from whichever dictionary has it (undefined when none does). */
function textOf(dicts: DictionarySet, language: string, key: string): string | undefined {
  for (const path of Object.values(dicts.maps.get(language) ?? {})) {
    const text = (JSON.parse(dicts.files.get(path) ?? '{}') as Record<string, string>)[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Every text key the settings name (labels, titles, banner texts…), with its JSON path. */
function settingsKeys(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string')
    return textOf(dictionaries, 'en', value) === undefined ? [] : [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => settingsKeys(v, `${path}/${k}`));
}

/** What a variant's platform says in a language, labelled, in a stable order. */
function platformTexts(settings: SiteSettings, language: string, dicts: DictionarySet) {
  const texts: [string, string][] = [];
  const page = (section: string, menuSection?: string) => ({
    settings,
    language,
    section,
    menuSection,
    origin: 'https://site.test',
  });
  const pages = [
    ...['', 'login', 'registration', 'office', 'password-reset'].map((s) => page(s)),
    ...settings.informationConfig.pages.map((p) => page('information', p)),
  ];
  for (const p of pages)
    for (const kind of ['title', 'description', 'h1'] as const)
      texts.push([`seo ${p.section}/${p.menuSection ?? ''} ${kind}`, pageTextOf(p, dicts, kind)]);
  for (const section of ['main', 'information', 'registration', 'login'])
    footerQuestionsFor(settings, language, section, dicts).forEach((q, i) =>
      texts.push([`faq ${section} ${i + 1}`, `${q.question}\n${q.answer}`]),
    );
  for (const link of informationLinksFor(settings, language, dicts))
    texts.push([`link ${link.url.split('/').pop() ?? ''}`, link.title]);
  for (const [path, key] of settingsKeys(settings))
    texts.push([`settings ${path} ${key}`, textOf(dicts, language, key) ?? '']);
  return texts;
}

/** The same settings with English offered too: the English reference of every text. */
const withEnglish = (s: SiteSettings): SiteSettings => ({
  ...s,
  globalConfig: { ...s.globalConfig, langs_order: [...s.globalConfig.langs_order, 'en'] },
});

/** Each variant with each language it offers besides English. */
const cases = variants.flatMap((v) =>
  service
    .serve(v)
    .settings.globalConfig.langs_order.filter((l) => l !== 'en')
    .map((language) => ({ ...v, language })),
);

describe('the platform’s texts of each sample variant', () => {
  it.each(cases)(
    'partner $partner, country $country: all in $language, none left in English',
    (v) => {
      const { settings } = service.serve(v);
      const own = platformTexts(settings, v.language, dictionaries);
      const english = new Map(platformTexts(withEnglish(settings), 'en', dictionaries));
      expect(own.map(([label]) => label)).toEqual([...english.keys()]);
      const untranslated = own.filter(([label, text]) => {
        const key = label.startsWith('settings ') ? (label.split(' ').pop() ?? '') : label;
        return text === '' || (text === english.get(label) && !mayMatchEnglish(key, text));
      });
      expect(untranslated).toEqual([]);
    },
  );
});
