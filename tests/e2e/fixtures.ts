import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

import { HYDRATION_REPORT } from '../../src/ssr/hydration-report.ts';

/**
 * A page that fails the test on any script error, Content-Security-Policy violation, or page that
 * did not match the platform's render of it (src/ssr/hydrate.ts reports those).
 */
export const test = base.extend<{ strictPage: Page }>({
  strictPage: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) actOnceInteractive(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text()))
        problems.push(`CSP: ${message.text()}`);
      if (message.text().includes(HYDRATION_REPORT))
        problems.push(`${message.text().slice(0, 120)}… on ${page.url()}`);
    });
    await use(page);
    expect(problems).toEqual([]);
  },
});

/**
 * `goto` and `reload` return once an app page is its script's (`<html data-interactive>`,
 * src/ssr/hydrate.ts): a rendered page shows its forms before that (its app is asked for only
 * after the first paint, src/ssr/boot.ts), and a click or a blur before it is lost — as a
 * player's would be, which is no journey to test. `strictPage` does this; a test's second browser
 * (its own context) calls it.
 */
export function actOnceInteractive(page: Page): Page {
  const interactive = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    if (await page.locator('#root').count())
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => interactive(goto(url, options));
  page.reload = (options) => interactive(reload(options));
  return page;
}

/**
 * axe scan of the whole page: no violations at all. It waits for the page to have rendered (a main
 * landmark and a level-one heading, which the scan requires anyway): right after `goto` the route's
 * code may still be loading, and a scan of the empty root would test the loader, not the page.
 * `within` (a CSS selector) scans only that part, for a page scanned whole by its own spec: the
 * football line takes axe ten times as long as a small page.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  await page.locator('main').first().waitFor();
  await page.locator('h1').first().waitFor();
  const axe = new AxeBuilder({ page });
  const results = await (within === undefined ? axe : axe.include(within)).analyze();
  const violations = results.violations.map(
    (v) => `${v.impact ?? ''} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

export { expect };

/** The `<script>` elements of served HTML that run: data blocks (the inlined answers) never do. */
export const runnableScripts = (html: string): string[] =>
  html.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? [];
