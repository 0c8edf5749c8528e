import { DEMO_PLAYER } from '../../server/db/seed.ts';
import { oathtool } from '../../server/testing/oathtool.ts';
import { expect, expectAccessible, test } from './fixtures';
import {
  codeSentTo,
  freshDigits,
  freshEmail,
  keepCredentials,
  logInByAccount,
  registerOneClick,
  solvePuzzle,
} from './registration-helpers';

const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

test.describe('sign-in', () => {
  for (const [tab, label, login] of [
    ['By e-mail', 'E-mail', DEMO_PLAYER.email],
    // The national number: the code picker beside it starts at the visitor's +7.
    ['Phone', 'Phone number', DEMO_PLAYER.phone.slice(2)],
    ['Account number', 'Account number', '1'],
  ] as const) {
    test(`the demo player logs in by ${tab.toLowerCase()}`, async ({ strictPage: page }) => {
      await page.goto('/en/');
      await page.getByRole('link', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('textbox', { name: label }).fill(login);
      await page.getByLabel('Password').fill(DEMO_PLAYER.password);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/en\/$/);
      await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    });
  }

  test('the session outlives a reload, and logging out ends it', async ({ strictPage: page }) => {
    await page.goto('/en/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_PLAYER.email);
    await page.getByLabel('Password').fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'user_token');
    expect(cookie?.value).toMatch(/^ey/);
    // A guest-only page is closed to a signed-in player, even on a fresh load.
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await page.request.get('/web-api/user/gettoken')).status()).toBe(401);
  });

  test('the header shows the balance once signed in, and a click asks the platform again', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_PLAYER.email);
    await page.getByLabel('Password').fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Other journeys move the demo player's money: any balance, as the header writes amounts.
    const balance = page.getByRole('button', { name: /^Balance [\d,]+\.\d{2} \S+, refresh$/ });
    await expect(balance).toBeVisible();
    const asked = page.waitForRequest((request) =>
      request.url().endsWith('/account-api/user/balance'),
    );
    await balance.click();
    await asked;
    await expect(balance).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong password is said so, and nobody is logged in', async ({ strictPage: page }) => {
    await page.goto('/en/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_PLAYER.email);
    await page.getByLabel('Password').fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password.');
    await expectAccessible(page);
  });

  test('two-factor: a code from oathtool signs in after the password', async ({
    strictPage: page,
  }) => {
    // A new player (one click), who turns two-factor on through the platform's office calls.
    const { id, password } = await registerOneClick(page);
    const token = (await (await page.request.get('/web-api/user/gettoken')).json()) as {
      data: { data: { token: string } };
    };
    const headers = { 'x-auth': `Bearer ${token.data.data.token}` };
    const qr = (await (
      await page.request.post('/web-api/officeapi/gettwofactorqrcodeurl', { headers })
    ).json()) as { data: { code: string } };
    const enabled = await page.request.post('/web-api/officeapi/twofactorauthenable', {
      headers,
      data: { app_code: oathtool(qr.data.code) },
    });
    expect(enabled.status()).toBe(200);
    await page.request.post('/user/disconnect', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });

    await page.goto('/en/login');
    await logInByAccount(page, id, password);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeFocused();
    await expectAccessible(page);
    // The code that turned it on is spent: the authenticator's next one.
    await page
      .getByLabel('Code from the app')
      .fill(oathtool(qr.data.code, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    const signedIn = await page.request.get('/web-api/user/gettoken');
    expect(signedIn.status()).toBe(200);
  });
});

test.describe('auto log-off', () => {
  test('an idle player is warned, can stay, and is logged off after the (shortened) idle time', async ({
    strictPage: page,
  }) => {
    // The promo variant logs an idle player off after a minute and warns 20 s before (its
    // globalConfig; the page's settings come from the platform's render, not from the browser).
    const promo = `http://promo.localhost:${E2E_PORT}`;
    await registerOneClick(page, promo);
    // Time is the test's from here on (the registration's own timers ran free before); a page
    // without the variant's promo modals.
    await page.clock.install();
    await page.goto(`${promo}/en/information/about`);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // The watch starts once its code has loaded: it marks the tabs' shared last activity then.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('betframe.lastActivity')))
      .not.toBeNull();

    await page.clock.fastForward(41_000);
    const warning = page.getByRole('dialog', { name: 'Still there?' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('you will be logged out in 20 seconds');
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(warning).toHaveCount(0);

    await page.clock.fastForward(41_000);
    await expect(warning).toBeVisible();
    await page.clock.fastForward(21_000);
    await expect(page).toHaveURL(/\/en\/login\?logoff=idle$/);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'You were logged out after 1 minute without activity.' }),
    ).toBeVisible();
    // Asked from the page: the promo host is the browser's (*.localhost), not the test runner's.
    const status = await page.evaluate(
      async () => (await fetch('/web-api/user/gettoken', { headers: { 'x-lang': 'en' } })).status,
    );
    expect(status).toBe(401);
  });
});

