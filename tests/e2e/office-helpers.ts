import type { Page } from '@playwright/test';

import { parseMinor } from '../../src/lib/money/minor.ts';
import { expect } from './fixtures';

/** The header's balance as minor units (its button is named "Balance 25,000.00 ₸, refresh"). */
export async function headerBalance(page: Page): Promise<bigint> {
  const button = page.getByRole('button', { name: /^Balance / });
  const name = (await button.getAttribute('aria-label')) ?? '';
  const amount = parseMinor(/Balance ([\d,]+\.\d{2})/.exec(name)?.[1]?.replace(/,/g, '') ?? '');
  if (amount === undefined) throw new Error(`no amount in "${name}"`);
  return amount;
}

/** The seeded demo player logs in on the sign-in page; resolves once the header shows the balance. */
export async function logInDemo(page: Page): Promise<void> {
  await page.goto('/en/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@betframe.test');
  await page.getByLabel('Password').fill('Demo-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /^Balance / })).toBeVisible();
}

/** A section's link in the office menu (its name may go on with what waits there: "Bonuses waiting: 1"). */
export const officeLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Personal office' })
    .getByRole('link', { name: new RegExp(`^${name}( waiting: \\d+)?$`) });
