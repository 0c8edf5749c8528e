import { DEMO_PLAYER } from '../../server/db/seed.ts';
import { expect, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8181);
const sahara = `http://sahara.localhost:${port}`;

/**
 * What a player sees before any script runs: the platform's HTML already holds the page's main
 * content, in the variant's language and direction (scripts are off in this browser).
 */
test.describe('the first view, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('an Arabic sign-in page: right to left, its heading and its fields', async ({
    strictPage: page,
  }) => {
    await page.goto(`${sahara}/ar/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    await expect(page.locator('main input[type="password"]')).toHaveCount(1);
    await expect(page.locator('main').getByRole('textbox').first()).toBeVisible();
  });

  test('the home page and the registration page of the base variant', async ({
    strictPage: page,
  }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Betframe');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    // The footer with its questions and information links, asked by the first page's loader.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Help and information' })).toBeVisible();
    await expect(footer).toContainText('Frequently asked questions');
    // The registration form itself: its tabs, the welcome bonuses and the first tab's fields.
    await page.goto('/en/registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { selected: true })).toBeVisible();
    await expect(main.getByRole('radio', { name: /Sports bonus/ })).toBeVisible();
    await expect(main.getByLabel(/^E-mail/)).toBeVisible();
    await expect(main.getByLabel(/^Password/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(main.locator('.registration-skeleton')).toHaveCount(0);
  });

  test('the office of a signed-in player: the menu of its sections and the balance', async ({
    strictPage: page,
  }) => {
    // The session cookie from signing in over the API: this browser runs no script.
    const res = await page.request.post('/user/auth', {
      data: { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
      headers: { 'x-lang': 'en' },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/en/office');
    await expect(page).toHaveURL(/\/en\/office\/[a-z_]+$/);
    await expect(page.getByRole('navigation', { name: 'Personal office' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // The header's balance and each money section's figures come with the page: no skeleton.
    await expect(page.getByRole('button', { name: /^Balance .+, refresh$/ })).toBeVisible();
    const main = page.getByRole('main');
    const sections: [string, (m: typeof main) => ReturnType<typeof main.getByRole>][] = [
      ['recharge', (m) => m.getByRole('button', { name: 'Pay' })],
      ['deduce', (m) => m.getByRole('button', { name: 'Withdraw' })],
      ['historypay', (m) => m.getByRole('table')],
      ['bonuses_deposit', (m) => m.getByRole('heading', { name: 'Active bonuses' })],
      ['bonuses_wager', (m) => m.getByText(/^You have no bonuses to wager/)],
    ];
    for (const [path, shown] of sections) {
      await page.goto(`/en/office/${path}`);
      await expect(shown(main)).toBeVisible();
      await expect(main.locator('.loading-placeholder')).toHaveCount(0);
      // The pages' CSP refuses style attributes: the platform's markup has none to lose.
      await expect(page.locator('body [style]')).toHaveCount(0);
    }
  });
});

/**
 * The platform's page is painted before the app is asked for (src/ssr/boot.ts): only the small
 * boot module is requested with the page, the app's entry and chunks after the browser's first
 * contentful paint, and the page then becomes the app's.
 */
test('a rendered page asks for its app only after its first paint, then hydrates', async ({
  strictPage: page,
}) => {
  await page.goto('/en/login');
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(paint).toBeGreaterThan(0);
  const [boot, ...app] = scripts;
  expect(boot?.path).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
  expect(app.map((s) => s.path)).toContainEqual(expect.stringMatching(/^\/assets\/index-/));
  for (const script of app) expect(script.start, script.path).toBeGreaterThanOrEqual(paint!);
  // The app then took the page over (src/ssr/hydrate.ts marks it).
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
});
