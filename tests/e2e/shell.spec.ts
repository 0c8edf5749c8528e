import { expect, expectAccessible, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8181);

test.describe('the shell of each sample variant', () => {
  // Each visitor's browser speaks the variant's own language (its locale: Accept-Language and
  // navigator.languages), except the English browser on the Russian base site, which gets the
  // English pages it asks for, and on the Kazakh site, which offers no English.
  const variants = [
    {
      name: 'base partner',
      url: '/',
      locale: 'ru-RU',
      path: '/ru/',
      brand: 'Betframe',
      heading: 'Добро пожаловать в Betframe',
      languages: ['Русский', 'English', 'Қазақша', 'العربية', 'Português'],
      dir: 'ltr',
    },
    {
      name: 'base partner, English browser',
      url: '/',
      locale: 'en-US',
      path: '/en/',
      brand: 'Betframe',
      heading: 'Welcome to Betframe',
      languages: ['Русский', 'English', 'Қазақша', 'العربية', 'Português'],
      dir: 'ltr',
    },
    {
      name: 'Kazakhstan (host mapping)',
      url: `http://kz.localhost:${port}/`,
      locale: 'en-US',
      path: '/kk/',
      brand: 'Betframe',
      heading: 'Betframe сайтына қош келдіңіз',
      languages: ['Қазақша', 'Русский'],
      dir: 'ltr',
    },
    {
      name: 'English/GB',
      url: `http://britannia.localhost:${port}/`,
      locale: 'en-GB',
      path: '/en/',
      brand: 'Britannia Bet',
      heading: 'Welcome to Britannia Bet',
      languages: [],
      dir: 'ltr',
    },
    {
      name: 'Arabic',
      url: `http://sahara.localhost:${port}/`,
      locale: 'ar-AE',
      path: '/ar/',
      brand: 'Sahara Play',
      heading: 'مرحبًا بك في Sahara Play',
      languages: ['العربية', 'English'],
      dir: 'rtl',
    },
    {
      name: 'Brazil',
      url: `http://bola.localhost:${port}/`,
      locale: 'pt-BR',
      path: '/pt/',
      brand: 'Bola Brasil',
      heading: 'Bem-vindo a Bola Brasil',
      languages: ['Português', 'English'],
      dir: 'ltr',
    },
  ];

  for (const v of variants) {
    test.describe(() => {
      test.use({ locale: v.locale });
      test(`${v.name}: header, languages, direction, accessibility`, async ({
        strictPage: page,
      }) => {
        const response = await page.goto(v.url);
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(v.heading);
        expect(new URL(page.url()).pathname).toBe(v.path);
        await expect(page.getByRole('banner').getByRole('link', { name: v.brand })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', v.dir);
        if (v.languages.length > 0) {
          await page.getByRole('banner').getByRole('button', { name: /:/ }).click();
          await expect(
            page.getByRole('banner').getByRole('list').last().getByRole('link'),
          ).toHaveText(v.languages);
          await page.keyboard.press('Escape');
        } else {
          await expect(page.getByRole('banner').getByRole('button', { name: /:/ })).toHaveCount(0);
        }
        await expectAccessible(page);
      });
    });
  }

  test('right-to-left pages are mirrored', async ({ page }) => {
    await page.goto(`http://sahara.localhost:${port}/ar/`);
    const brand = await page
      .getByRole('banner')
      .getByRole('link', { name: 'Sahara Play' })
      .boundingBox();
    const nav = await page.getByRole('navigation').first().boundingBox();
    expect(brand && nav && brand.x > nav.x).toBe(true);
  });

  test.describe(() => {
    test.use({ locale: 'pt-BR' });
    test('switching variant by query changes the shell and sticks for the session', async ({
      strictPage: page,
    }) => {
      await page.goto('/?partner=4&country=BR');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo a Bola Brasil');
      await page.getByRole('banner').getByRole('link', { name: 'Sobre nós' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nós');
      await page.goto('/pt/information/contacts');
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Bola Brasil' }),
      ).toBeVisible();
    });
  });

  test('language switch by keyboard keeps the page', async ({ strictPage: page }) => {
    await page.goto('/ru/information/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О нас');
    await page.getByRole('button', { name: 'Язык: Русский' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    expect(new URL(page.url()).pathname).toBe('/en/information/about');
  });
});

test.describe('pages of the shell', () => {
  test('information page', async ({ strictPage: page }) => {
    await page.goto('/en/information/responsiblegaming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');
    await expect(page).toHaveTitle('Responsible gaming — Betframe');
    await expect(
      page
        .getByRole('navigation', { name: 'Information pages' })
        .getByRole('link', { name: 'Responsible gaming' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });

  test('404 page for an unknown path and for redirect_404 URLs', async ({ strictPage: page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expectAccessible(page);
    await page.goto('/en/old-promo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect(new URL(page.url()).pathname).toBe('/en/404');
  });

  test('block page for a visitor from a blocked country', async ({ strictPage: page }) => {
    await page.goto('/en/?partner=1&country=US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Not available in your country',
    );
    await expect(
      page.getByText('We are sorry: this site cannot be used from United States.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get help with gambling' })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org/',
    );
    await expect(page.getByText('Operated under licence BF-000-2026.')).toBeVisible();
    await expectAccessible(page);
  });
});
