import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { slipShowing } from '@/app/testing/bet-slip';
import { PRICE } from '@/app/testing/price-button';
import { renderApp } from '@/app/testing/render-app';

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
  const champs = await screen.findAllByRole('group', { name: /^Football / }, { timeout: 15_000 });
  const games = champs.flatMap((champ) => within(champ).getAllByRole('listitem'));
  return games
    .slice(0, count)
    .map((game) => within(game).getAllByRole('button', { name: PRICE })[0]!);
}

const slip = () => screen.getByRole('region', { name: 'Bet slip' });
const slipKeys = () =>
  [...slip().querySelectorAll('[data-outcome]')].map((li) => li.getAttribute('data-outcome'));

describe('the coupon lobby', () => {
  it('publishes a bet ticked "Publish", lists it, and copies it into another visitor’s slip', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER, server });
    for (const price of await homeWins(2)) await app.user.click(price);
    await slipShowing('Selections: 2');
    const keys = slipKeys();
    await app.user.type(within(slip()).getByRole('textbox', { name: /^Stake\b/ }), '10');
    await app.user.click(
      within(slip()).getByRole('checkbox', { name: 'Publish to the coupon lobby' }),
    );
    await app.user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip()).findByText('Your bet is placed')).toBeVisible();
    app.unmount();
    await app.services.preferences.set('coupon', { couponEvents: [] });

    // Another browser, a guest's: the lobby in the sportsbook's frame, the bet slip beside it.
    app = await renderApp('/en/coupon-lobby', { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon lobby' })).toBeVisible();
    const card = await screen.findByRole('article', { name: /^Player \d{4}$/ });
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText('Accumulator')).toBeVisible();
    expect(within(card).getByText('Won 0 · Lost 0')).toBeVisible();
    expect(within(card).getByText('Copied 0 times')).toBeVisible();
    expect(within(card).getByText(/^Total odds/)).toBeVisible();
    expect(within(slip()).getByText('Selections: 0')).toBeInTheDocument();

    await app.user.click(within(card).getByRole('button', { name: 'Copy to slip' }));
    // The code in the address brings the full slip in, which loads the coupon.
    const loaded = /^Coupon [2-9A-Z]{8} loaded\. Selections: 2$/;
    expect(within(await slipShowing(loaded)).getByText(loaded)).toBeVisible();
    expect(slipKeys()).toEqual(keys);
    expect(within(slip()).getByRole('radio', { name: 'Accumulator' })).toBeChecked();
    expect(await within(card).findByText('Copied 1 time')).toBeVisible();
    // A guest cannot place (nor publish): the slip asks them to log in.
    expect(
      within(slip()).queryByRole('checkbox', { name: 'Publish to the coupon lobby' }),
    ).toBeNull();
  }, 60_000);

  it('shows an empty lobby, and no lobby (page nor link) where the variant has it off', async () => {
    app = await renderApp('/en/coupon-lobby');
    expect(await screen.findByText('No coupons have been published yet.')).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Coupon lobby' })).toHaveAttribute(
      'href',
      '/en/coupon-lobby',
    );
    await app.server.close();
    app.unmount();

    app = await renderApp('/en/coupon-lobby', { host: 'asia.localhost:8080' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Coupon lobby' }),
    ).toBeNull();
  });

  it('offers "Publish" to a player only where it can go: one bet, not several singles', async () => {
    app = await renderApp('/en/line/1', { signedInAs: DEMO_PLAYER });
    const [first, second] = await homeWins(2);
    await app.user.click(first!);
    const publish = () =>
      within(slip()).queryByRole('checkbox', { name: 'Publish to the coupon lobby' });
    expect(publish()).not.toBeNull();
    await app.user.click(second!);
    await app.user.click(within(slip()).getByRole('radio', { name: 'Single' }));
    expect(publish()).toBeNull();
  });
});
