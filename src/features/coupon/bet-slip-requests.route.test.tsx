import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { withBaseLayer } from '@/app/testing/base-layer';
import { headerBalance } from '@/app/testing/header-balance';
import { PRICE, priceOf } from '@/app/testing/price-button';
import { renderApp } from '@/app/testing/render-app';
import { formatOdds } from '@/lib/odds/convert-odds';
import { OddsFormat } from '@/lib/odds/odds-formats';
import { parseOdds } from '@/lib/odds/parse-odds';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { deposit } from '../../../server/ledger/movements.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('coupon', { couponEvents: [] });
  await app?.services.preferences.set('coefficientFormat', null);
  await app?.server.close();
  app = undefined;
});

/** The first price (home to win) of the first game of the football line. */
async function homeWin(): Promise<HTMLElement> {
  const [champ] = await screen.findAllByRole('group', { name: /^Football / });
  const [game] = within(champ!).getAllByRole('listitem');
  return within(game!).getAllByRole('button', { name: PRICE })[0]!;
}

describe('the bet slip’s requests', () => {
  it('asks for an auto-bet at odds above the price now, and says it is waiting', async () => {
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER });
    const { user } = app;
    const before = await headerBalance();
    const home = await homeWin();
    await user.click(home);
    // The full slip may still be on its way (it loads once the player's session is known).
    const status = await screen.findByRole('status', { name: 'Bet slip' }, { timeout: 10_000 });
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(slip).toContainElement(status);
    await user.type(within(slip).getByRole('textbox', { name: /^Stake\b/ }), '2000000');
    expect(await within(status).findByText(/^The largest stake is /)).toBeVisible();
    // The sample variant takes no VIP bets: nothing else is offered.
    expect(within(slip).queryByRole('button', { name: 'Ask for a VIP bet' })).toBeNull();
    await user.clear(within(slip).getByRole('textbox', { name: /^Stake\b/ }));
    await user.type(within(slip).getByRole('textbox', { name: /^Stake\b/ }), '10');

    await user.click(within(slip).getByRole('checkbox', { name: 'Auto-bet at a price' }));
    const price = within(slip).getByRole('textbox', { name: 'Odds to wait for' });
    // As the slip writes it (a price of 21 reads "21.00").
    const now = formatOdds(priceOf(home), OddsFormat.decimal, { locale: 'en' });
    expect(price).toHaveAccessibleDescription(new RegExp(`above ${now}, the odds now`));
    expect(status).toHaveTextContent('Enter the odds to wait for.');
    await user.type(price, now);
    expect(status).toHaveTextContent(`Ask for odds above ${now}.`);
    const asked = (Math.round(priceOf(home) * 100) + 50) / 100;
    await user.clear(price);
    await user.type(price, asked.toFixed(2));
    const place = within(slip).getByRole('button', { name: 'Ask for the auto-bet' });
    expect(place).not.toHaveAttribute('aria-disabled');
    await user.click(place);
    expect(
      await within(slip).findByText(`Your auto-bet is waiting for odds of ${asked.toFixed(2)}`),
    ).toBeVisible();
    expect(within(slip).getByText(/^Request number: \d+\. The stake is held/)).toBeVisible();
    // The stake has left the account: held until the bet is placed or the request closes.
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before - 10, 2));
    expect(home).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(slip).getByRole('button', { name: 'OK' }));
    expect(within(slip).getByText('Selections: 0')).toBeInTheDocument();
  }, 60_000);

  it('takes the auto-bet’s odds in the player’s format: American', async () => {
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER });
    const { user } = app;
    const home = await homeWin();
    // Read in decimal (the price buttons' names), then the player switches to American odds.
    const now = priceOf(home);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Odds format' }),
      'American (+150)',
    );
    const american = (price: number) => formatOdds(price, OddsFormat.american, { locale: 'en' });
    await user.click(home);
    // The full slip may still be on its way (it loads once the player's session is known).
    const status = await screen.findByRole('status', { name: 'Bet slip' }, { timeout: 10_000 });
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(slip).toContainElement(status);
    await user.type(within(slip).getByRole('textbox', { name: /^Stake\b/ }), '10');
    await user.click(within(slip).getByRole('checkbox', { name: 'Auto-bet at a price' }));
    const price = within(slip).getByRole('textbox', { name: 'Odds to wait for' });
    expect(price).toHaveAccessibleDescription(
      `Odds above ${american(now)}, the odds now (American). The stake is held; the bet is placed when the odds reach yours.`,
    );
    // A decimal price is no American one: its point is not taken.
    await user.type(price, '1.5');
    expect(price).toHaveValue('15');
    await user.clear(price);
    await user.type(price, american(now));
    expect(status).toHaveTextContent(`Ask for odds above ${american(now)}.`);
    const asked = american(now + 0.5);
    await user.clear(price);
    await user.type(price, asked);
    await user.click(within(slip).getByRole('button', { name: 'Ask for the auto-bet' }));
    expect(
      await within(slip).findByText(`Your auto-bet is waiting for odds of ${asked}`),
    ).toBeVisible();
    // The platform holds the request at the decimal price the American odds say, and their format.
    const [request] = await app.server.db.query<{ price: string; view: number }>(
      'SELECT auto_price::text AS price, auto_price_view AS view FROM bet_requests ORDER BY id DESC LIMIT 1',
    );
    expect(request).toEqual({
      price: parseOdds(asked, OddsFormat.american)!.toFixed(3),
      view: OddsFormat.american,
    });
  }, 60_000);

  it('offers a VIP bet for a stake above the largest where the country allows them', async () => {
    const server = await withBaseLayer(
      (base) => ({
        ...base,
        bettingConfig: { ...base.bettingConfig, vip_bets: { default: true, by_country: {} } },
      }),
      (configDir) => buildTestServer({ distDir: '/nonexistent', configDir }),
    );
    const [demo] = await server.db.query<{ id: number }>(
      `SELECT a.id FROM accounts a JOIN players p ON p.id = a.player_id
       WHERE p.email = $1 AND a.kind = 'main' AND a.is_active`,
      [DEMO_PLAYER.email],
    );
    await server.db.transaction((tx) =>
      deposit(tx, { key: 'vip-route', account: demo!.id, amount: 300_000_000n, source: 'test' }),
    );
    app = await renderApp('/en/line/1', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    const before = await headerBalance();
    await user.click(await homeWin());
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    await user.type(within(slip).getByRole('textbox', { name: /^Stake\b/ }), '1500000');
    const vip = await within(slip).findByRole('button', { name: 'Ask for a VIP bet' });
    expect(
      within(slip).getByText(/you can ask the bookmaker to take it as a VIP bet/),
    ).toBeVisible();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(vip);
    expect(await within(slip).findByText('Your VIP bet is waiting for approval')).toBeVisible();
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before - 1_500_000, 2));
  }, 60_000);
});
