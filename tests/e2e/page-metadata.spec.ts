import type { APIRequestContext, Page } from '@playwright/test';

import { expect, runnableScripts, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8181);
const sahara = `http://sahara.localhost:${port}`;
const bola = `http://bola.localhost:${port}`;

/** The served HTML of a page, as a browser's first request gets it (Node does not resolve *.localhost: the Host header names the variant). */
async function servedHead(request: APIRequestContext, url: string) {
  const { host, pathname } = new URL(url);
  const res = await request.get(`http://localhost:${port}${pathname}`, {
    headers: { accept: 'text/html', host },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  return res.text();
}

/** The alternates in <head>, as `hreflang href` pairs. */
const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    );

test.describe('page metadata', () => {
  test('the served HTML of an Arabic login page carries its head', async ({ page }) => {
    const html = await servedHead(page.request, `${sahara}/ar/login`);
    expect(html).toMatch(/<html lang="ar" dir="rtl"[ >]/);
    expect(html).toContain('<title>تسجيل الدخول — Sahara Play</title>');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" data-page-meta />');
    expect(html).toContain(`<link rel="canonical" href="${sahara}/ar/login" data-page-meta />`);
    for (const [hreflang, lng] of [
      ['ar', 'ar'],
      ['en', 'en'],
      ['x-default', 'ar'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${sahara}/${lng}/login" data-page-meta />`,
      );
    }
    expect(runnableScripts(html)).toHaveLength(1);
  });

  test('the served HTML of a Brazilian information page: every language, canonical, robots, title', async ({
    page,
  }) => {
    const html = await servedHead(page.request, `${bola}/pt/information/about`);
    expect(html).toMatch(/<html lang="pt" dir="ltr"[ >]/);
    expect(html).toMatch(/<title>[^<]+ — Bola Brasil<\/title>/);
    expect(html).toContain('<meta name="robots" content="index,follow" data-page-meta />');
    expect(html).toContain(
      `<link rel="canonical" href="${bola}/pt/information/about" data-page-meta />`,
    );
    for (const [hreflang, lng] of [
      ['pt-BR', 'pt'],
      ['en', 'en'],
      ['x-default', 'pt'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${bola}/${lng}/information/about" data-page-meta />`,
      );
    }
  });

  test('client-side navigation and a language switch replace the head', async ({
    strictPage: page,
  }) => {
    await page.goto(`${bola}/pt/information/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /:/ }).click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${bola}/en/information/about`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${bola}/en/information/about`,
    );
    await expect(page).toHaveTitle('About us — Bola Brasil');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await alternates(page)).toEqual([
      `pt-BR ${bola}/pt/information/about`,
      `en ${bola}/en/information/about`,
      `x-default ${bola}/pt/information/about`,
    ]);

    await page
      .getByRole('navigation', { name: 'Information pages' })
      .getByRole('link', { name: 'Contacts' })
      .click();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${bola}/en/information/contacts`,
    );
    await expect(page).toHaveTitle('Contacts — Bola Brasil');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      'content',
      'index,follow',
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
    expect(await alternates(page)).toHaveLength(3);
  });
});
