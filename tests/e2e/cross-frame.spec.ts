import { expect, expectAccessible, test } from './fixtures';

const booleanKeys = [
  ['headerHidden', 'Header hidden'],
  ['bottomNavigationHidden', 'Bottom navigation hidden'],
  ['microfrontendModalOpen', 'Microfrontend modal open'],
  ['bottomActionsVisible', 'Bottom actions visible'],
  ['betsHistoryTypeFilterVisible', 'Bets history type filter visible'],
  ['consultantAvailable', 'Consultant available'],
  ['canInstallPwa', 'Can install PWA'],
] as const;

test.describe('cross-frame channel', () => {
  test('the host page and the demo microfrontend handshake and share every key both ways; a forged message changes nothing', async ({ strictPage: page }) => {
    await page.goto('/en/microfrontend/demo');
    const region = page.getByRole('region', { name: 'Shared state' });
    const frame = page.frameLocator('iframe[title="Demo microfrontend"]');
    await expect(region.getByRole('status')).toHaveText('Channel: handshaked');
    await expect(frame.locator('#status')).toHaveText('handshaked');
    // The host's route path arrived with the welcome.
    await expect(frame.locator('#key-routePath')).toHaveText('/en/microfrontend/demo');

    for (const [key, label] of booleanKeys) {
      const hostBox = region.getByRole('checkbox', { name: label });
      const frameBox = frame.getByRole('checkbox', { name: label });
      const before = await hostBox.isChecked();
      await hostBox.setChecked(!before);
      await expect(frameBox, key).toBeChecked({ checked: !before });
      await hostBox.setChecked(before);
      await expect(frameBox, key).toBeChecked({ checked: before });
    }

    // From the frame: header hidden really hides the site header.
    const header = page.locator('header.site-header');
    await expect(header).toBeVisible();
    await frame.getByRole('checkbox', { name: 'Header hidden' }).check();
    await expect(region.getByRole('checkbox', { name: 'Header hidden' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-header-hidden', 'true');
    await expect(header).toBeHidden();
    await frame.getByRole('checkbox', { name: 'Header hidden' }).uncheck();
    await expect(header).toBeVisible();

    // Overlay theme from the host: on <html> here, in the frame there.
    await region.getByRole('button', { name: 'Switch overlay theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-overlay-theme', 'dark');
    await expect(frame.locator('#key-overlayTheme')).toHaveText('dark');

    // A forged set posted from the host's own window (not the frame) is dropped.
    await page.evaluate(() => window.postMessage({ channel: 'betframe', kind: 'set', key: 'headerHidden', value: true }, window.location.origin));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(region.locator('[data-value-of="headerHidden"]')).toHaveText('no');
    await expect(header).toBeVisible();

    await expectAccessible(page);
  });
});
