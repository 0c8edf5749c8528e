import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, officeLink } from './office-helpers';
import { registerOneClick } from './registration-helpers';

const port = Number(process.env.E2E_PORT ?? 8181);
const sahara = `http://sahara.localhost:${port}`;

/** At the payment provider: the card form, then its 3-D Secure-style confirmation. */
async function payByCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { level: 1, name: /^Pay 5,?000\.00 KZT/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('E2E Player');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
  await expect(page.getByText('Card ending 4242')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test.describe('deposits and bonuses', () => {
  test('a first deposit by card (double-clicked, its answer dropped once) lands once, with the welcome bonus', async ({
    strictPage: page,
  }) => {
    await registerOneClick(page);
    await page.goto('/en/office/recharge');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'First deposit bonus' })).toContainText(
      'Your first deposit brings a bonus of 100% of it, up to 50,000.00 ₸.',
    );
    await expectAccessible(page);

    // The platform starts the deposit, but its answer never reaches the browser.
    let dropped = false;
    await page.route('**/web-api/officeapi/recharge', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('textbox', { name: 'Amount, ₸' }).fill('5000');
    await page.getByRole('button', { name: 'Pay' }).dblclick();
    await expect(page.getByRole('alert')).toBeVisible();
    // Pay again: the same request, so the same deposit, and on to the provider.
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/payment-standin\/pay\?deposit=DEP-/);
    await payByCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/en\/office\/recharge\?deposit=DEP-/);
    await expect(page.getByText('Your deposit of 5,000.00 ₸ is on your account.')).toBeVisible();
    await expect(page.getByText('Your welcome bonus of 5,000.00 ₸ is credited.')).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(500_000n);
    await expectAccessible(page);

    // One deposit in the history, however many clicks.
    await officeLink(page, 'Payment history').click();
    const history = page.getByRole('table', { name: 'Operations on your accounts, newest first' });
    await expect(history.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(1);

    await officeLink(page, 'Bonuses').click();
    const welcome = page.getByRole('listitem', { name: 'Sports bonus' });
    await expect(welcome).toContainText('5,000.00 ₸');
    await expect(welcome).toContainText('Wagered 0.00 ₸ of 25,000.00 ₸ (0%)');
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Have a promo code?' }).fill('spring25');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('listitem', { name: 'Spring bonus' })).toContainText(
      'Wagered 0.00 ₸ of 7,500.00 ₸ (0%)',
    );
    await expect(page.getByRole('table', { name: 'Promo codes you activated' })).toContainText(
      'SPRING25',
    );

    await page.getByRole('button', { name: 'Refuse the bonus Sports bonus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuse this bonus?' });
    await expect(dialog).toContainText('5,000.00 ₸');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Refuse the bonus' }).click();
    await expect(page.getByRole('table', { name: 'Ended bonuses' })).toContainText('Refused');
    await expect(page.getByRole('listitem', { name: 'Sports bonus' })).toHaveCount(0);
    // The main money is untouched by the refusal.
    await expect.poll(() => headerBalance(page)).toBe(500_000n);
  });

  test('in Arabic, mirrored: a declined card takes nothing; a free bet is activated', async ({
    strictPage: page,
  }) => {
    await registerOneClick(page, sahara);
    await page.goto(`${sahara}/ar/office/recharge`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'إيداع' })).toBeVisible();
    await page.getByRole('textbox', { name: /^المبلغ/ }).fill('50');
    await page.getByRole('button', { name: 'ادفع' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('رقم البطاقة').fill('4000 0000 0000 0002');
    await page.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill('12/40');
    await page.getByLabel('رمز الأمان (CVC)').fill('123');
    await page.getByLabel('الاسم على البطاقة').fill('E2E Player');
    await page.getByRole('button', { name: 'ادفع' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByText(/تم رفض دفع/)).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${sahara}/ar/office/bonuses_deposit`);
    await page.getByRole('textbox', { name: 'هل لديك رمز ترويجي؟' }).fill('freebet10');
    await page.getByRole('button', { name: 'تفعيل' }).click();
    await expect(page.getByRole('listitem', { name: 'رهان مجاني' })).toBeVisible();
    await expectAccessible(page);
  });
});
