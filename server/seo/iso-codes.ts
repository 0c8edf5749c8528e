/** Language code → the ISO code hreflang and og:locale carry (the platform's language-iso-codes table). */
export const LANGUAGE_ISO_CODES: Readonly<Record<string, string>> = {
  en: 'en',
  ru: 'ru',
  kk: 'kk',
  ar: 'ar',
  pt: 'pt-BR',
};

/** The ISO code of a language; a language the table does not know is its own code. */
export const isoCodeOf = (language: string): string => LANGUAGE_ISO_CODES[language] ?? language;
