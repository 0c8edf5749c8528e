import type { APIRequestContext } from '@playwright/test';

import { SERVICE_TOKEN_TTL_SECONDS } from '../../playwright.config';
import { expect, test } from './fixtures';
import { registerOneClick } from './registration-helpers';

const TOKEN = '/web-api/api/mobile/v1/token/';

/** Moves the platform's token clock (development route) this far from real time. */
async function setPlatformClock(request: APIRequestContext, ms: number) {
  const answer = await request.put('/__dev/clock', { data: { offsetMs: ms } });
  expect(answer.status()).toBe(200);
}

test.describe('service token', () => {
  // The server is shared by every spec: its clock goes back whatever happened.
  test.afterEach(async ({ request }) => setPlatformClock(request, 0));

  test('the office fetches one, and after it expires the password change refreshes it and goes through', async ({
    strictPage: page,
  }) => {
    // Time is moved, never waited for: the browser's clock is ours from the first page on.
    await page.clock.install();
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
    // The office opens at its home; the service token is the security section's (two-factor).
    await page.getByRole('link', { name: 'My account' }).click();
    await page
      .getByRole('navigation', { name: 'Personal office' })
      .getByRole('link', { name: 'Security' })
      .click();
    const first = (await (await fetched).json()) as { data: { attributes: { userToken: string } } };
    await expect(page.getByRole('status').filter({ hasText: 'Off:' })).toBeVisible();
    expect(calls).toEqual([`GET ${TOKEN}`, 'GET /api/web/user/v1/settings']);

    // Outlive the token: the platform's clock and the browser's both jump past its expiry.
    const outlived = (SERVICE_TOKEN_TTL_SECONDS + 1) * 1000;
    await setPlatformClock(page.request, outlived);
    await page.clock.fastForward(outlived);
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
    // The client saw the expiry on its own clock: a refresh, not a 401 and a refetch.
    expect(calls.slice(2)).toEqual([
      'POST /web-api/api/mobile/v1/token/refresh',
      'PUT /api/web/user/v1/password',
    ]);
  });
});
