import { readThemeCookie } from '@/lib/theme/theme-cookie';

import { preferenceDefaults, type PreferenceKey, type Preferences } from './preference-keys';

/**
 * The preferences the platform renders a page with: it never sees the browser's storage, only its
 * cookies, where the theme is mirrored (so the first paint has the player's colours).
 */
export function renderedPreferences(cookie: string): Partial<Preferences> {
  const theme = readThemeCookie(cookie);
  return theme ? { theme } : {};
}

// Hydration asks for a preference hundreds of times with the same cookie: it is read once.
let last: { readonly cookie: string; readonly rendered: Partial<Preferences> } | undefined;
function renderedOnce(cookie: string): Partial<Preferences> {
  if (last?.cookie !== cookie) last = { cookie, rendered: renderedPreferences(cookie) };
  return last.rendered;
}

/**
 * One preference as the platform rendered it. Hydration renders this first (React's server
 * snapshot), the stored value right after, so the first render matches the platform's HTML.
 */
export function renderedPreference<K extends PreferenceKey>(
  key: K,
  cookie: string | undefined,
): Preferences[K] {
  const rendered: Partial<Preferences> = cookie ? renderedOnce(cookie) : {};
  return (Object.hasOwn(rendered, key) ? rendered[key] : preferenceDefaults[key]) as Preferences[K];
}
