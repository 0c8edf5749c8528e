import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { headerBalance } from '@/app/testing/header-balance';
import { PRICE, priceOf } from '@/app/testing/price-button';
import { renderApp } from '@/app/testing/render-app';
import { type AnalyticsEvent, EVENT_CODES } from '@/lib/analytics/event-codes';
import { attachTracker } from '@/lib/analytics/track';

import {
  backAdvances,
  playerByEmail,
  unrepaidAdvance,
} from '../../../server/bets/advance-testing.ts';
import { grantBonus } from '../../../server/bonuses/bonuses.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('coupon', { couponEvents: [] });
  await app?.server.close();
  app = undefined;
});

/** The first price (home to win) of each of the first `count` games of the football line. */
async function homeWins(count: number): Promise<HTMLElement[]> {
  const champs = await screen.findAllByRole('group', { name: /^Football / });
  const games = champs.flatMap((champ) => within(champ).getAllByRole('listitem'));
  return games
    .slice(0, count)
    .map((game) => within(game).getAllByRole('button', { name: PRICE })[0]!);
}

describe('the bet slip', () => {
  it('asks a guest to log in to place a bet', async () => {
    app = await renderApp('/en/line/1');
    const [home] = await homeWins(1);
    await app.user.click(home!);
    // The full slip loads with the first selection: the link is what the player waits for (its
    // chunk is transformed on first import here, 18 s once on a busy machine).
    const login = await screen.findByRole(
      'link',
      { name: 'Log in to place a bet' },
      { timeout: 25_000 },
    );
    expect(screen.getByRole('region', { name: 'Bet slip' })).toContainElement(login);
    expect(login).toHaveAttribute('href', '/en/login');
  }, 40_000);

  it('places an accumulator once, at the prices shown, and the balance drops by the stake', async () => {
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER });
    const events: AnalyticsEvent[] = [];
    const detach = attachTracker((event) => events.push(event));
    const before = await headerBalance();
    const prices = await homeWins(2);
    for (const price of prices) await app.user.click(price);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByText('Selections: 2')).toBeInTheDocument();
    expect(within(slip).getByRole('radio', { name: 'Accumulator' })).toBeChecked();

    await app.user.type(within(slip).getByRole('textbox', { name: /^Stake\b/ }), '10');
    // 10 × the two prices, rounded down to the cent.
    const thousandths = prices.map((p) => BigInt(Math.round(priceOf(p) * 1000)));
    const payout = (1000n * thousandths[0]! * thousandths[1]!) / 1_000_000n;
    const whole = (payout / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const expected = `${whole}.${String(payout % 100n).padStart(2, '0')}`;
    const row = within(slip).getByText('Potential payout').closest('div')!;
    expect(row).toHaveTextContent(expected);

    // Two clicks in a row: one bet.
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    await app.user.dblClick(place);
    expect(await within(slip).findByText('Your bet is placed')).toBeVisible();
    expect(within(slip).getByText(/^Bet number: \d+$/)).toBeVisible();
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before - 10, 2));
    // The successful-bet analytics event, once for the one bet.
    detach();
    const successes = events.filter((e) => e.code === EVENT_CODES.successfulBet);
    expect(successes.map((e) => e.params)).toEqual([
      { kind: 'express', bets: 1, selections: 2, currency: 'KZT' },
    ]);
    // The selection list is empty again; the prices are no longer pressed.
    for (const price of prices) expect(price).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(within(slip).getByRole('button', { name: 'OK' }));
    expect(within(slip).getByText('Selections: 0')).toBeInTheDocument();
  });

  it('says why a bet cannot be placed: no stake, two selections of one game in an accumulator', async () => {
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER });
    const champs = await screen.findAllByRole('group', { name: /^Football / });
    const game = within(champs[0]!).getAllByRole('listitem')[0]!;
    const [home, , , handicap] = within(game).getAllByRole('button', { name: PRICE });
    await app.user.click(home!);
    await app.user.click(handicap!);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    await app.user.click(within(slip).getByRole('radio', { name: 'Accumulator' }));
    const status = within(slip).getByRole('status', { name: 'Bet slip' });
    expect(status).toHaveTextContent('Enter a stake.');
    expect(status).toHaveTextContent('Selections of the same game cannot be combined.');
    // Two singles take the same selections: only the stake is missing then.
    await app.user.click(within(slip).getByRole('radio', { name: 'Single' }));
    expect(status).not.toHaveTextContent('Selections of the same game');
    await app.user.type(within(slip).getByRole('textbox', { name: /^Stake per bet/ }), '5');
    expect(within(slip).getByRole('button', { name: 'Place bets: 2' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await app.user.click(within(slip).getByRole('radio', { name: 'Accumulator' }));
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    expect(place).toHaveAttribute('aria-disabled', 'true');
  });

  it('stakes a free bet: the stake is all of it, the payout its winnings, and it is spent', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const [player] = await server.db.query<{ id: number }>(
      'SELECT id FROM players WHERE email = $1',
      [DEMO_PLAYER.email],
    );
    await server.db.transaction((tx) =>
      grantBonus(tx, {
        playerId: player!.id,
        type: 6,
        title: 'Free bet',
        source: 'promo',
        sourceCode: 'FREEBET-ROUTE',
        currencyId: 7,
        amount: 100_000n,
        wager: 1,
        days: 7,
        now: new Date(),
      }),
    );
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER, server });
    const before = await headerBalance();
    const [home] = await homeWins(1);
    await app.user.click(home!);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    const from = await within(slip).findByRole('combobox', { name: 'Stake from' });
    await app.user.selectOptions(from, within(from).getByRole('option', { name: /free bet/ }));
    const stake = within(slip).getByRole('textbox', { name: /^Stake\b/ });
    expect(stake).toHaveValue('1000.00');
    expect(stake).toHaveAttribute('readonly');
    // What 1,000.00 would pay at the price, less the stake: the free bet's winnings.
    const winnings = (100_000n * BigInt(Math.round(priceOf(home!) * 1000))) / 1000n - 100_000n;
    const row = within(slip).getByText('Potential payout').closest('div')!;
    expect(row).toHaveTextContent(
      `${(winnings / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(winnings % 100n).padStart(2, '0')}`,
    );
    await app.user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('Your bet is placed')).toBeVisible();
    // The main balance is untouched; the free bet, spent, is no longer offered.
    expect(await headerBalance()).toBeCloseTo(before, 2);
    await app.user.click(within(slip).getByRole('button', { name: 'OK' }));
    await app.user.click(home!);
    await waitFor(() =>
      expect(within(slip).queryByRole('combobox', { name: 'Stake from' })).toBeNull(),
    );
    expect(within(slip).getByRole('textbox', { name: /^Stake\b/ })).not.toHaveAttribute('readonly');
  });

  it('one-click: a click on a price places a single with the fixed stake at once, and says so', async () => {
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER });
    const before = await headerBalance();
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    await app.user.click(within(slip).getByRole('checkbox', { name: 'One-click bet' }));
    const stake = await within(slip).findByRole('textbox', { name: /^One-click stake/ });
    await app.user.clear(stake);
    await app.user.type(stake, '7.5');
    const [home, away] = await homeWins(2);
    await app.user.click(home!);
    expect(
      await within(slip).findByText(/^One-click bet placed: .*\. Bet number \d+\.$/),
    ).toBeVisible();
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before - 7.5, 2));
    // Placed, not kept: the list is empty and the price not pressed.
    expect(within(slip).getByText('Selections: 0')).toBeInTheDocument();
    expect(home).toHaveAttribute('aria-pressed', 'false');
    // More than the balance: refused, said, nothing taken.
    await app.user.clear(stake);
    await app.user.type(stake, '999999999');
    await app.user.click(away!);
    expect(await within(slip).findByText(/^One-click bet not placed: /)).toBeVisible();
    expect(await headerBalance()).toBeCloseTo(before - 7.5, 2);
    // Off: a click selects again.
    await app.user.click(within(slip).getByRole('checkbox', { name: 'One-click bet' }));
    await app.user.click(away!);
    expect(within(slip).getByText('Selections: 1')).toBeInTheDocument();
  }, 60_000);

  it('stakes on an advance: the amount available, a stake above it held back with the reason, placed, then owed', async () => {
    // Settled by hand only: no recording runs meanwhile.
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    const player = await playerByEmail(server.db, DEMO_PLAYER.email);
    // 1,000.00 of potential winnings on an open bet of the player's own: 500.00 lendable.
    await backAdvances(server.db, player, 100_000n);
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER, server });
    const before = await headerBalance();
    const [home] = await homeWins(1);
    await app.user.click(home!);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    const from = await within(slip).findByRole('combobox', { name: 'Stake from' });
    const advance = await within(from).findByRole('option', {
      name: 'Advance: 500.00 ₸ available',
    });
    await app.user.selectOptions(from, advance);
    const stake = within(slip).getByRole('textbox', { name: /^Stake\b/ });
    await app.user.type(stake, '600');
    const status = within(slip).getByRole('status', { name: 'Bet slip' });
    expect(status).toHaveTextContent('The stake is above the 500.00 ₸ available on advance.');
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    expect(place).toHaveAttribute('aria-disabled', 'true');
    await app.user.click(place);
    expect(within(slip).queryByText('Your bet is placed')).toBeNull();

    await app.user.clear(stake);
    await app.user.type(stake, '200');
    expect(status).not.toHaveTextContent('available on advance');
    await app.user.click(place);
    expect(await within(slip).findByText('Your bet is placed')).toBeVisible();
    // Lent, not taken from the balance; 200.00 owed, 300.00 left to lend.
    await app.user.click(within(slip).getByRole('button', { name: 'OK' }));
    await app.user.click(home!);
    const again = await within(slip).findByRole('combobox', { name: 'Stake from' });
    expect(
      await within(again).findByRole('option', { name: 'Advance: 300.00 ₸ available' }),
    ).toBeEnabled();
    expect(again).toHaveAccessibleDescription(
      'Owed on advance: 200.00 ₸. It is repaid first from your next payout.',
    );
    expect(await headerBalance()).toBeCloseTo(before, 2);
    const [advanced] = await server.db.query<{ amount: string }>(
      'SELECT amount::text FROM bet_advances WHERE player_id = $1',
      [player.playerId],
    );
    expect(advanced).toEqual({ amount: '200.00' });
  }, 60_000);

  it('an unrepaid advance leaves the choice disabled, saying what is owed', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    const player = await playerByEmail(server.db, DEMO_PLAYER.email);
    await unrepaidAdvance(server.db, player, 3_000n);
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER, server });
    const [home] = await homeWins(1);
    await app.user.click(home!);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    const from = await within(slip).findByRole('combobox', { name: 'Stake from' });
    const unrepaid = 'An advance of 30.00 ₸ is unrepaid: no further advance until it is paid back.';
    await waitFor(() => expect(from).toHaveAccessibleDescription(unrepaid));
    expect(within(slip).getByText(unrepaid)).toBeVisible();
    const advance = within(from).getByRole('option', { name: 'Advance: 0.00 ₸ available' });
    expect(advance).toBeDisabled();
    expect(within(from).getByRole('option', { name: 'Main account' })).toHaveProperty(
      'selected',
      true,
    );
  });
});
