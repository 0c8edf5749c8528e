import { useEffect } from 'react';

import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { usePageContext } from '@/lib/page-context';
import { usePreference, usePreferencesLoaded } from '@/lib/preferences/use-preference';

import { syncThemeCookie } from './theme-cookie';
import { themeProperties } from './theme-sheet';

/**
 * Writes a variant's tokens for a theme on an element (`<html>`): `--color-<role>`, `--radius`, and
 * `data-theme` (the stylesheets' dark rules), all at once so colours and theme never disagree.
 */
export function applyThemeTokens(
  root: HTMLElement,
  customize: SiteSettings['customizeConfig'],
  theme: 'light' | 'dark',
): void {
  for (const [name, value] of Object.entries(themeProperties(customize, theme)))
    root.style.setProperty(name, value);
  root.dataset.theme = theme;
}

/**
 * The variant's design tokens on `<html>` for the theme shown (the player's choice over the
 * variant's). Inline custom properties: a strict style-src still allows them, unlike a <style>.
 * The choice is mirrored into a cookie, so the platform renders the next page in it.
 */
export function useThemeTokens(customize: SiteSettings['customizeConfig']): void {
  const [chosen] = usePreference('theme');
  const loaded = usePreferencesLoaded();
  const { cookies } = usePageContext();
  const theme = chosen ?? customize.theme;
  useEffect(() => applyThemeTokens(document.documentElement, customize, theme), [customize, theme]);
  // Not before the stored preference is in: until then `chosen` is the default, not the player's.
  useEffect(() => {
    if (loaded && cookies) syncThemeCookie(cookies, chosen);
  }, [loaded, cookies, chosen]);
}
