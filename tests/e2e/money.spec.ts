import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo, officeLink } from './office-helpers';
import { registerOneClick } from './registration-helpers';

const port = Number(process.env.E2E_PORT ?? 8181);
const sahara = `http://sahara.localhost:${port}`;

test.describe("the player's money", () => {
  test('a withdrawal is reserved at once, approved by the platform and found in the payment history', async ({
    strictPage: page,
  }) => {
    await logInDemo(page);
    const before = await headerBalance(page);

    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/en\/office\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    await expect(page.getByText('Active account balance')).toBeVisible();
    await expectAccessible(page);

    await officeLink(page, 'Withdrawal').click();
    await page.getByRole('textbox', { name: 'Amount, ₸' }).fill('1000');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const reserved = page.getByText(/^Request No\. \d+: 1,000\.00 ₸ by Bank card is reserved/);
    await expect(reserved).toBeVisible();
    const id = Number(/No\. (\d+)/.exec((await reserved.textContent()) ?? '')?.[1]);
    // Reserved at once: the header shows the balance without it.
    await expect.poll(() => headerBalance(page)).toBe(before - 100_000n);
    await expectAccessible(page);

    // The platform's operator approves it (the development route plays the back office).
    const decided = await page.request.post('/__dev/withdrawals/decide', {
      data: { request_id: id, decision: 'approved' },
    });
    expect(decided.ok()).toBe(true);
    await officeLink(page, 'Withdrawal requests').click();
    const request = page.locator(`tr[data-request="${id}"]`);
    await expect(request).toContainText('1,000.00 ₸');
    await expect(request).toContainText('Paid out');
    await expectAccessible(page);

    await officeLink(page, 'Payment history').click();
    const newest = page
      .getByRole('table', { name: 'Operations on your accounts, newest first' })
      .getByRole('row')
      .nth(1);
    await expect(newest).toContainText('Withdrawal');
    await expect(newest).toContainText('-1,000.00 ₸');
    await expectAccessible(page);
  });

  test('in Arabic, mirrored: a second currency account opened and made active, the header follows', async ({
    strictPage: page,
  }) => {
    // A Sahara player (US dollars): registered in one click, signed in.
    await registerOneClick(page, sahara);
    await page.goto(`${sahara}/ar/office/account`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الرصيد' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^الحسابات \(النشط: الحساب الرئيسي \$\)/ }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'فتح حساب' }).click();
    await page.getByRole('button', { name: 'اجعل الحساب الرئيسي € الحساب النشط' }).click();
    await expect(
      page.getByRole('button', { name: /^الحسابات \(النشط: الحساب الرئيسي €\)/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^الرصيد .*€/ })).toBeVisible();

    // The header's menu opens towards the page's start edge, mirrored with it.
    await page.getByRole('button', { name: /^الحسابات/ }).click();
    const menu = page.getByRole('list', { name: 'الحسابات الرئيسية' });
    await expect(
      menu.getByRole('button', { name: /^اجعله نشطًا: الحساب الرئيسي \$/ }),
    ).toBeVisible();
    const [panel, toggle] = await Promise.all([
      menu.boundingBox(),
      page.getByRole('button', { name: /^الحسابات/ }).boundingBox(),
    ]);
    // Right to left, the panel hangs from the toggle's end (its left edge) towards the right.
    expect(panel!.x).toBeGreaterThanOrEqual(toggle!.x - 1);
    await expectAccessible(page);
  });
});
