import { type CookieDocument, secureAttribute } from '@/lib/cookie-document';
import { readCookie } from '@/lib/cookie-storage';
import type { Theme } from '@/lib/preferences/preference-keys';

/**
 * The player's theme, mirrored from their preference into a first-party cookie so the platform's
 * render of the next page paints in it. The stored preference stays the truth.
 */
export const THEME_COOKIE = 'betframe_theme';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The theme a cookie header names; undefined when it names none or something else. */
export function readThemeCookie(cookie: string): Theme | undefined {
  const value = readCookie(cookie, THEME_COOKIE);
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** Keeps the cookie equal to the preference (null, the variant's theme: no cookie); writes only on a change. */
export function syncThemeCookie(doc: CookieDocument, theme: Theme | null): void {
  if (readThemeCookie(doc.cookie) === (theme ?? undefined)) return;
  doc.cookie = theme
    ? `${THEME_COOKIE}=${theme}; max-age=${ONE_YEAR_SECONDS}; path=/; samesite=lax${secureAttribute(doc)}`
    : `${THEME_COOKIE}=; max-age=0; path=/; samesite=lax${secureAttribute(doc)}`;
}
