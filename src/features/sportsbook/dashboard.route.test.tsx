import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await Promise.all([
    app?.services.preferences.set('coupon', { couponEvents: [] }),
    app?.services.preferences.set('pinnedGames', []),
  ]);
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

/** A price button's name: "<outcome>, <price>". */
const PRICE_NAME = /, \d+\.\d{2}$/;
const priceOf = (button: HTMLElement) =>
  Number(/, (\d+\.\d{2})$/.exec(button.getAttribute('aria-label') ?? '')?.[1]);

/** The product of prices rounded down to hundredths, in whole hundredths (no binary rounding). */
function product(prices: readonly number[]): number {
  const hundredths = prices.reduce((p, c) => p * BigInt(Math.round(c * 100)), 1n);
  return Number(hundredths / 100n ** BigInt(prices.length - 1)) / 100;
}

/** The bet slip's count as the bottom bar says it (a badge read as "Selections: n"). */
const slipCount = () =>
  within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', {
    name: /^Bet slip/,
  });

describe('the home page’s sportsbook dashboard', () => {
  it('shows the slider, the top games with their prices and the top championships linking to their pages', async () => {
    app = await renderApp('/en/');
    const top = await screen.findByRole('region', { name: 'Top games' });
    const rows = await within(top).findAllByRole('listitem');
    // Up to the variant's dashboard_games_limit (20).
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(within(rows[0]!).getAllByRole('button', { name: PRICE_NAME }).length).toBeGreaterThan(1);

    const slider = screen.getByRole('region', { name: 'Featured games' });
    const cards = await within(slider).findAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    // A live game all but decided has no result market left: some card has its prices.
    const priced = cards.filter(
      (card) => within(card).queryAllByRole('button', { name: PRICE_NAME }).length > 1,
    );
    expect(priced.length).toBeGreaterThan(0);
    expect(within(slider).getByRole('button', { name: 'Next games' })).toBeInTheDocument();

    // The sections in their order, each named by its heading.
    const titles = [...document.querySelectorAll('.dashboard__title')].map((h) => h.textContent);
    expect(titles.slice(0, 4)).toEqual([
      'Featured games',
      'Top games',
      'Express of the day',
      'Top championships',
    ]);

    const champs = screen.getByRole('region', { name: 'Top championships' });
    const links = await within(champs).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/en\/line\/\d+\/\d+$/);
      expect(link).toHaveAccessibleName(/\S, games: \d+$/);
    }
    const href = links[0]!.getAttribute('href')!;
    const name = links[0]!.querySelector('.top-champs__name')?.textContent ?? '';
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await app.user.click(links[0]!);
    await waitFor(() => expect(app?.router.state.location.pathname).toBe(href));
    expect(
      await screen.findByRole('group', { name: new RegExp(`${escaped}$`) }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('prices the express of the day at the product of its prices, and adds it all to the bet slip', async () => {
    app = await renderApp('/en/');
    const express = await screen.findByRole('region', { name: 'Express of the day' });
    const prices = await within(express).findAllByRole('button', { name: PRICE_NAME });
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(prices.length).toBeLessThanOrEqual(5);
    const total = within(express).getByText('Total odds:');
    expect(Number(total.querySelector('strong')?.textContent)).toBe(product(prices.map(priceOf)));

    // One is in already: "Add all" keeps it (a toggle would take it out) and adds the others.
    expect(slipCount()).not.toHaveAccessibleName(/Selections/);
    await app.user.click(prices[1]!);
    expect(slipCount()).toHaveAccessibleName(/Selections: 1$/);
    await app.user.click(within(express).getByRole('button', { name: 'Add all to the bet slip' }));
    for (const price of prices) expect(price).toHaveAttribute('aria-pressed', 'true');
    expect(slipCount()).toHaveAccessibleName(new RegExp(`Selections: ${prices.length}$`));
    const done = within(express).getByRole('button', { name: 'All in the bet slip' });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    await app.user.click(done);
    expect(slipCount()).toHaveAccessibleName(new RegExp(`Selections: ${prices.length}$`));
  });

  it('pins a game from the slider to the dashboard and takes it off again', async () => {
    app = await renderApp('/en/');
    const slider = await screen.findByRole('region', { name: 'Featured games' });
    expect(screen.queryByRole('region', { name: 'Pinned games' })).toBeNull();
    const pin = (
      await within(slider).findAllByRole('button', { name: /^Pin to the dashboard: / })
    )[0]!;
    const game = pin.getAttribute('aria-label')!.replace('Pin to the dashboard: ', '');
    await app.user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    const pinned = await screen.findByRole('region', { name: 'Pinned games' });
    const unpin = await within(pinned).findByRole('button', {
      name: `Pin to the dashboard: ${game}`,
    });
    expect(within(pinned).getAllByRole('listitem')).toHaveLength(1);
    await app.user.click(unpin);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pinned games' })).toBeNull());
    expect(pin).toHaveAttribute('aria-pressed', 'false');
  });

  it('comes in the platform’s page, which the browser takes over as it is', async () => {
    app = await renderApp('/en/', { serverRendered: true });
    const page = new DOMParser().parseFromString(app.served?.html ?? '', 'text/html');
    const section = (id: string) => page.querySelector(`section[aria-labelledby="${id}-title"]`);
    // The shared sections are there with their content, not placeholders.
    for (const id of ['slider', 'top-games', 'express', 'top-champs'])
      expect(section(`dashboard-${id}`)?.hasAttribute('aria-busy')).toBe(false);
    // (A parsed page has no window to compute accessible names in: its attributes are read.)
    const prices = [...(section('dashboard-top-games')?.querySelectorAll('button.odds') ?? [])];
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price.getAttribute('aria-label')).toMatch(PRICE_NAME);
    expect(await screen.findByRole('region', { name: 'Recommended for you' })).toBeInTheDocument();
    expect(app.mismatches).toEqual([]);
  });
});
