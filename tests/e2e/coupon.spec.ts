import { pickHomeWins } from './betting-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo } from './office-helpers';

test.describe('the bet slip', () => {
  test('an accumulator of two games placed once under a double click: the balance drops by the stake once', async ({
    strictPage: page,
  }) => {
    await logInDemo(page);
    const before = await headerBalance(page);

    await page.goto('/en/line/1');
    // The home win of the first game of two championships: two games, one outcome each.
    await pickHomeWins(page, 2);
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
  test('a coupon shared by its link opens with the same selections in another browser', async ({
    strictPage: page,
    browser,
  }) => {
    await page.goto('/en/line/1');
    await pickHomeWins(page, 2);
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('Selections: 2')).toBeVisible();
    const keys = await slip
      .locator('[data-outcome]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome')));
    await slip.getByRole('button', { name: 'Share coupon' }).click();
    const link = slip.getByRole('textbox', { name: 'Link to the coupon' });
    await expect(link).toHaveValue(/\/en\/line\?coupon=[2-9A-HJKMNP-Z]{8}$/);
    const url = await link.inputValue();
    await expectAccessible(page);

    // Someone else, in a browser of their own: the link puts the same selections on their slip.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(url);
    const theirs = visitor.getByRole('region', { name: 'Bet slip' });
    await expect(
      theirs.getByText(/^Coupon [2-9A-HJKMNP-Z]{8} loaded\. Selections: 2$/),
    ).toBeVisible();
    await expect(theirs.getByText('Selections: 2', { exact: true })).toBeVisible();
    expect(
      await theirs
        .locator('[data-outcome]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome'))),
    ).toEqual(keys);
    await expect(theirs.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
    expect(new URL(visitor.url()).search).toBe('');
    await expectAccessible(visitor);
    expect(errors).toEqual([]);
    await context.close();
  });
});
