/** Languages written right to left (the spec's FA, AR, HE, KU, UR, IQ). */
export const RTL_LANGUAGES: readonly string[] = ['fa', 'ar', 'he', 'ku', 'ur', 'iq'];

/** Text direction of a language code (`ar`, `ar-AE`, `AR`). */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language.slice(0, 2).toLowerCase()) ? 'rtl' : 'ltr';
}

/** The part of a document that carries its language and direction. */
export interface LanguageDocument {
  readonly documentElement: Pick<HTMLElement, 'lang' | 'dir'>;
}

/** Sets `<html lang dir>` so the whole page, scrollbars included, mirrors for RTL languages. */
export function applyDocumentLanguage(language: string, doc: LanguageDocument): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
