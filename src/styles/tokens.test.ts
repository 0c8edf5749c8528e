import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { settingsDefaults } from '@/config/generated/site-settings.defaults.ts';
import { themeTokens } from '@/lib/theme/theme-tokens';

const DIR = 'src/styles';
const read = (file: string) =>
  readFileSync(join(DIR, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Colour literals: hex, colour functions, and the common colour names as whole words. */
const RAW_COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![-\w])(?:white|black|red|green|blue|gr[ae]y|silver|yellow|orange|purple|pink|brown|navy)(?![-\w])/gi;

/** Stylesheets whose raw colours are allowed (none today: every file reads tokens only). */
const PENDING: Record<string, readonly string[]> = {};

describe('the stylesheets', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.css') && f !== 'tokens.css');

  it.each(files)('%s writes no colour of its own: only tokens from tokens.css', (file) => {
    expect(read(file).match(RAW_COLOUR) ?? []).toEqual(PENDING[file] ?? []);
  });

  it('open with the tokens src/lib/theme computes for the base variant', () => {
    const css = read('tokens.css');
    const block = (selector: string): Record<string, string | undefined> =>
      Object.fromEntries(
        [
          ...(css.split(selector)[1]?.split('}')[0] ?? '').matchAll(
            /--color-([\w-]+):\s*(#[0-9a-f]{6})/gi,
          ),
        ].map((m): [string, string | undefined] => [m[1] ?? '', m[2]?.toLowerCase()]),
      );
    const light = themeTokens(settingsDefaults.customizeConfig, 'light');
    const dark = themeTokens(settingsDefaults.customizeConfig, 'dark');
    const pick = (values: Record<string, string | undefined>, names: Record<string, string>) =>
      Object.fromEntries(Object.keys(names).map((name) => [name, values[name]]));
    // Every token the page can be given exists before it is (first paint, the loading screen).
    expect(pick(block(':root {'), light)).toEqual(light);
    expect(pick({ ...block(':root {'), ...block(":root[data-theme='dark'] {") }, dark)).toEqual(
      dark,
    );
  });
});
