import type { APIRequestContext } from '@playwright/test';

import { expect, expectAccessible, runnableScripts, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8181);
const betframe = `http://localhost:${port}`;
const britannia = `http://britannia.localhost:${port}`;
const COUNTER = 'britannia-visits';

/** How many hits the stand-in counter has reported (the server keeps them for its life). */
async function counterHits(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${betframe}/__dev/counter-hits?counter=${COUNTER}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length;
}

test.describe('SEO extras', () => {
  test('the served HTML head of a home page is still filled in', async ({ page }) => {
    const res = await page.request.get(`${betframe}/en/`, {
      headers: { accept: 'text/html', host: 'britannia.localhost' },
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en" dir="ltr"[ >]/);
    expect(html).toContain('<title>Sports betting and casino — Britannia Bet</title>');
    expect(html).toContain(
      '<link rel="canonical" href="http://britannia.localhost/en/" data-page-meta />',
    );
    expect(runnableScripts(html)).toHaveLength(1);
  });

  test('footer questions open from the keyboard and the information links lead to their pages', async ({
    strictPage: page,
  }) => {
    await page.goto(`${betframe}/en/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Betframe' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const faq = footer.getByRole('region', { name: 'Frequently asked questions' });
    const question = faq.getByText('How do I place a bet?');
    const answer = faq.getByText('add the odds to the coupon');
    await expect(question).toBeVisible();
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await expectAccessible(page);

    const links = footer
      .getByRole('navigation', { name: 'Help and information' })
      .getByRole('link');
    await expect(links).toHaveCount(10);
    await links.filter({ hasText: 'Payment methods' }).click();
    await expect(page).toHaveURL(`${betframe}/en/information/payment`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    await expect(faq.getByText('How can I contact support?')).toBeVisible();
  });

  test('the analytics counter loads only after marketing consent', async ({
    strictPage: page,
    context,
  }) => {
    const before = await counterHits(page.request);
    const counters = page.waitForResponse((r) =>
      r.url().includes('/seo-module-api/api/public/v1/analytics-counters'),
    );
    await page.goto(`${britannia}/en/`);
    expect(
      ((await (await counters).json()) as { data: { attributes: { counters: unknown[] } } }).data
        .attributes.counters,
    ).toHaveLength(1);
    await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.locator(`script[data-counter-id="${COUNTER}"]`)).toHaveCount(0);
    expect(await counterHits(page.request)).toBe(before);

    // No consent banner yet (another change builds it): the choice is made as its cookie.
    await context.addCookies([{ name: 'cookie_consent', value: '2', url: britannia }]);
    await page.reload();
    await expect(page.locator(`script[data-counter-id="${COUNTER}"]`)).toHaveCount(1);
    await expect.poll(() => counterHits(page.request)).toBe(before + 1);
  });

  const INFORMATION_PAGES = [
    ['about', 'About us'],
    ['contacts', 'Contacts'],
    ['rules', 'Rules'],
    ['responsiblegaming', 'Responsible gaming'],
    ['privacyPolicy', 'Privacy policy'],
    ['cookies', 'Cookie policy'],
    ['payment', 'Payment methods'],
    ['howbet', 'How to bet'],
    ['licenses', 'Licences'],
    ['amlkyc', 'AML and KYC'],
    ['rules/responsible', 'Responsible gaming'],
  ] as const;
  // Every information page of the Betframe sample, and the responsible-gambling rules path.
  for (const [path, title] of INFORMATION_PAGES) {
    test(`information page ${path} renders with its title, axe clean`, async ({
      strictPage: page,
    }) => {
      await page.goto(`${betframe}/en/information/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} — Betframe`);
      await expect(page.getByRole('navigation', { name: 'Help and information' })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
