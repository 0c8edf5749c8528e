import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { PLURAL_SUFFIX as PLURAL } from './plural-keys';

const root = new URL('../..', import.meta.url).pathname;
const localesDir = join(root, 'src/locales');
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

const namespaces = Object.values(
  readJson<Record<string, string>>(join(localesDir, 'dictionaries.json')),
);
const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const dictionary = (lang: string, ns: string) =>
  readJson<Record<string, string>>(join(localesDir, lang, `${ns}.json`));
const placeholders = (text: string) =>
  (text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
const allKeys = (lang: string) =>
  new Set(namespaces.flatMap((ns) => Object.keys(dictionary(lang, ns))));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && pattern.test(e.name) && !e.name.includes('.test.'))
    .map((e) => join(e.parentPath, e.name));
}

// i18next plurals: `key_<category>` for each category Intl.PluralRules gives the language.
const pluralBases = (dict: Record<string, string>) =>
  new Set(Object.keys(dict).flatMap((k) => (k.endsWith('_other') ? [k.replace(PLURAL, '')] : [])));
const withoutCount = (text: string) => placeholders(text).filter((p) => p !== '{{count}}');

describe('dictionaries', () => {
  it('ships ru, en, kk, ar and pt', () => {
    expect(languages).toEqual(['ar', 'en', 'kk', 'pt', 'ru']);
  });

  it.each(languages.flatMap((lang) => namespaces.map((ns) => [lang, ns])))(
    '%s/%s has the same keys and placeholders as en (plurals: the forms its language needs)',
    (lang, ns) => {
      const en = dictionary('en', ns);
      const other = dictionary(lang, ns);
      const bases = pluralBases(en);
      // A count text may also have a plain version without its number (a wait of unknown length).
      const isForm = (k: string) => PLURAL.test(k) && bases.has(k.replace(PLURAL, ''));
      const plain = (dict: Record<string, string>) => Object.keys(dict).filter((k) => !isForm(k));
      expect(plain(other).sort()).toEqual(plain(en).sort());
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const base of bases) {
        const forms = Object.keys(other).filter((k) => isForm(k) && k.replace(PLURAL, '') === base);
        expect({ base, forms: forms.sort() }).toEqual({
          base,
          forms: categories.map((c) => `${base}_${c}`).sort(),
        });
        // A form may spell its number out (Arabic "two seconds"); other placeholders must stay.
        for (const form of forms)
          expect({ form, placeholders: withoutCount(other[form] ?? '') }).toEqual({
            form,
            placeholders: withoutCount(en[`${base}_other`] ?? ''),
          });
      }
      for (const key of plain(en)) {
        const text = en[key] ?? '';
        expect({ key, placeholders: placeholders(other[key] ?? '') }).toEqual({
          key,
          placeholders: placeholders(text),
        });
      }
      for (const [key, text] of Object.entries(other))
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    },
  );

  it('has every key the code uses literally', () => {
    const keys = allKeys('en');
    const used = new Set<string>();
    for (const file of filesUnder(join(root, 'src'), /\.tsx?$/)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z][\w]*)'/g)) used.add(match[1] as string);
      for (const match of text.matchAll(/titleKey="([a-z][\w]*)"/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !keys.has(key) && !keys.has(`${key}_other`))).toEqual([]);
  });

  it('has the title and text of every information page and every label key the samples use', () => {
    const keys = allKeys('en');
    const schema = readJson<{
      properties: { informationConfig: { properties: { pages: { items: { enum: string[] } } } } };
    }>(join(root, 'schemas/site-settings.schema.json'));
    const needed = schema.properties.informationConfig.properties.pages.items.enum.flatMap(
      (page) => [`info_${page}_title`, `info_${page}_body`],
    );
    for (const file of filesUnder(join(root, 'config-samples'), /\.json$/)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /"(?:langKey|title|text|copyright|go_to_text)":\s*"([a-z][\w]*)"/g,
      ))
        needed.push(match[1] as string);
      for (const match of text.matchAll(/"langs_order":\s*\[([^\]]*)\]/g)) {
        for (const lang of (match[1] ?? '').match(/[a-z]{2}/g) ?? [])
          needed.push(`lang_name_${lang}`);
      }
    }
    const registration = /^(reg_|validation_|required$|phone_|password_)/;
    expect(needed.filter((key) => !keys.has(key) && !registration.test(key))).toEqual([]);
  });
});
