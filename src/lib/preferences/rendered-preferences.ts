import { preferenceDefaults, type PreferenceKey, type Preferences } from './preference-keys';

/**
 * The value the platform renders a page with: it never sees the browser's stored preferences, so
 * the defaults. Hydration renders this first (React's server snapshot), then the stored value.
 */
export function renderedPreference<K extends PreferenceKey>(key: K): Preferences[K] {
  return preferenceDefaults[key];
}
