import { expect, expectAccessible, test } from './fixtures';
import { registerOneClick } from './registration-helpers';

test.describe('notifications', () => {
  test('a failed balance refresh is announced as an error with Retry: gone by itself after 3 s, closed by its button, retried by its action', async ({
    strictPage: page,
  }) => {
    await registerOneClick(page);
    // Time is the test's from the home page on (the registration's own timers run free before).
    await page.clock.install();
    await page.goto('/en/');
    const balance = page.getByRole('button', { name: /^Balance / });
    await expect(balance).toBeVisible();
    await page.route('**/account-api/user/balance', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );

    await balance.click();
    const notification = page
      .getByRole('status')
      .filter({ hasText: 'Error: The balance could not be updated.' });
    await expect(notification).toBeVisible();
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(region.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(balance).toBeFocused();
    await page.clock.fastForward(1500);
    await expect(notification).toBeVisible();
    await page.clock.fastForward(1600);
    await expect(notification).toHaveCount(0);
    await expect(region).toHaveCount(0);

    await balance.click();
    await expect(notification).toBeVisible();
    await region.getByRole('button', { name: 'Close notification' }).click();
    await expect(notification).toHaveCount(0);

    await balance.click();
    await expect(notification).toBeVisible();
    // The pointer over it holds its timer (WCAG 2.2.1): time for the axe scan with it on screen.
    await notification.hover();
    await expectAccessible(page);
    await page.clock.fastForward(5000);
    await expect(notification).toBeVisible();
    await page.unroute('**/account-api/user/balance');
    await region.getByRole('button', { name: 'Retry' }).click();
    await expect(notification).toHaveCount(0);
    await expect(balance).toHaveAttribute('aria-busy', 'false');
    await page.clock.fastForward(5000);
    await expect(notification).toHaveCount(0);
  });

  test('a 503 answer raises the maintenance alert: it stays until closed, at the bottom left of an Arabic (RTL) page', async ({
    strictPage: page,
  }) => {
    const sahara = `http://sahara.localhost:${process.env.E2E_PORT ?? 8181}`;
    await registerOneClick(page, sahara);
    await page.clock.install();
    await page.goto(`${sahara}/ar/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const balance = page.getByRole('button', { name: /^الرصيد / });
    await expect(balance).toBeVisible();
    await page.route('**/account-api/user/balance', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );

    await balance.click();
    const alert = page.getByRole('alert').filter({ hasText: 'الموقع قيد الصيانة' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('تحذير:');
    const region = page.getByRole('region', { name: 'الإشعارات' });
    const box = await region.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x < viewport.width / 2).toBe(true);
    expect(Math.round(box?.width ?? 0)).toBe(260);
    await expectAccessible(page);
    await page.clock.fastForward(10_000);
    await expect(alert).toBeVisible();
    await region
      .getByRole('listitem')
      .filter({ has: alert })
      .getByRole('button', { name: 'إغلاق الإشعار' })
      .click();
    await expect(alert).toHaveCount(0);
  });
});
