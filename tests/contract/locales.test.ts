import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { PLURAL_SUFFIX, pluralBase } from './plural-keys';

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

describe('dictionaries', () => {
  it('ships ru, en, kk, ar and pt', () => {
    expect(languages).toEqual(['ar', 'en', 'kk', 'pt', 'ru']);
  });

  it.each(languages.flatMap((lang) => namespaces.map((ns) => [lang, ns])))(
    '%s/%s has the same keys and placeholders as en',
    (lang, ns) => {
      const en = dictionary('en', ns);
      const other = dictionary(lang, ns);
      // Plural forms differ by language (locale-plurals.test.ts checks them): compare their bases.
      const bases = (d: Record<string, string>) => [...new Set(Object.keys(d).map(pluralBase))];
      expect(bases(other).sort()).toEqual(bases(en).sort());
      for (const [key, text] of Object.entries(en).filter(([k]) => !PLURAL_SUFFIX.test(k))) {
        expect({ key, placeholders: placeholders(other[key] ?? '') }).toEqual({
          key,
          placeholders: placeholders(text),
        });
        expect({ key, empty: (other[key] ?? '').trim() === '' }).toEqual({ key, empty: false });
      }
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