test.describe('social sign-in', () => {
  test('a player registered with a provider logs in with it from the login page, back where they were headed', async ({
    strictPage: page,
  }) => {
    const email = `social${Date.now()}@example.com`;
    await page.goto('/en/registration?type=soc_reg');
    await page.getByRole('button', { name: 'Google' }).click();
    await page.getByLabel('Name').fill('Aruzhan');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('Aruzhan-at-google-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('checkbox', { name: /legal age/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await solvePuzzle(page);
    await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
    await keepCredentials(page);
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.goto('/en/login?redirect=/en/information/about');
    await expect(page.getByRole('group', { name: 'Or log in with' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Or log in with' })
      .getByRole('button', { name: 'Google' })
      .click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('Aruzhan-at-google-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/information\/about$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('a code by e-mail sets a new password, and the player logs in with it', async ({
    strictPage: page,
  }) => {
    const email = freshEmail();
    await page.goto('/en/registration?type=custom');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Password/).fill('Custom-pass-1');
    await page.getByRole('checkbox', { name: /legal age/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await solvePuzzle(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `If ${email} belongs to an account, a code is on its way there.`,
    );
    await expectAccessible(page);
    await page.getByLabel('Code', { exact: true }).fill(await codeSentTo(page, email));
    await page.getByLabel('New password', { exact: true }).fill('Fresh-pass-42');
    await page.getByLabel('New password again').fill('Fresh-pass-43');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByText('The two new passwords are not the same.')).toBeVisible();
    await page.getByLabel('New password again').fill('Fresh-pass-42');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your new password is set. Log in with it.');
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').fill('Fresh-pass-42');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('a phone player resets a forgotten password by SMS, logs in with it (remembered), then by an SMS code for this browser session only', async ({
    strictPage: page,
  }) => {
    const phone = `+7 70${freshDigits()}0`.slice(0, 14);
    await page.goto(`http://kz.localhost:${E2E_PORT}/ru/registration`);
    await page.getByLabel('Номер телефона').fill(phone.slice(3));
    await page.getByRole('checkbox', { name: /совершеннолетие/i }).check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await solvePuzzle(page);
    const dialog = page.getByRole('dialog', { name: 'Подтвердите телефон' });
    await dialog.getByLabel('Код из SMS').fill(await codeSentTo(page, phone));
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('heading', { name: 'Вы зарегистрированы' })).toBeVisible();
    await page.context().clearCookies();

    await page.goto('/en/password-reset');
    await page.getByRole('tab', { name: 'By SMS' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `If ${phone} belongs to an account, a code is on its way there by SMS.`,
    );
    await page.getByLabel('Code', { exact: true }).fill(await codeSentTo(page, phone));
    await page.getByLabel('New password', { exact: true }).fill('Phone-pass-77');
    await page.getByLabel('New password again').fill('Phone-pass-77');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your new password is set. Log in with it.');

    await page.getByRole('link', { name: 'Log in' }).last().click();
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.slice(3));
    await page.getByLabel('Password').fill('Phone-pass-77');
    await expect(page.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const remembered = (await page.context().cookies()).find((c) => c.name === 'betframe_session');
    expect(remembered?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('tab', { name: 'SMS code' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.slice(3));
    await page.getByRole('checkbox', { name: 'Remember me on this device' }).uncheck();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code from the SMS' })).toBeFocused();
    await page
      .getByRole('textbox', { name: 'Code from the SMS' })
      .fill(await codeSentTo(page, phone));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const forThisSession = (await page.context().cookies()).find(
      (c) => c.name === 'betframe_session',
    );
    expect(forThisSession?.expires).toBe(-1);
  });

  test('Bola asks for the puzzle before a password is checked (authConfig.login_captcha)', async ({
    strictPage: page,
  }) => {
    await page.goto(`http://bola.localhost:${E2E_PORT}/en/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@bola.test');
    await page.getByLabel('Password').fill('Wrong-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Confirm that you are not a robot' }),
    ).toBeVisible();
    await expectAccessible(page);
    await solvePuzzle(page);
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password.');
  });
});
