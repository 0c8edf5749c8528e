import { expect, expectAccessible, test } from './fixtures';

/** A price button's accessible name ends in its price: "<outcome>, 2.10". */
const PRICED = /, \d+\.\d{2}$/;

/**
 * The sportsbook's other sections as a player walks through them from the home page: a themed
 * section, the virtual sports, the results and the statistics centre; each page scanned by axe.
 */
test.describe('the sportsbook’s sections', () => {
  test('a themed section from the home page’s row, the virtual sports, the results and the statistics centre', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/');
    await page
      .getByRole('navigation', { name: 'Special sections' })
      .getByRole('link', { name: 'English Premier League' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'English Premier League' }),
    ).toBeVisible();
    // Only the section's championship, with prices that go to the bet slip.
    const champs = page.getByRole('group', { name: /^Football / });
    await expect(champs.first()).toBeVisible();
    await expect(champs).toHaveCount(1);
    const price = champs.first().getByRole('button', { name: PRICED }).first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Virtual sports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeVisible();
    await expect(page.getByText(/Kick-off in \d\d:\d\d/).first()).toBeVisible();
    await expectAccessible(page);

    await footer.getByRole('link', { name: 'Results' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await page.getByRole('link', { name: 'Yesterday' }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('cell').first()).toBeVisible();
    await expectAccessible(page);

    await footer.getByRole('link', { name: 'Statistics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics centre' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Sports', exact: true })
      .getByRole('link', { name: 'Football', exact: true })
      .click();
    await page
      .getByRole('navigation', { name: 'Championships' })
      .getByRole('link', { name: /Premier League/ })
      .first()
      .click();
    const team = page.getByRole('table').first().getByRole('link').first();
    await expect(team).toHaveAttribute('href', /\/en\/statisticpopup\/team\/1\/\d+$/);
    await expectAccessible(page);
  });
});
