import type { DictionarySet } from './dictionaries.ts';

/**
 * Texts the server itself sends (SMS, e-mail) in the visitor's language, from the same
 * dictionaries as the app; a missing key falls back to English, then to the key. A numeric
 * `count` picks the plural form as i18next does (`key_one`, `key_few` … by Intl.PluralRules).
 */
export function serverText(
  dictionaries: DictionarySet,
  language: string,
  key: string,
  params: Record<string, string | number> = {},
  dictionaryId = '1',
): string {
  const lookup = (lang: string, name: string) => {
    const path = dictionaries.maps.get(lang)?.[dictionaryId];
    const content = path ? dictionaries.files.get(path) : undefined;
    return content ? (JSON.parse(content) as Record<string, string>)[name] : undefined;
  };
  const { count } = params;
  const forms = (lang: string) =>
    typeof count === 'number'
      ? [`${key}_${new Intl.PluralRules(lang).select(count)}`, `${key}_other`, key]
      : [key];
  const inLanguage = (lang: string) =>
    forms(lang)
      .map((k) => lookup(lang, k))
      .find((text) => text !== undefined);
  const template = inLanguage(language) ?? inLanguage('en') ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(params[name] ?? ''));
}
