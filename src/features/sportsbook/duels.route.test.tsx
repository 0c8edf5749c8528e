import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { slipShowing } from '@/app/testing/bet-slip';
import { renderApp } from '@/app/testing/render-app';

import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('coupon', { couponEvents: [] });
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

/** A price button's name: "<outcome>, <price>". */
const PRICE_NAME = /, \d+\.\d{2}$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first upcoming game's buttons putting its players on a side. */
const pickButtons = (side: 1 | 2) =>
  within(screen.getAllByRole('region', { name: / – / })[0]!).getAllByRole('button', {
    name: new RegExp(` on side ${side}$`),
  });

describe('the duel builder', () => {
  it('puts players on two sides, builds their duel and adds its price to the bet slip', async () => {
    app = await renderApp('/en/duels');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Duels' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const build = screen.getByRole('button', { name: 'Build the duel' });
    expect(build).toBeDisabled();
    const side1 = screen.getByRole('region', { name: 'Side 1' });
    const side2 = screen.getByRole('region', { name: 'Side 2' });
    expect(within(side1).getByText('No players yet: pick one below.')).toBeInTheDocument();

    // The games furthest ahead (the last offered): still on sale when the duel is built.
    const games = screen.getByRole('combobox', { name: 'Game' });
    const options = within(games).getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    await app.user.selectOptions(games, options.at(-1)!);

    // Two players on side 1 (one by the keyboard), one on side 2; a second press takes one off.
    const [first, second, third] = pickButtons(1);
    await app.user.click(first!);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    second!.focus();
    await app.user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(third!);
    await app.user.click(third!);
    expect(third).toHaveAttribute('aria-pressed', 'false');
    const name = (button: HTMLElement) =>
      button.getAttribute('aria-label')!.replace(/ on side 1$/, '');
    expect(within(side1).getAllByRole('listitem')).toHaveLength(2);
    expect(build).toBeDisabled();
    const opponent = pickButtons(2)[12]!;
    await app.user.click(opponent);
    expect(within(side2).getAllByRole('listitem')).toHaveLength(1);
    // Moved to side 1, they leave side 2; pressed again, they are off both.
    await app.user.click(pickButtons(1)[12]!);
    expect(within(side2).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(side1).getAllByRole('listitem')).toHaveLength(3);
    await app.user.click(pickButtons(1)[12]!);
    expect(within(side1).getAllByRole('listitem')).toHaveLength(2);
    // Another game chosen: its squads show, the picks stay.
    await app.user.selectOptions(games, options.at(-2)!);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      options.at(-2)!.textContent.replace(/, [^,]+$/, ''),
    );
    await app.user.click(pickButtons(2)[0]!);
    expect(within(side2).getAllByRole('listitem')).toHaveLength(1);
    expect(within(side1).getAllByRole('listitem')).toHaveLength(2);
    expect(build).toBeEnabled();

    await app.user.click(build);
    const duel = await screen.findByRole(
      'region',
      { name: new RegExp(`^${escape(`${name(first!)} + ${name(second!)}`)} – `) },
      { timeout: 10_000 },
    );
    expect(within(duel).getByText(/^Football\. Duels · last kick-off /)).toBeInTheDocument();
    const prices = within(duel).getAllByRole('button', { name: PRICE_NAME });
    // 1, X, 2 and total lines.
    expect(prices.length).toBeGreaterThanOrEqual(5);
    await app.user.click(prices[0]!);
    expect(prices[0]).toHaveAttribute('aria-pressed', 'true');
    const slip = await slipShowing('Selections: 1');
    expect(
      within(slip).getAllByText(new RegExp(escape(`${name(first!)} + ${name(second!)}`))).length,
    ).toBeGreaterThan(0);
  }, 40_000);

  it('says why a duel cannot be built once a chosen game has kicked off', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    app = await renderApp('/en/duels', { server });
    await screen.findByRole('heading', { level: 1, name: 'Duels' }, { timeout: 10_000 });
    await app.user.click(pickButtons(1)[0]!);
    await app.user.click(pickButtons(2)[10]!);
    // The feed's clock moves past the first game's kick-off while the player chooses.
    const listed = await server.inject({
      method: 'GET',
      url: '/service-api/LineFeed/GetAvailablePlayersForDuel?count=1',
    });
    const start = listed.json<{ data: { games: { start: number }[] } }>().data.games[0]!.start;
    const clock = await server.inject({ method: 'GET', url: '/__dev/feed/clock' });
    const now = Date.parse(clock.json<{ data: { now: string } }>().data.now);
    await server.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: start * 1000 - now + 60_000 },
    });
    await app.user.click(screen.getByRole('button', { name: 'Build the duel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some players cannot play in this duel: their game may have kicked off. Pick others.',
    );
    expect(screen.queryByRole('group', { name: 'Prices of the duel' })).toBeNull();
  }, 30_000);
});
