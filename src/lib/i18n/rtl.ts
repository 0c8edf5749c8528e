/** Languages written right to left (the spec's FA, AR, HE, KU, UR, IQ). */
export const RTL_LANGUAGES: readonly string[] = ['fa', 'ar', 'he', 'ku', 'ur', 'iq'];

/** Text direction of a language code (`ar`, `ar-AE`, `AR`). */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language.slice(0, 2).toLowerCase()) ? 'rtl' : 'ltr';
}

/** Sets `<html lang dir>` so the whole page, scrollbars included, mirrors for RTL languages. */
export function applyDocumentLanguage(
  language: string,
  doc: Document | undefined = globalThis.document,
): void {
  // On the platform there is no document: it writes lang and dir into the page itself.
  if (!doc) return;
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
