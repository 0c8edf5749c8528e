import { DEMO_PLAYER } from '../../server/db/seed.ts';
import { PLACEHOLDER_PIXEL } from '../../src/lib/media/placeholder-pixel.ts';
import { expect, expectAccessible, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8181);

test.describe('shared UI pieces', () => {
  test('the language switcher opens when pointed at and closes when the pointer leaves', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/');
    const toggle = page.getByRole('button', { name: 'Language: English' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.hover();
    // No click: resting the pointer opens it (after the 200 ms hover delay).
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: 'Русский' })).toBeVisible();
    await expectAccessible(page);

    await page.mouse.move(5, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    // The keyboard still works it, Escape closing it and focus back on the toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the balance refresh button explains itself in a tooltip on hover and on keyboard focus', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_PLAYER.email);
    await page.getByLabel('Password').fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const refresh = page.getByRole('button', { name: /^Balance .+, refresh$/ });
    await expect(refresh).toBeVisible();
    await expect(refresh).toHaveAccessibleDescription('Refresh the balance');
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();

    await refresh.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText('Refresh the balance');
    await expect(refresh).toHaveAttribute(
      'aria-describedby',
      (await tooltip.getAttribute('id')) ?? 'missing',
    );
    await expectAccessible(page);
    await page.mouse.move(5, 600);
    await expect(tooltip).toBeHidden();

    await refresh.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('a header logo that fails to load becomes the placeholder pixel, logged once and nothing shown', async ({
    strictPage: page,
  }) => {
    // Britannia's logo, as the platform renders it into the page: its file does not arrive.
    const logo = '/media/britannia-logo.svg';
    await page.route(`**${logo}`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('media failed to load')) failures.push(message.text());
    });

    await page.goto(`http://britannia.localhost:${port}/en/`);
    const image = page.locator('.site-header__brand img');
    await expect(image).toHaveAttribute('src', PLACEHOLDER_PIXEL);
    await expect.poll(() => failures.length).toBe(1);
    expect(failures[0]).toContain(logo);
    // The brand link keeps its name; no error text anywhere.
    await expect(
      page.getByRole('link', { name: (await image.getAttribute('alt')) ?? '' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    expect(failures).toHaveLength(1);
  });
});
