import { oathtool } from '../../server/testing/oathtool.ts';
import { expect, expectAccessible, test } from './fixtures';
import { solvePuzzle } from './registration-helpers';

test.describe('personal office', () => {
  test('a guest is sent to log in and brought back to the office', async ({ strictPage: page }) => {
    await page.goto('/en/office/security');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Foffice%2Fsecurity$/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@betframe.test');
    await page.getByLabel('Password').fill('Demo-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/office\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  });

  test('two-factor: turned on with a code from oathtool, asked at the next login, turned off', async ({ strictPage: page }) => {
    await page.goto('/en/registration?type=fast_reg');
    await page.getByRole('checkbox', { name: /legal age/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await solvePuzzle(page);
    const id = (await page.getByTestId('registration-login').textContent()) ?? '';
    const password = (await page.getByTestId('registration-password').textContent()) ?? '';
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/en\/office\/security$/);
    await expect(page.getByRole('status').filter({ hasText: 'Off:' })).toBeVisible();
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    await expectAccessible(page);
    const code = oathtool(secret);
    await page.getByLabel('Code from the app').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The code from the app is not right.');
    await page.getByLabel('Code from the app').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'On:' })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('tab', { name: 'Account number' }).click();
    await page.getByRole('textbox', { name: 'Account number' }).fill(id);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('Code from the app').fill(oathtool(secret, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByLabel('Code from the app').fill(oathtool(secret));
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Off:' })).toBeVisible();
  });
});
