import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo } from './office-helpers';

/** A price button's accessible name ends in its decimal price: "<outcome>, 2.10". */
const PRICED = /, \d+\.\d{2,3}$/;

test.describe('the bet slip', () => {
  test('an accumulator of two games placed once under a double click: the balance drops by the stake once', async ({
    strictPage: page,
  }) => {
    await logInDemo(page);
    const before = await headerBalance(page);

    await page.goto('/en/line/1');
    const champs = page.getByRole('group', { name: /^Football / });
    await expect(champs.first()).toBeVisible();
    // The home win of the first game of two championships: two games, one outcome each.
    for (const champ of [champs.nth(0), champs.nth(1)])
      await champ
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: PRICED })
        .first()
        .click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('Selections: 2')).toBeVisible();
    await expect(slip.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
    await slip.getByRole('textbox', { name: /^Stake\b/ }).fill('10');
    await expect(slip.getByText('Potential payout')).toBeVisible();
    await expectAccessible(page);

    await slip.getByRole('button', { name: 'Place bet' }).dblclick();
    await expect(slip.getByText('Your bet is placed')).toBeVisible();
    await expect(slip.getByText(/^Bet number: \d+$/)).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before - 1_000n);
    await expectAccessible(page);
  });
});
