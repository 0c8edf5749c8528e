/** What cookies are written through: the page's document (its location says how it was reached). */
export type CookieDocument = Pick<Document, 'cookie'> & {
  readonly location?: Pick<Location, 'protocol'> | null;
};

/** `; secure` on a page reached over https, so that the cookie never travels over plain http. */
export const secureAttribute = (doc: CookieDocument): string =>
  doc.location?.protocol === 'https:' ? '; secure' : '';

/**
 * A cookie document without a browser (the platform's render of a request, a route test): the
 * cookies `read` gives, with what the app writes itself on top (an empty value deletes).
 */
export function cookieDocument(read: () => string, protocol?: string): CookieDocument {
  const own = new Map<string, string>();
  return {
    get cookie() {
      const theirs = read()
        .split(';')
        .map((pair) => pair.trim())
        .filter((pair) => pair && !own.has(pair.split('=')[0] ?? ''));
      return [...theirs, ...[...own].filter(([, v]) => v).map(([n, v]) => `${n}=${v}`)].join('; ');
    },
    set cookie(line: string) {
      const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
      own.set(name.trim(), value);
    },
    location: protocol ? { protocol } : null,
  };
}
