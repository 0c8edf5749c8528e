import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo } from './office-helpers';

/** A price button's accessible name ends in its decimal price: "<outcome>, 2.10". */
const PRICED = /, \d+\.\d{2,3}$/;

/**
 * axe on the page once the header's balance is not being refreshed (the refreshing balance is
 * drawn at 0.7 opacity, below the contrast axe asks for, while it is asked again).
 */
async function accessible(page: Page) {
  await expect(page.getByRole('button', { name: /^Balance / })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expectAccessible(page);
}

test.describe('the bets history', () => {
  test('a single placed through the bet slip is listed, cashed out after a confirmation, and the balance goes up', async ({
    strictPage: page,
  }) => {
    await logInDemo(page);
    await page.goto('/en/line/1');
    const champs = page.getByRole('group', { name: /^Football / });
    await champs
      .first()
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: PRICED })
      .first()
      .click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('Selections: 1')).toBeVisible();
    await slip.getByRole('textbox', { name: /^Stake\b/ }).fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const number = slip.getByText(/^Bet number: \d+$/);
    await expect(number).toBeVisible();
    const betId = /\d+/.exec((await number.textContent()) ?? '')![0];

    await page.goto('/en/office/history');
    const bet = page.getByRole('article', { name: `Bet No. ${betId}` });
    await expect(bet.getByText('Single')).toBeVisible();
    await expect(bet.getByText('Open')).toBeVisible();
    const offer = bet.getByRole('button', { name: /^Cash out / });
    await expect(offer).toBeVisible();
    await accessible(page);
    const before = await headerBalance(page);

    await offer.click();
    const ask = bet.getByRole('group');
    await expect(ask).toBeVisible();
    await accessible(page);
    // A live price may move between the question and the sale: the new value is asked again.
    const done = page.getByRole('status').getByText(/^Bet No\. \d+ cashed out for [\d,.]+ ₸\.$/);
    for (let asked = 0; asked < 5 && !(await done.isVisible()); asked += 1) {
      await bet.getByRole('button', { name: 'Cash out', exact: true }).click();
      await expect(done.or(bet.getByText(/has changed to/))).toBeVisible();
    }
    await expect(done).toBeVisible();
    const amount = /for ([\d,.]+) ₸/.exec((await done.textContent()) ?? '')![1]!;
    const minor = BigInt(amount.replace(/[,.]/g, ''));
    await expect(bet.getByText(`Cashed out for ${amount} ₸`)).toBeVisible();
    await expect(bet.getByText('Cashed out', { exact: true })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before + minor);
    await accessible(page);
  });
});
