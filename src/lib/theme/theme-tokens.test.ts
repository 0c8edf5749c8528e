import { describe, expect, it } from 'vitest';

import { settingsDefaults } from '@/config/generated/site-settings.defaults.ts';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { resolveVariant } from '@/config/resolve-settings.ts';
import { checkContrast } from '@/config/settings-contrast.ts';

import { loadConfigSet } from '../../../server/config/config-set.ts';
import { contrast } from './contrast';
import { contrastFailures, themeTokens } from './theme-tokens';

const samples = loadConfigSet('config-samples');
/** Every sample variant as its host name opens it, resolved the way the platform does. */
const variants = [...samples.hosts].map(([host, match]) => {
  const result = resolveVariant(samples.layers, match);
  if (!result.ok) throw new Error(`${host}: ${JSON.stringify(result.issues)}`);
  return { host, settings: result.settings };
});

describe('the design tokens of every sample variant', () => {
  it.each(variants.flatMap((v) => (['light', 'dark'] as const).map((theme) => ({ ...v, theme }))))(
    '$host in the $theme theme: every pair reaches its contrast',
    ({ settings, theme }) => {
      const tokens = themeTokens(settings.customizeConfig, theme);
      expect(contrastFailures(tokens)).toEqual([]);
    },
  );

  it('sets Britannia’s sign-up button apart from its header (it was rgb(22,47,107) on rgb(1,33,105))', () => {
    const britannia = variants.find((v) => v.host === 'britannia.localhost')!.settings;
    for (const theme of ['light', 'dark'] as const) {
      const tokens = themeTokens(britannia.customizeConfig, theme);
      expect(contrast(tokens['header-button']!, tokens['header-bg']!)).toBeGreaterThanOrEqual(3);
      expect(contrast(tokens.disabled!, tokens.bg!)).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps a brand colour that already passes as it is', () => {
    const tokens = themeTokens(
      {
        ...settingsDefaults.customizeConfig,
        colors: { ...settingsDefaults.customizeConfig.colors, primary: '#0b6e4f' },
      },
      'light',
    );
    expect(tokens.button).toBe('#0b6e4f');
  });
});

describe('the settings check of a variant’s colours', () => {
  const withColors = (
    colors: Partial<SiteSettings['customizeConfig']['colors']>,
    theme = 'light',
  ) =>
    ({
      ...settingsDefaults,
      customizeConfig: {
        ...settingsDefaults.customizeConfig,
        theme,
        colors: { ...settingsDefaults.customizeConfig.colors, ...colors },
      },
    }) as unknown as SiteSettings;

  it('passes the defaults', () => {
    expect(checkContrast(withColors({}))).toEqual([]);
  });

  it('names the colour’s settings path and the ratio of a pair under its bar', () => {
    expect(checkContrast(withColors({ header_bg: '#012169', header_text: '#1d3f8f' }))).toEqual([
      {
        pointer: '/customizeConfig/colors/header_text',
        message: expect.stringMatching(
          /^header-text #1d3f8f on header-bg #012169 has a contrast of 1\.\d\d:1 in the (light|dark) theme, under 4\.5:1$/,
        ) as string,
      },
    ]);
  });
});
