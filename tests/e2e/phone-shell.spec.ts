import { expect, expectAccessible, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8181);

test.use({ viewport: { width: 360, height: 740 } });

test.describe('the phone frame', () => {
  test('the menu is a modal drawer: focus stays inside, Escape closes it and focus goes back', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/');
    const banner = page.getByRole('banner');
    // The desktop navigation is in the drawer: the header shows none of it.
    await expect(banner.getByRole('navigation')).toHaveCount(0);
    const menu = banner.getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Language' })).toBeVisible();
    // The drawer starts at the inline start and spans the screen's height.
    const box = await drawer.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, height: 740 });
    await expectAccessible(page);
    // The page behind is inert: Tab goes round the drawer's own controls (and, past the last,
    // out to the browser's own, where the document's focus is on <body>), never to the page.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await drawer.evaluate(
        (d) => document.activeElement === document.body || d.contains(document.activeElement),
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();

    await menu.click();
    await drawer.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/en\/information\/contacts$/);
    await expect(drawer).toHaveCount(0);
  });

  test('right to left: the drawer opens from the right edge', async ({ strictPage: page }) => {
    await page.goto(`http://sahara.localhost:${port}/ar/`);
    await page.getByRole('banner').getByRole('button', { name: 'القائمة' }).click();
    const box = await page.getByRole('dialog', { name: 'القائمة' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(360);
  });

  test('the bottom bar marks the current section and never covers the end of the page', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/live');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    // The footer shows once its texts have come (the platform's page may be there before them).
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())?.y ?? 0;
    const lastLine = await page
      .getByRole('contentinfo')
      .evaluate((footer) => footer.lastElementChild?.getBoundingClientRect().bottom ?? 0);
    expect(lastLine).toBeLessThanOrEqual(barTop);

    // On a desktop the header holds the navigation and there is no bar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('the cookie banner sits above the bottom bar', async ({ strictPage: page }) => {
    await page.goto(`http://britannia.localhost:${port}/en/`);
    const consent = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(consent).toBeVisible();
    const bar = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
    const box = await consent.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + 1);
  });

  test('a hosted microfrontend hides the bottom bar with bottomNavigationHidden', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/microfrontend/demo');
    const frame = page.frameLocator('iframe[title="Demo microfrontend"]');
    await expect(frame.locator('#status')).toHaveText('handshaked');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await frame.getByRole('checkbox', { name: 'Bottom navigation hidden' }).check();
    await expect(bar).toBeHidden();
    await frame.getByRole('checkbox', { name: 'Bottom navigation hidden' }).uncheck();
    await expect(bar).toBeVisible();
  });
});
