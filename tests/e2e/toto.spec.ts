import type { Page } from '@playwright/test';

import { parseMinor } from '../../src/lib/money/minor.ts';
import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo } from './office-helpers';

/**
 * Moves the feed's clock six hours past the latest kick-off of the signed-in player's open bets
 * (getbetshistory, status 3): their games finish and they settle, paid before what follows.
 */
async function settleOpenBets(page: Page) {
  const token = (
    (await (await page.request.get('/web-api/user/gettoken')).json()) as {
      data: { data: { token: string } };
    }
  ).data.data.token;
  const open = (await (
    await page.request.get('/web-api/officeapi/getbetshistory?status=3&count=100', {
      headers: { 'x-auth': `Bearer ${token}` },
    })
  ).json()) as { data: { bets: { selections: { start: number }[] }[] } };
  const starts = open.data.bets.flatMap((bet) => bet.selections.map((s) => s.start * 1000));
  if (starts.length === 0) return;
  const clock = (await (await page.request.get('/__dev/feed/clock')).json()) as {
    data: { now: string };
  };
  const advanceMs = Math.max(0, Math.max(...starts) - Date.parse(clock.data.now)) + 6 * 3_600_000;
  expect((await page.request.put('/__dev/feed/clock', { data: { advanceMs } })).ok()).toBe(true);
}

/** The longest a simulated game plays (server/feed/sim/simulator.ts LONGEST_PLAY_SECONDS), and a minute. */
const PAST_THE_END_MS = (8 * 3600 + 60) * 1000;

test.describe('the toto', () => {
  test('a fifteen coupon placed by the demo player settles with its right picks and prize once the games are over', async ({
    strictPage: page,
  }) => {
    await logInDemo(page);
    // The demo player's bets of earlier journeys settle first: the toto's settlement moves the
    // clock past their games too, and their payouts would land on the balance with the prize.
    await settleOpenBets(page);
    await page.reload();
    const before = await headerBalance(page);

    await page.goto('/en/toto/fifteen/open');
    const draws = page.getByRole('table', { name: 'Draws' });
    await expect(draws).toBeVisible();
    await expectAccessible(page);
    await draws
      .getByRole('link', { name: /^Draw \d+$/ })
      .first()
      .click();

    const events = page.getByRole('table', { name: 'Events' });
    await expect(events).toBeVisible();
    for (let n = 1; n <= 15; n++)
      await events.getByRole('button', { name: `1 in event ${n}`, exact: true }).click();
    await events.getByRole('button', { name: 'X in event 1', exact: true }).click();
    const coupon = page.getByRole('form', { name: 'Coupon' });
    await expect(coupon).toContainText('Combinations: 2');
    await coupon.getByRole('textbox', { name: 'Stake a combination' }).fill('5');
    await expectAccessible(page);
    await coupon.getByRole('button', { name: 'Place coupon' }).dblclick();
    const placed = coupon.getByText(/^Coupon \d+-\d{6} placed\.$/);
    await expect(placed).toBeVisible();
    const number = /Coupon (\S+) placed/.exec((await placed.textContent()) ?? '')![1]!;
    await expect(page.getByRole('article', { name: `Coupon ${number}` })).toContainText('In play');
    await expect.poll(() => headerBalance(page)).toBe(before - 1_000n);

    // The development clock past the draw's last game: the platform records and settles it.
    const drawId = number.split('-')[0]!;
    const rundown = (await (await page.request.get(`/web-api/toto/draws/${drawId}`)).json()) as {
      data: { events: { start: number }[] };
    };
    const clock = (await (await page.request.get('/__dev/feed/clock')).json()) as {
      data: { now: string };
    };
    const last = Math.max(...rundown.data.events.map((e) => e.start * 1000));
    const advanceMs = Math.max(0, last - Date.parse(clock.data.now)) + PAST_THE_END_MS;
    expect((await page.request.put('/__dev/feed/clock', { data: { advanceMs } })).ok()).toBe(true);

    await page.reload();
    await expect(page.getByText('Settled', { exact: true })).toBeVisible();
    const mine = page.getByRole('article', { name: `Coupon ${number}` });
    await expect(mine).toContainText(/Won|Lost/);
    await expect(mine).toContainText(/Right picks\s*\d+ of 15/);
    // The picks marked right are as many as the coupon says; the prize reached the balance.
    const right = Number(/Right picks\s*(\d+) of 15/.exec((await mine.textContent()) ?? '')![1]);
    await expect(mine.locator('.toto__coupon-pick--right')).toHaveCount(right);
    const prizeText =
      (await mine.locator('dt', { hasText: 'Prize' }).locator('+ dd').textContent()) ?? '';
    const prize = parseMinor(/[\d,]+\.\d{2}/.exec(prizeText)![0].replace(/,/g, ''))!;
    await expect.poll(() => headerBalance(page)).toBe(before - 1_000n + prize);
    await expectAccessible(page);
  });
});
