import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { settingsDefaults } from '@/config/generated/site-settings.defaults.ts';

const samples = join(process.cwd(), 'config-samples');
let app: Awaited<ReturnType<typeof renderApp>> | undefined;
let dir: string | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const tabNames = async () => {
  await screen.findByRole('tab', { name: 'One click' });
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
};

describe('registration tab captions', () => {
  it('name every type of the base variant differently', async () => {
    app = await renderApp('/en/registration');
    const names = await tabNames();
    expect(names.length).toBeGreaterThanOrEqual(7);
    expect(new Set(names).size).toBe(names.length);
  });

  it('come from the settings, a caption key per type', async () => {
    dir = mkdtempSync(join(tmpdir(), 'betframe-captions-'));
    cpSync(samples, dir, { recursive: true });
    const file = join(dir, 'partners/1-betframe/partner.json');
    const layer = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
    layer.registrationConfig = {
      ...layer.registrationConfig,
      tab_captions: { 'full-v1': 'reg_tab_short_reg' },
    };
    writeFileSync(file, JSON.stringify(layer));
    app = await renderApp('/en/registration', { configDir: dir });
    const names = await tabNames();
    expect(names.filter((name) => name === 'Quick')).toHaveLength(2);
  });
});

describe('the default tab captions', () => {
  it('read differently in every language', () => {
    for (const lang of ['ru', 'en', 'kk', 'ar', 'pt']) {
      const dictionary = JSON.parse(
        readFileSync(join(process.cwd(), `src/locales/${lang}/registration.json`), 'utf8'),
      ) as Record<string, string>;
      const keys = Object.values(settingsDefaults.registrationConfig.tab_captions);
      const texts = keys.map((key) => dictionary[key]);
      expect(texts.every(Boolean), lang).toBe(true);
      expect(new Set(texts).size, lang).toBe(keys.length);
    }
  });
});
