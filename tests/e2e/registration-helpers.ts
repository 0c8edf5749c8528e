import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * The server the page is on (the QA build runs on a second one), by `localhost`: Node does not
 * resolve the variants' `*.localhost` hosts as Chromium does, and dev routes serve every variant.
 */
const devOrigin = (page: Page) => `http://localhost:${new URL(page.url()).port}`;

/** Solves the slider puzzle like a player who sees the gap (the dev route tells where it is). */
export async function solvePuzzle(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  const piece = dialog.locator('img.puzzle__piece');
  await piece.waitFor();
  const src = (await piece.getAttribute('src')) ?? '';
  const id = src.split('/')[3] ?? '';
  const answer = await page.request.get(`${devOrigin(page)}/__dev/captcha/${id}`);
  const { data } = (await answer.json()) as { data: { x: number } };
  await dialog.getByRole('slider').fill(String(data.x));
  await dialog.getByRole('button').filter({ hasNotText: '×' }).last().click();
}

/** The newest code sent to a phone, from the dev outbox. */
export async function codeSentTo(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const answer = await page.request.get(
      `${devOrigin(page)}/__dev/outbox?to=${encodeURIComponent(phone)}`,
    );
    const { data } = (await answer.json()) as { data: { body: string }[] };
    code = /\b(\d{4,8})\b/.exec(data[0]?.body ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 5000 });
  return code;
}

let counter = Date.now() % 100000;
/** A fresh e-mail address for each registration. */
export const freshEmail = () => `e2e${++counter}@example.com`;
/** A fresh 7-digit tail for phone numbers. */
export const freshDigits = () => String(++counter).padStart(7, '0').slice(-7);

/**
 * A new player, registered one click through the page and past the success screen (signed in):
 * account number and password. `origin` picks another variant's host (players belong to a partner).
 */
export async function registerOneClick(
  page: Page,
  origin = '',
): Promise<{ id: string; password: string }> {
  await page.goto(`${origin}/en/registration?type=fast_reg`);
  await page.getByRole('checkbox', { name: /legal age/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await solvePuzzle(page);
  const id = (await page.getByTestId('registration-login').textContent()) ?? '';
  const password = (await page.getByTestId('registration-password').textContent()) ?? '';
  await keepCredentials(page);
  return { id, password };
}

/** Past the success screen of a generated password: the player says they kept it, then goes on. */
export async function keepCredentials(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I have saved/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On the login page: the account-number tab, the account and password, Log in. */
export async function logInByAccount(page: Page, id: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Account number' }).click();
  await page.getByRole('textbox', { name: 'Account number' }).fill(id);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
