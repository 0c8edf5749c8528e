import type { Page } from '@playwright/test';

import { oathtool } from '../../server/testing/oathtool.ts';
import { actOnceInteractive, expect, expectAccessible, test } from './fixtures';
import {
  codeSentTo,
  freshDigits,
  keepCredentials,
  logInByAccount,
  registerOneClick,
  solvePuzzle,
} from './registration-helpers';

/** The office's security section as a player reaches it: My account in the header, then Security. */
async function openSecurity(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'My account' }).click();
  await page
    .getByRole('navigation', { name: 'Personal office' })
    .getByRole('link', { name: 'Security' })
    .click();
}

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

  test('two-factor: turned on with a code from oathtool, asked at the next login, turned off', async ({
    strictPage: page,
  }) => {
    const { id, password } = await registerOneClick(page);

    await openSecurity(page);
    await expect(page).toHaveURL(/\/en\/office\/security$/);
    await expect(page.getByRole('status').filter({ hasText: 'Off:' })).toBeVisible();
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for the authenticator app' }),
    ).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    await expectAccessible(page);
    const code = oathtool(secret);
    await page.getByLabel('Code from the app').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The code from the app is not right.');
    await page.getByLabel('Code from the app').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    // The recovery codes, shown this once before the panel says it is on.
    const shown = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(shown).toHaveCount(10);
    const recovery = (await shown.first().textContent()) ?? '';
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'On:' })).toBeVisible();
    await expect(page.getByText('10 unused recovery codes left.')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await logInByAccount(page, id, password);
    await page
      .getByLabel('Code from the app')
      .fill(oathtool(secret, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    await openSecurity(page);
    await page.getByRole('button', { name: 'Turn off' }).click();
    // The app's code that signed in is spent: a recovery code turns it off (a lost phone).
    await page.getByLabel('Code from the app, or a recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Off:' })).toBeVisible();
  });
});

test.describe('sessions', () => {
  test('the player sees where they are signed in and signs another browser out: it is a guest on its next call', async ({
    strictPage: page,
    browser,
  }) => {
    const { id, password } = await registerOneClick(page);

    // A second browser signs in to the same account.
    const other = await browser.newContext();
    const phone = actOnceInteractive(await other.newPage());
    await phone.goto('/en/login');
    await logInByAccount(phone, id, password);
    await expect(phone.getByRole('button', { name: 'Log out' })).toBeVisible();
    const token = (
      (await (await phone.request.get('/web-api/user/gettoken')).json()) as {
        data: { data: { token: string } };
      }
    ).data.data.token;
    const phoneSession = (
      (await (
        await phone.request.get('/web-api/officeapi/getsessionid', {
          headers: { 'x-auth': `Bearer ${token}` },
        })
      ).json()) as { data: { session_id: string } }
    ).data.session_id;

    await openSecurity(page);
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions.getByRole('cell', { name: 'This device' })).toHaveCount(1);
    await expectAccessible(page);
    await sessions
      .locator(`tr[data-session="${phoneSession}"]`)
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(sessions.locator(`tr[data-session="${phoneSession}"]`)).toContainText(
      'Signed out',
    );

    await phone.reload();
    await expect(phone.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await phone.request.get('/web-api/user/gettoken')).status()).toBe(401);
    await other.close();
  });

  test('signing out everywhere else asks first (Escape keeps the question, × says no), then ends the other browser', async ({
    strictPage: page,
    browser,
  }) => {
    const { id, password } = await registerOneClick(page);
    const other = await browser.newContext();
    const laptop = actOnceInteractive(await other.newPage());
    await laptop.goto('/en/login');
    await logInByAccount(laptop, id, password);
    await expect(laptop.getByRole('button', { name: 'Log out' })).toBeVisible();

    await openSecurity(page);
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    const ask = () => sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const question = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await ask();
    await expect(question).toContainText('1 other browser or device will be signed out');
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Close' }).click();
    await expect(question).toHaveCount(0);
    await expect(sessions.getByRole('cell', { name: 'Signed out' })).toHaveCount(0);
    await ask();
    await question.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(sessions.getByText(/^Signed out/)).toHaveCount(1);

    await laptop.reload();
    await expect(laptop.getByRole('link', { name: 'Log in' })).toBeVisible();
    await other.close();
  });
});

