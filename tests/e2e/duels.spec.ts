import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo } from './office-helpers';

/** A price button's accessible name ends in its decimal price: "<outcome>, 2.10". */
const PRICED = /, \d+\.\d{2,3}$/;

test.describe('duels', () => {
  test('the demo player builds a duel of three players and places a single on it from the bet slip', async ({
    strictPage: page,
  }) => {
    await logInDemo(page);
    const before = await headerBalance(page);

    await page.goto('/en/duels');
    await expect(page.getByRole('heading', { level: 1, name: 'Duels' })).toBeVisible();
    // The last game offered: the furthest kick-off, so the duel is still on sale when the bet goes.
    const games = page.getByRole('combobox', { name: 'Game' });
    await games.selectOption(await games.locator('option').last().getAttribute('value'));
    const game = page.getByRole('region', { name: / – / });
    const side1 = game.getByRole('button', { name: / on side 1$/ });
    const side2 = game.getByRole('button', { name: / on side 2$/ });
    await side1.nth(0).click();
    // The keyboard works as well as the mouse.
    await side1.nth(1).focus();
    await page.keyboard.press('Enter');
    await side2.nth(12).click();
    await expect(page.getByRole('region', { name: 'Side 1' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Side 2' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Build the duel' }).click();

    const prices = page.getByRole('group', { name: 'Prices of the duel' });
    await expect(prices).toBeVisible();
    await expect(page.getByText(/^Football\. Duels · last kick-off /)).toBeVisible();
    await prices.getByRole('button', { name: PRICED }).first().click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('Selections: 1')).toBeVisible();
    await expect(slip.getByText(/ \+ /).first()).toBeVisible();
    await slip.getByRole('textbox', { name: /^Stake\b/ }).fill('10');
    await expect(slip.getByText('Potential payout')).toBeVisible();
    await expectAccessible(page);

    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByText('Your bet is placed')).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before - 1_000n);
  });
});
