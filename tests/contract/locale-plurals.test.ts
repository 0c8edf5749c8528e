import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { PLURAL_SUFFIX, pluralBase, pluralCategories } from './plural-keys';

const localesDir = new URL('../../src/locales', import.meta.url).pathname;
const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const namespaces = Object.values(
  JSON.parse(readFileSync(join(localesDir, 'dictionaries.json'), 'utf8')) as Record<string, string>,
);
const dictionary = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(localesDir, lang, `${ns}.json`), 'utf8')) as Record<string, string>;

/** Interpolations that carry a number of things (or of time units): their texts need plural forms. */
const COUNT_VARIABLES = [
  'count',
  'minutes',
  'seconds',
  'hours',
  'days',
  'min',
  'max',
  'age',
  'steps',
];
/** Texts with such a variable that still count nothing, and why. */
const NOT_COUNTS: Readonly<Record<string, string>> = {
  reg_pnp_amount_invalid: 'the bounds are amounts of money, written without a counted noun',
};
const countVariable = new RegExp(`\\{\\{\\s*(${COUNT_VARIABLES.join('|')})\\s*[,}]`);

describe.each(languages)('count texts in %s', (lang) => {
  const entries = namespaces.flatMap((ns) =>
    Object.entries(dictionary(lang, ns)).map(([key, text]) => ({ ns, key, text })),
  );

  it('use i18next plural keys, counted by {{count}}', () => {
    const keys = new Set(entries.map(({ ns, key }) => `${ns}:${key}`));
    const isPlural = (ns: string, key: string) =>
      PLURAL_SUFFIX.test(key) && keys.has(`${ns}:${pluralBase(key)}_other`);
    const missing = entries
      .filter(({ key, text }) => countVariable.test(text) && !(key in NOT_COUNTS))
      .filter(({ ns, key, text }) => !isPlural(ns, key) || !/\{\{\s*count\s*\}\}/.test(text))
      .map(({ ns, key }) => `${ns}:${key}`);
    expect(missing).toEqual([]);
  });

  it(`have every plural form ${lang} needs (${pluralCategories(lang).join(', ')}), and no other`, () => {
    const keys = new Set(entries.map(({ ns, key }) => `${ns}:${key}`));
    const forms = new Map<string, string[]>();
    for (const { ns, key } of entries) {
      const match = PLURAL_SUFFIX.exec(key);
      // A key that merely ends like a form (auth_too_many once) is a form only beside an _other.
      if (!match || !keys.has(`${ns}:${pluralBase(key)}_other`)) continue;
      const base = `${ns}:${pluralBase(key)}`;
      forms.set(base, [...(forms.get(base) ?? []), match[1]!].sort());
    }
    const wrong = [...forms]
      .filter(([, found]) => found.join() !== pluralCategories(lang).join())
      .map(([base, found]) => `${base}: ${found.join(', ')}`);
    expect(wrong).toEqual([]);
  });
});