test.describe('password', () => {
  test('the player changes the password, other browsers are signed out, and the new one signs in', async ({
    strictPage: page,
    browser,
  }) => {
    const { id, password } = await registerOneClick(page);
    const other = await browser.newContext();
    const phone = actOnceInteractive(await other.newPage());
    expect(
      (
        await phone.request.post('/user/auth', { data: { type: 'id', login: id, password } })
      ).status(),
    ).toBe(200);

    await openSecurity(page);
    const form = page.getByRole('region', { name: 'Password' });
    await form.getByLabel('Current password').fill(password);
    await form.getByLabel('New password', { exact: true }).fill('Brand-new-pass-7');
    await form.getByLabel('New password again').fill('Brand-new-pass-8');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The two new passwords are not the same.')).toBeVisible();
    await expect(form.getByLabel('New password again')).toBeFocused();
    await form.getByLabel('New password again').fill('Brand-new-pass-7');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('Your password has been changed.');
    await expectAccessible(page);

    expect((await phone.request.get('/web-api/user/gettoken')).status()).toBe(401);
    await other.close();
    await page.getByRole('button', { name: 'Log out' }).click();
    expect(
      (
        await page.request.post('/user/auth', { data: { type: 'id', login: id, password } })
      ).status(),
    ).toBe(401);
    expect(
      (
        await page.request.post('/user/auth', {
          data: { type: 'id', login: id, password: 'Brand-new-pass-7' },
        })
      ).status(),
    ).toBe(200);
  });
});

test.describe('two-factor with an SMS code', () => {
  test('a wrong SMS code and a wrong app code are told apart', async ({ strictPage: page }) => {
    // A player with a confirmed phone (the base variant's phone registration).
    const phone = `+7 70${freshDigits()}5`.slice(0, 14);
    await page.goto('/en/registration?type=phone_reg');
    await page.getByLabel(/^Phone number/).fill(phone.slice(3));
    await page.getByRole('checkbox', { name: /legal age/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await solvePuzzle(page);
    const confirm = page.getByRole('dialog', { name: 'Confirm your phone' });
    await confirm.getByLabel('Code from the SMS').fill(await codeSentTo(page, phone));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await keepCredentials(page);

    await openSecurity(page);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    // The registration's code is the newest in the outbox until the new one arrives.
    const registrationCode = await codeSentTo(page, phone);
    await page.getByRole('button', { name: 'Also confirm by SMS' }).click();
    const sms = page.getByLabel('Code from the SMS');
    await expect(sms).toBeVisible();
    let smsCode = '';
    await expect(async () => {
      smsCode = await codeSentTo(page, phone);
      expect(smsCode).not.toBe(registrationCode);
    }).toPass();
    const app = oathtool(secret);
    await page.getByLabel('Code from the app').fill(app);
    // Every digit off by one: a wrong code of the right length.
    await sms.fill(smsCode.replace(/\d/g, (d) => String((Number(d) + 1) % 10)));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The code from the SMS is not right.');
    await page.getByLabel('Code from the app').fill(app === '000000' ? '111111' : '000000');
    await sms.fill(smsCode);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The code from the app is not right.');
    await page.getByLabel('Code from the app').fill(oathtool(secret));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'On:' })).toBeVisible();
  });

  test('the player picks a login name and logs in with it on the e-mail tab; a taken one is named', async ({
    strictPage: page,
  }) => {
    const { id, password } = await registerOneClick(page);
    await openSecurity(page);
    const panel = page.getByRole('region', { name: 'Login name and e-mail sign-in' });
    await expect(panel.getByRole('checkbox')).toBeDisabled();
    await expect(
      panel.getByText('Your account has no e-mail address to log in with.'),
    ).toBeVisible();
    await panel.getByRole('textbox', { name: 'Your login name' }).fill('9lives');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(
      panel.getByText(
        'Use 3–30 letters, digits, dots, dashes or underscores, starting with a letter.',
      ),
    ).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Your login name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const name = `Lucky.${id}`;
    await panel.getByRole('textbox', { name: 'Your login name' }).fill(name);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved. Log in with these from now on.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.goto('/en/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(name.toLowerCase());
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    // Another player cannot take it.
    await page.getByRole('button', { name: 'Log out' }).click();
    await registerOneClick(page);
    await openSecurity(page);
    await panel.getByRole('textbox', { name: 'Your login name' }).fill(name.toUpperCase());
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('This login name is taken. Choose another.')).toBeVisible();
  });
});
