/** i18next's plural suffixes (Intl.PluralRules categories). */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix: `x_one`, `x_few` … are forms of `x`. */
export const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** The plural categories a language needs (what i18next's Intl.PluralRules will ask for). */
export const pluralCategories = (lang: string): string[] =>
  [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
