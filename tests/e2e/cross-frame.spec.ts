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
  test('the host page and the demo microfrontend handshake and share every key both ways; a forged message changes nothing', async ({
    strictPage: page,
  }) => {
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

    // Every other key set from the frame shows on the host.
    const fromFrame = (label: string) => frame.getByRole('checkbox', { name: label });
    const footerNavigation = page.locator('.site-footer__columns');
    await expect(footerNavigation).toBeVisible();
    await fromFrame('Bottom navigation hidden').check();
    await expect(footerNavigation).toBeHidden();
    await fromFrame('Bottom navigation hidden').uncheck();
    await expect(footerNavigation).toBeVisible();

    const bottomActions = page.getByRole('navigation', { name: 'Page actions' });
    await expect(bottomActions).toBeVisible();
    await fromFrame('Bottom actions visible').uncheck();
    await expect(bottomActions).toBeHidden();
    await fromFrame('Bottom actions visible').check();
    await expect(bottomActions).toBeVisible();

    const betTypeFilter = page.getByRole('group', { name: 'Bet type' });
    await expect(betTypeFilter).toBeVisible();
    await fromFrame('Bets history type filter visible').uncheck();
    await expect(betTypeFilter).toBeHidden();
    await fromFrame('Bets history type filter visible').check();
    await expect(betTypeFilter).toBeVisible();

    const consultant = page.getByRole('link', { name: 'Chat with a consultant' });
    await expect(consultant).toBeHidden();
    await fromFrame('Consultant available').check();
    await expect(consultant).toHaveAttribute('href', 'https://support.betframe.example/chat');

    // The install button (has_pwa_prompt is on in this variant) prompts with the offer the browser made.
    const install = page.getByRole('button', { name: 'Install the app' });
    await expect(install).toBeHidden();
    await fromFrame('Can install PWA').check();
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.documentElement.dataset.e2ePrompted = 'yes';
          return Promise.resolve();
        },
      });
      window.dispatchEvent(offer);
    });
    await install.click();
    await expect(page.locator('html')).toHaveAttribute('data-e2e-prompted', 'yes');

    // A microfrontend modal: backdrop, the page behind inert, no scroll-to-top.
    await fromFrame('Microfrontend modal open').check();
    await expect(page.getByTestId('host-modal-backdrop')).toBeVisible();
    await expect(header).toHaveAttribute('inert', '');
    await expect(page.locator('footer.site-footer')).toHaveAttribute('inert', '');
    await expect(page.locator('.scroll-to-top')).toHaveCount(0);
    await fromFrame('Microfrontend modal open').uncheck();
    await expect(page.getByTestId('host-modal-backdrop')).toHaveCount(0);
    await expect(header).not.toHaveAttribute('inert', '');

    // Overlay theme from the frame (the host made it dark above).
    await frame.getByRole('button', { name: 'Switch overlay theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-overlay-theme', 'light');
    await expect(region.locator('[data-value-of="overlayTheme"]')).toHaveText('light');

    // A forged set posted from the host's own window (not the frame) is dropped. The frame's own
    // set goes after it, so once that one shows, the forged one has been handled too.
    await page.evaluate(() =>
      window.postMessage(
        { channel: 'betframe', kind: 'set', key: 'headerHidden', value: true },
        window.location.origin,
      ),
    );
    await frame.getByRole('button', { name: 'Switch overlay theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-overlay-theme', 'dark');
    await expect(region.locator('[data-value-of="headerHidden"]')).toHaveText('no');
    await expect(header).toBeVisible();

    await expectAccessible(page);

    // Route path from the frame: another site's address is ignored, a path of this site is followed.
    await fromFrame('Header hidden').check();
    await expect(header).toBeHidden();
    await frame.getByLabel('New route path').fill('https://evil.example/en/');
    await frame.getByRole('button', { name: 'Set route path' }).click();
    await expect(region.locator('[data-value-of="routePath"]')).toHaveText(
      'https://evil.example/en/',
    );
    await expect(page).toHaveURL(/\/en\/microfrontend\/demo$/);
    await frame.getByLabel('New route path').fill('/en/');
    await frame.getByRole('button', { name: 'Set route path' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    // Leaving the page undoes what the frame set.
    await expect(header).toBeVisible();
    for (const attribute of [
      'data-header-hidden',
      'data-overlay-theme',
      'data-microfrontend-modal-open',
      'data-bottom-navigation-hidden',
    ]) {
      await expect(page.locator('html'), attribute).not.toHaveAttribute(attribute, /.*/);
    }
  });
});
