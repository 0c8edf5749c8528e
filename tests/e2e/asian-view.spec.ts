import { expect, expectAccessible, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The Malaysian variant (config-samples/partners/1-betframe/my.json): the Asian view by default. */
const ASIA = `http://asia.localhost:${port}`;

/** A handicap on a quarter line ("−0-0.5", "+0.5-1") priced in Malay odds (-0.95, 0.87, 1.00). */
const QUARTER_IN_MALAY = /handicap [+\u2212]\d+(\.5)?-\d+(\.5)?, (-?0\.\d{2,3}|1\.00)$/;

test.describe('the Asian view', () => {
  test('on its variant: the line’s leagues on quarter lines in Malay odds, one added to the bet slip', async ({
    strictPage: page,
  }) => {
    await page.goto(`${ASIA}/en/line/1`);
    const league = page.getByRole('group', { name: /^Football / }).first();
    const table = league.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Full time' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '1st half' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Leagues' })).toBeVisible();
    await expectAccessible(page);

    const price = page.getByRole('button', { name: QUARTER_IN_MALAY }).first();
    await expect(price.locator('.odds__price')).toHaveText(/^(-?0\.\d{2,3}|1\.00)$/);
    const name = (await price.getAttribute('aria-label')) ?? '';
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip).toContainText('Selections: 1');
    await expect(slip).toContainText(name.split(', ')[0]!);
  });
});
