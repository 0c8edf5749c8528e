import { describe, expect, it } from 'vitest';

import { settingsDefaults } from '@/config/generated/site-settings.defaults.ts';

import { themeSheet } from './theme-sheet';
import { themeTokens } from './theme-tokens';

const defaults = settingsDefaults.customizeConfig;

/** The declarations of a sheet's one rule, by property. */
function declarations(css: string): Record<string, string> {
  const body = /^:root\[data-theme="(?:light|dark)"\]\{([^{}]*)\}\n$/.exec(css)?.[1];
  if (body === undefined) throw new Error(`not one :root rule: ${css}`);
  return Object.fromEntries(body.split(';').map((d) => d.split(':') as [string, string]));
}

describe('themeSheet', () => {
  it.each(['light', 'dark'] as const)(
    'declares every token of the %s theme as themeTokens computes it, and the radius',
    (theme) => {
      const customize = { ...defaults, corner_radius: 12 };
      const css = themeSheet(customize, theme);
      expect(css.startsWith(`:root[data-theme="${theme}"]{`)).toBe(true);
      const expected = Object.fromEntries(
        Object.entries(themeTokens(customize, theme)).map(([name, v]) => [`--color-${name}`, v]),
      );
      expect(declarations(css)).toEqual({ ...expected, '--radius': '12px' });
    },
  );

  it('leaves out a colour or a radius that is not one, so settings cannot write CSS', () => {
    const customize = {
      ...defaults,
      colors: { ...defaults.colors, header_text: '#fff}body{display:none' },
      corner_radius: '4px}html{display:none' as unknown as number,
    };
    const css = themeSheet(customize, 'light');
    const declared = declarations(css);
    expect(declared['--color-header-text']).toBeUndefined();
    expect(declared['--radius']).toBeUndefined();
    expect(declared['--color-header-bg']).toBe(defaults.colors.header_bg);
    expect(css).not.toContain('display');
  });
});
