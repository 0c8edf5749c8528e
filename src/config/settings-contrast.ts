import { contrastFailures, themeTokens } from '@/lib/theme/theme-tokens';

import type { SiteSettings } from './generated/site-settings.types.ts';
import type { SettingsIssue } from './settings-errors.ts';

/**
 * The contrast check of a variant's colours, in every theme it can show (both with the theme
 * switcher): each pair under its bar is an issue at the colour's settings path.
 */
export function checkContrast(s: SiteSettings): SettingsIssue[] {
  const themes = s.booleanConfig.has_theme_switcher
    ? (['light', 'dark'] as const)
    : [s.customizeConfig.theme];
  const issues = new Map<string, SettingsIssue>();
  for (const theme of themes) {
    const tokens = themeTokens(s.customizeConfig, theme);
    for (const f of contrastFailures(tokens)) {
      const message = `${f.fg} ${tokens[f.fg]} on ${f.bg} ${tokens[f.bg]} has a contrast of ${f.ratio.toFixed(2)}:1 in the ${theme} theme, under ${f.min}:1`;
      const key = `${f.pointer} ${f.fg} ${f.bg}`;
      // One line per pair: the first theme that fails it is enough to act on.
      if (!issues.has(key)) issues.set(key, { pointer: f.pointer, message });
    }
  }
  return [...issues.values()];
}
