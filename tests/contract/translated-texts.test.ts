import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { mayMatchEnglish } from './language-neutral';

const localesDir = join(new URL('../..', import.meta.url).pathname, 'src/locales');
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const namespaces = Object.values(
  readJson<Record<string, string>>(join(localesDir, 'dictionaries.json')),
);
const others = readdirSync(localesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'en')
  .map((e) => e.name)
  .sort();
const dictionary = (lang: string, ns: string) =>
  readJson<Record<string, string>>(join(localesDir, lang, `${ns}.json`));

describe('every language is translated', () => {
  it.each(others.flatMap((lang) => namespaces.map((ns) => [lang, ns])))(
    '%s/%s has no text copied from English',
    (lang, ns) => {
      const en = dictionary('en', ns);
      const own = dictionary(lang, ns);
      const copied = Object.keys(en).filter(
        (key) => own[key] === en[key] && !mayMatchEnglish(key, en[key] ?? ''),
      );
      expect(copied).toEqual([]);
    },
  );
});
