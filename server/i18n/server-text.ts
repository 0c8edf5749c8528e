import type { DictionarySet } from './dictionaries.ts';

/**
 * Texts the server itself sends (SMS, e-mail) in the visitor's language, from the same
 * dictionaries as the app; a missing key falls back to English, then to the key.
 */
export function serverText(
  dictionaries: DictionarySet,
  language: string,
  key: string,
  params: Record<string, string | number> = {},
  dictionaryId = '1',
): string {
  const lookup = (lang: string) => {
    const path = dictionaries.maps.get(lang)?.[dictionaryId];
    const content = path ? dictionaries.files.get(path) : undefined;
    return content ? (JSON.parse(content) as Record<string, string>)[key] : undefined;
  };
  const template = lookup(language) ?? lookup('en') ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(params[name] ?? ''));
}
