import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8181);
test.use({ viewport: { width: 390, height: 844 } });

/** WCAG contrast of two computed CSS colours (`rgb(…)`/`rgba(…)`, opaque). */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r = 0, g = 0, bl = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const bodyBackground = (page: Page) => style(page.locator('body'), 'background-color');

test.describe('the design tokens and form details at phone size', () => {
  for (const { name, origin, lng, label } of [
    { name: 'base', origin: '', lng: 'en', label: 'Remember me on this device' },
    { name: 'Arabic', origin: `http://sahara.localhost:${port}`, lng: 'ar', label: undefined },
  ]) {
    test(`puts the Remember me checkbox beside its label (${name})`, async ({
      strictPage: page,
    }) => {
      await page.goto(`${origin}/${lng}/login`);
      const box = page.locator('.form-field--checkbox input[type="checkbox"]').first();
      const text = page.locator('.form-field--checkbox label').first();
      if (label) await expect(text).toHaveText(label);
      const [b, t] = [await box.boundingBox(), await text.boundingBox()];
      if (!b || !t) throw new Error('checkbox or label not laid out');
      // Same line: the box's middle within the label's first line.
      expect(b.y + b.height / 2).toBeGreaterThan(t.y);
      expect(b.y + b.height / 2).toBeLessThan(t.y + 2 * b.height);
      // At the inline start: left of the text, or right of it right to left.
      if (name === 'Arabic') expect(b.x).toBeGreaterThanOrEqual(t.x + t.width - 1);
      else expect(b.x + b.width).toBeLessThanOrEqual(t.x + 1);
    });
  }

  test('sets Britannia’s sign-up button apart from its header, and its disabled sign-in button stays legible in the dark theme', async ({
    strictPage: page,
  }) => {
    await page.goto(`http://britannia.localhost:${port}/en/login`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const header = page.locator('.site-header');
    const signUp = header.getByRole('link', { name: 'Sign up' });
    const [headerBg, buttonBg, buttonText] = await Promise.all([
      style(header, 'background-color'),
      style(signUp, 'background-color'),
      style(signUp, 'color'),
    ]);
    expect(contrast(buttonBg, headerBg)).toBeGreaterThanOrEqual(3);
    expect(contrast(buttonText, buttonBg)).toBeGreaterThanOrEqual(4.5);

    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    expect(await style(submit, 'opacity')).toBe('1');
    const pageBg = await bodyBackground(page);
    // Its caption reads, and its outline (the same colour) shows where it is.
    expect(contrast(await style(submit, 'color'), pageBg)).toBeGreaterThanOrEqual(4.5);
  });

  test('keeps eight registration tabs on one row that scrolls, the selected one in view', async ({
    strictPage: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/registration');
    const list = page.getByRole('tablist');
    const tabs = list.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    expect(await tabs.count()).toBeGreaterThanOrEqual(6);
    const tops = await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const listBox = await list.boundingBox();
    expect(listBox && listBox.x + listBox.width).toBeLessThanOrEqual(360);
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('End');
    const last = tabs.last();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeFocused();
    await expect
      .poll(async () => {
        const [l, b] = [await last.boundingBox(), await list.boundingBox()];
        return !!l && !!b && l.x >= b.x - 1 && l.x + l.width <= b.x + b.width + 1;
      })
      .toBe(true);
  });
});

test.describe('a page the platform renders, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('paints in the variant’s colours, and in the theme the player’s cookie names', async ({
    strictPage: page,
    context,
  }) => {
    await page.goto(`http://britannia.localhost:${port}/en/login`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Britannia's header_bg #012169, not the stylesheet's default #0d1b2a.
    expect(await style(page.locator('.site-header'), 'background-color')).toBe('rgb(1, 33, 105)');

    const base = `http://localhost:${port}`;
    await page.goto(`${base}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.addCookies([{ name: 'betframe_theme', value: 'dark', url: base }]);
    await page.goto(`${base}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(page)).toBe('rgb(18, 20, 23)');
  });
});
