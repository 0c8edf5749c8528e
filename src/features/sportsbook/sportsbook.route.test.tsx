import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { slipShowing } from '@/app/testing/bet-slip';
import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await Promise.all([
    app?.services.preferences.set('coupon', { couponEvents: [] }),
    app?.services.preferences.set('coefficientFormat', null),
    app?.services.preferences.set('compactView', false),
  ]);
  await app?.server.close();
  app = undefined;
});

/** A price button's name: "<outcome>, <price>". */
const PRICE_NAME = /, \d+\.\d{2}$/;

describe('the sportsbook', () => {
  it('lists the line by sport and championship, and a click on a price selects it everywhere and keeps it', async () => {
    app = await renderApp('/en/line/1');
    const menu = await screen.findByRole('navigation', { name: 'Sports' });
    expect(await within(menu).findByRole('link', { name: /^Football/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const champs = await screen.findAllByRole('group', { name: /^Football / });
    expect(champs.length).toBeGreaterThan(0);
    // The tab is titled by the stream, then by the game (its page's heading).
    expect(document.title).toBe('Sports — Betframe');
    const firstGame = within(champs[0]!).getAllByRole('listitem')[0]!;
    const prices = within(firstGame).getAllByRole('button', { name: PRICE_NAME });
    // 1, X, 2, a handicap pair and a total pair.
    expect(prices).toHaveLength(7);
    const [home, draw] = prices;
    expect(home).toHaveAccessibleName(/ to win, \d+\.\d{2}$/);
    expect(draw).toHaveAccessibleName(/^Draw, /);

    const empty = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(empty).getByText('Selections: 0')).toBeInTheDocument();
    await app.user.click(home!);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    const slip = await slipShowing('Selections: 1');
    // Another outcome of the same market takes its place: one outcome per market.
    await app.user.click(draw!);
    expect(home).toHaveAttribute('aria-pressed', 'false');
    expect(draw).toHaveAttribute('aria-pressed', 'true');
    expect(within(slip).getByText('Selections: 1')).toBeInTheDocument();
    expect(within(slip).getByText('Draw')).toBeInTheDocument();
    // A total of the same game is another market: both stay.
    await app.user.click(prices[5]!);
    expect(within(slip).getByText('Selections: 2')).toBeInTheDocument();

    // The game page shows the same outcome pressed, and the selection survives a new visit.
    await app.user.click(within(firstGame).getByRole('link', { name: /all markets/ }));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: / versus / },
      { timeout: 5000 },
    );
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByRole('button', { name: /^Draw, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('region').length).toBeGreaterThan(5);
    expect(heading).toHaveAccessibleName(/^\S.* versus \S/);
    const [side1, , side2] = [...heading.children].map((side) => side.textContent);
    expect(document.title).toBe(`${side1} – ${side2} — Betframe`);

    app.unmount();
    app = await renderApp('/en/line/1', { server: app.server });
    const again = await slipShowing('Selections: 2');
    await app.user.click(within(again).getByRole('button', { name: 'Remove all' }));
    expect(within(again).getByText('Selections: 0')).toBeInTheDocument();
  });

  it('writes every price in the player’s odds format', async () => {
    app = await renderApp('/en/line/1');
    const champ = (await screen.findAllByRole('group', { name: /^Football / }))[0]!;
    const decimal = within(champ).getAllByRole('button', { name: PRICE_NAME })[0]!;
    const price = Number(/, (\d+\.\d{2})$/.exec(decimal.getAttribute('aria-label') ?? '')?.[1]);
    await app.services.preferences.set('coefficientFormat', 2);
    const american =
      price >= 2 ? `+${Math.round((price - 1) * 100)}` : `-${Math.round(100 / (price - 1))}`;
    await waitFor(() => expect(decimal).toHaveAccessibleName(new RegExp(`, \\${american}$`)));
  });

  it('shows the compact view from the display settings: the result’s prices only, one line a game', async () => {
    app = await renderApp('/en/line/1');
    const champ = (await screen.findAllByRole('group', { name: /^Football / }))[0]!;
    const row = () => within(champ).getAllByRole('listitem')[0]!;
    // 1, X, 2, a handicap pair and a total pair.
    expect(within(row()).getAllByRole('button', { name: PRICE_NAME })).toHaveLength(7);
    await app.user.click(screen.getByRole('switch', { name: 'Compact view' }));
    await waitFor(() =>
      expect(within(row()).getAllByRole('button', { name: PRICE_NAME })).toHaveLength(3),
    );
    expect(row()).toHaveClass('game-row--compact');
    expect(within(champ).queryByText('Handicap')).not.toBeInTheDocument();
    expect(app.services.preferences.get('compactView')).toBe(true);
    await app.user.click(screen.getByRole('switch', { name: 'Compact view' }));
    await waitFor(() =>
      expect(within(row()).getAllByRole('button', { name: PRICE_NAME })).toHaveLength(7),
    );
  });

  it('finds a team by name', async () => {
    app = await renderApp('/en/line/1');
    const champ = (await screen.findAllByRole('group', { name: /^Football / }))[0]!;
    const link = within(champ).getAllByRole('link', { name: /all markets/ })[0]!;
    const team = link.querySelector('.game-row__team')?.textContent ?? '';
    const word = team.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    await app.user.type(
      screen.getByRole('searchbox', { name: 'Search teams and championships' }),
      word,
    );
    const results = await screen.findByRole('region', { name: `Results for “${word}”` });
    await waitFor(() => expect(within(results).getAllByRole('listitem').length).toBeGreaterThan(0));
  });

  it('answers a sportsbook address that names nothing with its own message', async () => {
    app = await renderApp('/en/line/football');
    expect(await screen.findByText('There is no such page in the sportsbook.')).toBeInTheDocument();
  });
});
