/** What cookies are written through: the page's document (its location says how it was reached). */
export type CookieDocument = Pick<Document, 'cookie'> & {
  readonly location?: Pick<Location, 'protocol'> | null;
};

/** `; secure` on a page reached over https, so that the cookie never travels over plain http. */
export const secureAttribute = (doc: CookieDocument): string =>
  doc.location?.protocol === 'https:' ? '; secure' : '';
