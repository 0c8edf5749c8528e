import { parseMinor } from '../../src/lib/money/minor.ts';
import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo } from './office-helpers';

/** The longest a simulated game plays (server/feed/sim/simulator.ts LONGEST_PLAY_SECONDS), and a minute. */
const PAST_THE_END_MS = (8 * 3600 + 60) * 1000;

test.describe('the toto', () => {
  test('a fifteen coupon placed by the demo player settles with its right picks and prize once the games are over', async ({
    strictPage: page,
  }) => {
    await logInDemo(page);
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
