import type { Locator } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { preferenceDatabase, storedPreference } from './preferences-helpers';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The sample variant that asks for cookie consent and offers the font-size switcher (partner 2). */
const BRITANNIA = `http://britannia.localhost:${port}`;

/** Whether a pointer at the middle of the element would hit it (nothing lies on top of it). */
const inReach = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });

test.describe('cookie consent', () => {
  test('Britannia asks once: the answer is kept in the cookie, and the footer reopens the question', async ({
    strictPage: page,
    context,
  }) => {
    await page.goto(`${BRITANNIA}/en/`);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute(
      'href',
      '/en/information/cookies',
    );
    await expectAccessible(page);

    // The page ends below the banner: its last action, at the very bottom, is not covered.
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await inReach(settings)).toBe(true);

    await banner.getByRole('button', { name: 'Only functional' }).click();
    await expect(banner).toHaveCount(0);
    const consentCookie = async () =>
      (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value;
    expect(await consentCookie()).toBe('1');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Britannia Bet');
    await expect(settings).toBeVisible();
    await expect(banner).toHaveCount(0);

    await settings.click();
    await expect(banner).toBeFocused();
    await expect(banner).toContainText('Your current choice: Only functional.');
    await banner.getByRole('button', { name: 'Only marketing' }).click();
    await expect(banner).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await consentCookie()).toBe('2');
  });

  test('the player’s theme and text size outlive a reload (kept in IndexedDB)', async ({
    strictPage: page,
  }) => {
    await page.context().addCookies([{ name: 'cookie_consent', value: '3', url: BRITANNIA }]);
    await page.goto(`${BRITANNIA}/en/`);
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await theme.getByRole('radio', { name: 'Light' }).check();
    await page
      .getByRole('group', { name: 'Text size' })
      .getByRole('radio', { name: 'Large' })
      .check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    await expect.poll(() => storedPreference(page, 'theme')).toBe('light');
    await expect.poll(() => storedPreference(page, 'fontSize')).toBe('large');
    // Laid out as localforage lays it out, so builds that still use the library find the values.
    expect(await preferenceDatabase(page)).toEqual({
      version: 2,
      stores: ['keyvaluepairs', 'local-forage-detect-blob-support'],
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Britannia Bet');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    await expect(
      page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }),
    ).toBeChecked();
    await expectAccessible(page);
  });
});
