import { advanceFeed, advancePast, pickHomeWins, PRICED, settledPayout } from './betting-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { headerBalance, logInDemo } from './office-helpers';

test.describe('the bets history', () => {
  test('a single placed through the bet slip is listed, cashed out after a confirmation, and the balance goes up', async ({
    strictPage: page,
  }) => {
    await logInDemo(page);
    await page.goto('/en/line/1');
    await pickHomeWins(page, 1);
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('Selections: 1')).toBeVisible();
    await slip.getByRole('textbox', { name: /^Stake\b/ }).fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const number = slip.getByText(/^Bet number: \d+$/);
    await expect(number).toBeVisible();
    const betId = /\d+/.exec((await number.textContent()) ?? '')![0];

    await page.goto('/en/office/history');
    const bet = page.getByRole('article', { name: `Bet No. ${betId}` });
    await expect(bet.getByText('Single')).toBeVisible();
    await expect(bet.getByText('Open')).toBeVisible();
    const offer = bet.getByRole('button', { name: /^Cash out / });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    const before = await headerBalance(page);

    await offer.click();
    const ask = bet.getByRole('group');
    await expect(ask).toBeVisible();
    await expectAccessible(page);
    // A live price may move between the question and the sale: the new value is asked again.
    const done = page.getByRole('status').getByText(/^Bet No\. \d+ cashed out for [\d,.]+ ₸\.$/);
    for (let asked = 0; asked < 5 && !(await done.isVisible()); asked += 1) {
      await bet.getByRole('button', { name: 'Cash out', exact: true }).click();
      await expect(done.or(bet.getByText(/has changed to/))).toBeVisible();
    }
    await expect(done).toBeVisible();
    const amount = /for ([\d,.]+) ₸/.exec((await done.textContent()) ?? '')![1]!;
    const minor = BigInt(amount.replace(/[,.]/g, ''));
    await expect(bet.getByText(`Cashed out for ${amount} ₸`)).toBeVisible();
    await expect(bet.getByText('Cashed out', { exact: true })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before + minor);
    await expectAccessible(page);
  });

  test('a system 2 of 3 shows its lines; once its games are over it is settled in the history and paid once', async ({
    strictPage: page,
    request,
  }) => {
    await logInDemo(page);
    await page.goto('/en/line/1');
    // The home win of the first game of three championships: three games.
    const gameIds = await pickHomeWins(page, 3);
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('Selections: 3')).toBeVisible();
    await slip.getByRole('radio', { name: 'System' }).check();
    await slip.getByRole('textbox', { name: /^Stake\b/ }).fill('30');
    await expect(slip.getByText(/^Lines: 3 · 10\.00 ₸ a line$/)).toBeVisible();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const number = slip.getByText(/^Bet number: \d+$/);
    await expect(number).toBeVisible();
    const betId = /\d+/.exec((await number.textContent()) ?? '')![0];

    await page.goto('/en/office/history');
    const bet = page.getByRole('article', { name: `Bet No. ${betId}` });
    await expect(bet.getByText('System 2 of 3')).toBeVisible();
    const before = await headerBalance(page);
    // The feed's clock moves past the last of the three games: they finish, the bet settles.
    const paid = await settledPayout(page, bet, gameIds);
    await expect.poll(() => headerBalance(page)).toBe(before + paid);
    await expectAccessible(page);
    // Paid once: the clock moves on, the balance stays.
    await advanceFeed(request, 60_000);
    await page.reload();
    await expect(bet.locator('.bet-card__status')).not.toHaveText('Open');
    expect(await headerBalance(page)).toBe(before + paid);
  });

  test('a bet the manager proposes is approved in the office, placed once, and listed as proposed by the manager', async ({
    strictPage: page,
    request,
  }) => {
    // The manager (the platform's back office, played by the development route) proposes the
    // home win of a line game that starts in an hour or more.
    const line = await request.get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=50');
    const games = (
      (await line.json()) as {
        data: {
          games: { id: number; start: number; outcomes: { g: number; t: number; b?: boolean }[] }[];
        };
      }
    ).data.games;
    const clock = (await (await request.get('/__dev/feed/clock')).json()) as {
      data: { now: string };
    };
    const soonest = Date.parse(clock.data.now) / 1000 + 3600;
    const game = games.find(
      (g) => g.start > soonest && g.outcomes.some((o) => o.g === 1 && o.t === 1 && !o.b),
    )!;
    const proposed = await request.post('/__dev/manager-bets', {
      data: {
        email: 'demo@betframe.test',
        selections: [{ gameId: game.id, g: 1, t: 1 }],
        stake: 10,
        note: 'My pick for you',
      },
    });
    expect(proposed.ok()).toBe(true);
    const { id } = ((await proposed.json()) as { data: { bet: { id: number } } }).data.bet;

    await logInDemo(page);
    await page.goto('/en/office/manager_bets');
    const card = page.getByRole('article', { name: `Proposal No. ${id}` });
    await expect(card.getByText('My pick for you')).toBeVisible();
    await expectAccessible(page);
    const before = await headerBalance(page);
    await card.getByRole('button', { name: 'Approve and place' }).click();
    await expect(card.getByText('Placed', { exact: true })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before - 1000n);
    await expectAccessible(page);
    await card.getByRole('link', { name: /^Bet No\. \d+ in your bet history$/ }).click();
    await expect(page.getByText('Proposed by your manager').first()).toBeVisible();
    // Its bet settles here, not in a later journey that counts the demo player's balance.
    await advancePast(request, [game.id]);
  });

  test('PowerBet: once the price of a single’s selection rises, the bet is topped up at it', async ({
    strictPage: page,
    request,
  }) => {
    await logInDemo(page);
    await page.goto('/en/line/1');
    // The home win of the first championship's last game: one that starts hours ahead, whose line
    // prices move a few times before it does.
    const row = page
      .getByRole('group', { name: /^Football / })
      .first()
      .getByRole('listitem')
      .last();
    const href = await row.getByRole('link', { name: /all markets/ }).getAttribute('href');
    const gameId = Number(/(\d+)$/.exec(href ?? '')?.[1]);
    await row.getByRole('button', { name: PRICED }).first().click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: /^Stake\b/ }).fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const number = slip.getByText(/^Bet number: \d+$/);
    await expect(number).toBeVisible();
    const betId = /\d+/.exec((await number.textContent()) ?? '')![0];

    // The line's prices move every ten minutes: the clock moves until this one has risen.
    const homeWin = async () => {
      const res = await request.get(`/service-api/LineFeed/GetGameZip?id=${gameId}`);
      const game = (await res.json()) as {
        data: { outcomes: { g: number; t: number; c: number }[] };
      };
      return game.data.outcomes.find((o) => o.g === 1 && o.t === 1)?.c ?? 0;
    };
    const placedAt = await homeWin();
    for (let moved = 0; moved < 12 && (await homeWin()) <= placedAt; moved += 1)
      await advanceFeed(request, 10 * 60_000);
    await page.goto('/en/office/history');
    const bet = page.getByRole('article', { name: `Bet No. ${betId}` });
    const offer = bet.getByRole('link', { name: /^PowerBet: top up bet No\. \d+ at / });
    await expect(offer).toBeVisible();
    const before = await headerBalance(page);
    await offer.click();
    const form = page.getByRole('form', { name: `Bet No. ${betId}` });
    await expect(form).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('textbox', { name: 'Top-up stake' }).fill('5');
    await form.getByRole('button', { name: 'Power up' }).click();
    await expect(page.getByRole('status').getByText(`Bet No. ${betId} is powered`)).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before - 500n);
    await expectAccessible(page);
    // Both bets settle here, not in a later journey that counts the demo player's balance.
    await advancePast(request, [gameId]);
  });
});
