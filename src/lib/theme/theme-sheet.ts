import type { SiteSettings } from '@/config/generated/site-settings.types.ts';

import type { ThemeName } from './palettes';
import { themeTokens } from './theme-tokens';

const COLOUR = /^#[0-9a-f]{6}$/i;
const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * The custom properties of a variant in a theme (`--color-<role>`, `--radius`), as both the page's
 * inline style and the platform's stylesheet carry them. Colours come from settings: only a
 * `#rrggbb` value passes, so no setting can write CSS of its own (the stylesheet's value stays).
 */
export function themeProperties(
  customize: SiteSettings['customizeConfig'],
  theme: ThemeName,
): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(themeTokens(customize, theme)))
    if (NAME.test(name) && COLOUR.test(value)) properties[`--color-${name}`] = value;
  const radius = customize.corner_radius;
  if (Number.isInteger(radius) && radius >= 0) properties['--radius'] = `${radius}px`;
  return properties;
}

/**
 * The variant's tokens for a theme as a stylesheet, for the first paint of a server-rendered page
 * (`style-src 'self'` allows no inline style there). Scoped to `<html data-theme>` so it outranks
 * tokens.css's own theme rules, and stops applying once the player picks the other theme.
 */
export function themeSheet(customize: SiteSettings['customizeConfig'], theme: ThemeName): string {
  const declarations = Object.entries(themeProperties(customize, theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root[data-theme="${theme}"]{${declarations}}\n`;
}
