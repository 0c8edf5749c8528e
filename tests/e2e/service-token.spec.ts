import { SERVICE_TOKEN_TTL_SECONDS } from '../../playwright.config';
import { expect, test } from './fixtures';
import { registerOneClick } from './registration-helpers';

const TOKEN = '/web-api/api/mobile/v1/token/';

test.describe('service token', () => {
  test('the office fetches one, and after it expires the password change refreshes it and goes through', async ({
    strictPage: page,
  }) => {
    test.setTimeout(90_000);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (
        pathname.startsWith('/web-api/api/mobile/v1/token') ||
        pathname.startsWith('/api/web/user/v1/')
      )
        calls.push(`${request.method()} ${pathname}`);
    });
    const { password } = await registerOneClick(page);

    const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === TOKEN);
    await page.getByRole('link', { name: 'My account' }).click();
    const first = (await (await fetched).json()) as { data: { attributes: { userToken: string } } };
    await expect(page.getByRole('status').filter({ hasText: 'Off:' })).toBeVisible();
    expect(calls).toEqual([`GET ${TOKEN}`, 'GET /api/web/user/v1/settings']);

    // Outlive the token: the platform refuses it now.
    await page.waitForTimeout(SERVICE_TOKEN_TTL_SECONDS * 1000 + 1_000);
    const old = await page.request.get('/api/web/user/v1/settings', {
      headers: { authorization: `Bearer ${first.data.attributes.userToken}` },
    });
    expect(old.status()).toBe(401);

    const form = page.getByRole('region', { name: 'Password' });
    await form.getByLabel('Current password').fill(password);
    await form.getByLabel('New password', { exact: true }).fill('Fresh-token-pass-3');
    await form.getByLabel('New password again').fill('Fresh-token-pass-3');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('Your password has been changed.');
    expect(calls.slice(2)).toEqual([
      'POST /web-api/api/mobile/v1/token/refresh',
      'PUT /api/web/user/v1/password',
    ]);
  });
});
