import { type CookieDocument, secureAttribute } from './cookie-document';

/** The cookie `name`'s value in a `document.cookie` line, decoded; null when absent or unreadable. */
export function readCookie(line: string, name: string): string | null {
  for (const pair of line.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A sessionStorage-like store in session cookies: what the browser session remembers and the
 * platform's render of the next page must know too (sessionStorage never reaches the server).
 */
export function sessionCookieStorage(
  doc: CookieDocument | undefined,
): Pick<Storage, 'getItem' | 'setItem'> {
  return {
    getItem: (key) => (doc ? readCookie(doc.cookie, key) : null),
    setItem: (key, value) => {
      if (!doc) return;
      doc.cookie = `${key}=${encodeURIComponent(value)}; path=/; samesite=lax${secureAttribute(doc)}`;
    },
  };
}
