import type { Locator } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { storedPreference } from './preferences-helpers';
import { registerOneClick } from './registration-helpers';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The sample variant with three promo modals and auto log-off after a minute (partner 6). */
const PROMO = `http://promo.localhost:${port}`;

/** Whether a pointer at the middle of the element would hit it (nothing lies on top of it). */
const inReach = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });

test.describe('the modal queue', () => {
  test('the promo variant’s three promo modals open one at a time, in order, each close opening the next, once per browser', async ({
    strictPage: page,
  }) => {
    await page.goto(`${PROMO}/en/`);
    const welcome = page.getByRole('dialog', { name: 'Welcome bonus' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('a 100% bonus on your first deposit');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // The browser moves focus into the modal; the page behind is inert.
    await expect(welcome.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectAccessible(page);
    await welcome.getByRole('button', { name: 'Got it' }).click();

    const boost = page.getByRole('dialog', { name: 'Accumulator boost' });
    await expect(boost).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');

    const cashback = page.getByRole('dialog', { name: 'Casino cashback' });
    await expect(cashback).toBeVisible();
    await cashback.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Promo Arena');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Promo Arena');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await storedPreference(page, 'popupsShown')).toEqual([
      'promo.welcome_bonus',
      'promo.express_boost',
      'promo.casino_cashback',
    ]);
  });

  test('the auto log-off warning opens over an open promo modal, and the promo is back on top when the player stays', async ({
    strictPage: page,
  }) => {
    // Players belong to a partner: a new one of the promo variant, signed in by registering.
    await registerOneClick(page, PROMO);

    // The registration's page marked the shared last activity already: the home page's watch
    // is running once it has marked it anew.
    const marked = () => page.evaluate(() => localStorage.getItem('betframe.lastActivity'));
    const before = await marked();
    // Time is the test's from the home page on (the registration's own timers run free before).
    await page.clock.install();
    await page.goto(`${PROMO}/en/`);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // The first promo this browser has not seen: the home page the registration ended on may
    // already have shown the welcome bonus (each promo is shown once per browser).
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const name = await page
      .getByRole('dialog')
      .evaluate((dialog) =>
        document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent?.trim(),
      );
    expect(['Welcome bonus', 'Accumulator boost', 'Casino cashback']).toContain(name);
    const welcome = page.getByRole('dialog', { name });
    // The watch starts once its code has loaded: it marks the tabs' shared last activity then.
    await expect.poll(marked).not.toBe(before);

    // Promo logs an idle player off after a minute and warns 20 s before (globalConfig).
    await page.clock.fastForward(41_000);
    const warning = page.getByRole('dialog', { name: 'Still there?' });
    await expect(warning).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(2);
    // The warning is on top: what is under its centre is the warning, and the promo's button is out of reach.
    expect(await inReach(warning)).toBe(true);
    expect(await inReach(welcome.getByRole('button', { name: 'Got it' }))).toBe(false);
    await expect(warning.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectAccessible(page);

    await warning.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(warning).toHaveCount(0);
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Got it' }).click();
    // Closed for good; the next promo (if any is left) takes its place, alone.
    await expect(welcome).toHaveCount(0);
    expect(await page.getByRole('dialog').count()).toBeLessThanOrEqual(1);
  });
});
