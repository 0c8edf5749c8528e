import {
  advanceFeed,
  kickOffNextGame,
  pickHomeWins,
  PRICED,
  settledPayout,
} from './betting-helpers';
import { actOnceInteractive, expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo } from './office-helpers';

/** The journey's stake, 10.00 in minor units. */
const STAKE = 1_000n;

test.describe('the bet slip', () => {
  test('an accumulator of line and live games: a price move accepted, placed once under a double click and a lost answer, settled and paid once', async ({
    strictPage: page,
  }) => {
    // Four pages, a dozen feed calls and a settlement: more than the default 30 s.
    test.setTimeout(120_000);
    // Live for the whole journey: a game a minute into its play (one live already may be ending).
    const live = await kickOffNextGame(page.request, 1);
    await logInDemo(page);
    const before = await headerBalance(page);

    await page.goto('/en/line/1');
    const gameIds = await pickHomeWins(page, 2);
    await expectAccessible(page);
    await page.goto(`/en/live/${live.sportId}/${live.champId}`);
    await page
      .getByRole('group', { name: `Prices for ${live.team1.name} – ${live.team2.name}` })
      .getByRole('button', { name: PRICED })
      .first()
      .click();
    gameIds.push(live.id);
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('Selections: 3')).toBeVisible();
    await expect(slip.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
    await slip.getByRole('textbox', { name: /^Stake\b/ }).fill('10');
    const games = await slip.locator('.selection__game').allTextContents();

    // A price moves, shown old → new. 14 s is the longest beat of a live game's prices (6–14 s,
    // server/feed/sim/simulator.ts): one step takes the live game to prices drawn anew. Printed in
    // hundredths, the price stays the same about one step in ten: the step is taken again then.
    const moved = slip.getByText(/^Odds changed from \d+\.\d+ to \d+\.\d+$/);
    await expect(async () => {
      await advanceFeed(page.request, 14_000);
      await expect(moved.first()).toBeVisible({ timeout: 7_000 });
    }).toPass({ timeout: 60_000 });
    // The player's policy, "Ask me", takes no move by itself: the player accepts it.
    await expect(slip.getByRole('combobox', { name: 'When odds change' })).toHaveValue('none');
    await expect(
      slip.getByText('The odds changed: accept the changes to place the bet.'),
    ).toBeVisible();
    await expectAccessible(page);

    // The platform places the bet but its answer is lost on the way back, once. A refusal before
    // it is let through: the live price may move again between the slip's last look and the click
    // (the platform then names the new price, which the player accepts as before), or its market
    // may be suspended for a few seconds (the feed's clock moves past it).
    const attempts: string[] = [];
    const lost: { guid?: string; betId?: number } = {};
    await page.route(/\/LiveBet\/Secure\/MakeBetWeb$/, async (route) => {
      const { betGuid } = route.request().postDataJSON() as { betGuid: string };
      attempts.push(betGuid);
      const response = await route.fetch();
      if (lost.guid !== undefined || response.status() !== 200) return route.fulfill({ response });
      lost.guid = betGuid;
      lost.betId = ((await response.json()) as { data: { bet: { id: number } } }).data.bet.id;
      await route.abort('connectionreset');
    });
    const accept = slip.getByRole('button', { name: 'Accept changes' });
    const retry = slip.getByRole('button', { name: 'Try again' });
    const suspended = slip.getByText('A market is suspended: remove it or wait.');
    for (let tries = 0; !(await retry.isVisible()); tries += 1) {
      expect(tries, 'placements refused').toBeLessThan(6);
      if (await suspended.isVisible()) {
        // No suspension lasts 40 s (server/feed/sim/play.ts); the slip sees it over at its next look.
        await advanceFeed(page.request, 40_000);
        await expect(suspended).toBeHidden({ timeout: 10_000 });
      }
      if (await accept.isVisible()) await accept.click();
      await slip.getByRole('button', { name: 'Place bet' }).dblclick();
      await expect(slip.getByRole('button', { name: 'Placing your bet…' })).toBeHidden({
        timeout: 15_000,
      });
    }
    await expectAccessible(page);
    await retry.click();
    await expect(slip.getByText('Your bet is placed')).toBeVisible();
    // The bet the lost answer named, once: the double click sent one placement, the retry its guid.
    await expect(slip.getByText(/^Bet number: \d+$/)).toHaveText(`Bet number: ${lost.betId}`);
    expect(attempts.slice(attempts.indexOf(lost.guid!))).toEqual([lost.guid, lost.guid]);
    await expect.poll(() => headerBalance(page)).toBe(before - STAKE);
    await expectAccessible(page);

    await page.goto('/en/office/history');
    const bet = page.getByRole('article', { name: `Bet No. ${lost.betId}` });
    await expect(bet.getByText('Accumulator')).toBeVisible();
    await expect(bet.locator('.bet-card__status')).toHaveText('Open');
    const selections = bet.getByRole('list', { name: 'Selections' }).getByRole('listitem');
    await expect(selections).toHaveCount(3);
    for (const game of games) await expect(selections.filter({ hasText: game })).toHaveCount(1);
    await expect.poll(() => headerBalance(page)).toBe(before - STAKE);
    await expectAccessible(page);

    // The games finish: the bet settles, whatever its result, and its payout is credited once.
    const paid = await settledPayout(page, bet, gameIds);
    await expect.poll(() => headerBalance(page)).toBe(before - STAKE + paid);
    await expectAccessible(page);
    await advanceFeed(page.request, 60_000);
    await page.reload();
    await expect(bet.locator('.bet-card__status')).not.toHaveText('Open');
    expect(await headerBalance(page)).toBe(before - STAKE + paid);
  });
  test('a coupon shared by its link opens with the same selections in another browser', async ({
    strictPage: page,
    browser,
  }) => {
    await page.goto('/en/line/1');
    await pickHomeWins(page, 2);
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('Selections: 2')).toBeVisible();
    const keys = await slip
      .locator('[data-outcome]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome')));
    await slip.getByRole('button', { name: 'Share coupon' }).click();
    const link = slip.getByRole('textbox', { name: 'Link to the coupon' });
    await expect(link).toHaveValue(/\/en\/line\?coupon=[2-9A-HJKMNP-Z]{8}$/);
    const url = await link.inputValue();
    await expectAccessible(page);

    // Someone else, in a browser of their own: the link puts the same selections on their slip.
    const context = await browser.newContext();
    const visitor = actOnceInteractive(await context.newPage());
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(url);
    const theirs = visitor.getByRole('region', { name: 'Bet slip' });
    await expect(
      theirs.getByText(/^Coupon [2-9A-HJKMNP-Z]{8} loaded\. Selections: 2$/),
    ).toBeVisible();
    await expect(theirs.getByText('Selections: 2', { exact: true })).toBeVisible();
    expect(
      await theirs
        .locator('[data-outcome]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome'))),
    ).toEqual(keys);
    await expect(theirs.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
    expect(new URL(visitor.url()).search).toBe('');
    await expectAccessible(visitor);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a coupon published with its bet is in the lobby, and a guest copies it to their slip', async ({
    strictPage: page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await logInDemo(page);
    await page.goto('/en/line/1');
    await pickHomeWins(page, 2);
    const slip = page.getByRole('region', { name: 'Bet slip' });
    const keys = await slip
      .locator('[data-outcome]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome')));
    await slip.getByRole('textbox', { name: /^Stake\b/ }).fill('10');
    await slip.getByRole('checkbox', { name: 'Publish to the coupon lobby' }).check();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByText('Your bet is placed')).toBeVisible();

    // A guest, in a browser of their own: the lobby lists it (the newest first) to copy.
    const context = await browser.newContext();
    const visitor = actOnceInteractive(await context.newPage());
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto('/en/coupon-lobby');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Coupon lobby' })).toBeVisible();
    const card = visitor.getByRole('article').first();
    await expect(card.getByRole('heading', { name: /^Player \d{4}$/ })).toBeVisible();
    await expectAccessible(visitor);
    await card.getByRole('button', { name: 'Copy to slip' }).click();
    const theirs = visitor.getByRole('region', { name: 'Bet slip' });
    await expect(
      theirs.getByText(/^Coupon [2-9A-HJKMNP-Z]{8} loaded\. Selections: 2$/),
    ).toBeVisible();
    expect(
      await theirs
        .locator('[data-outcome]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome'))),
    ).toEqual(keys);
    await expect(card.getByText(/^Copied \d+ times?$/)).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
