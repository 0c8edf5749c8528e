import { expect, expectAccessible, test } from './fixtures';

// The registration form's country list is long (the reference server has 250 countries): the
// schema form shows it as a button that opens the searchable select modal. No sample variant has
// a multiselect field, so the multi-select is covered by its unit tests only.
test.describe('shared lists: the select modal in the registration form', () => {
  test('search by ISO code, pick with the keyboard, Escape and the close button keep the choice', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/registration?type=fast_reg');
    const country = page.getByRole('button', { name: 'Country Kazakhstan', exact: true });
    await expect(country).toHaveAttribute('aria-haspopup', 'dialog');
    await country.click();

    const dialog = page.getByRole('dialog', { name: 'Country' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('combobox', { name: 'Search' });
    await expect(search).toBeFocused();
    await expect(dialog.getByRole('option')).toHaveCount(250);
    await expect(dialog.getByRole('option', { name: 'Kazakhstan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessible(page);

    await search.fill('gb');
    await expect(dialog.getByRole('option')).toHaveText(['United Kingdom']);
    // Ordered by where the text occurs ("stan": 3 in Pakistan, 5 in Kazakhstan, 6 in Kyrgyzstan,
    // Tajikistan and Uzbekistan, 7 in Afghanistan, 8 in Turkmenistan), ties in the list's own
    // (alphabetical) order.
    await search.fill('stan');
    await expect(dialog.getByRole('option')).toHaveText([
      'Pakistan',
      'Kazakhstan',
      'Kyrgyzstan',
      'Tajikistan',
      'Uzbekistan',
      'Afghanistan',
      'Turkmenistan',
    ]);
    await search.fill('ge');
    await expect(dialog.getByRole('option')).toHaveText([
      'Georgia',
      'Germany',
      'Algeria',
      'Argentina',
      'Niger',
      'Nigeria',
      'South Georgia and South Sandwich Islands',
    ]);
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await dialog.getByRole('option', { name: 'Germany' }).getAttribute('id')) ?? '',
    );
    await search.press('Enter');
    await expect(dialog).toBeHidden();
    const germany = page.getByRole('button', { name: 'Country Germany', exact: true });
    await expect(germany).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('zz');
    await expect(dialog.getByRole('status')).toHaveText('Nothing found. Try another search.');
    // The browser's search field takes the first Escape to clear its text; the next closes.
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(dialog.getByRole('option')).toHaveCount(250);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(germany).toBeFocused();

    await germany.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(germany).toBeVisible();
  });

  test('in Arabic the modal is right-to-left and still passes the axe scan', async ({
    strictPage: page,
  }) => {
    await page.goto('/ar/registration?type=fast_reg');
    // The form's own picker (the phone header's menu button opens a dialog too).
    const trigger = page.getByRole('main').locator('button[aria-haspopup="dialog"]').first();
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const direction = await dialog.evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('rtl');
    await expectAccessible(page);
  });
});
