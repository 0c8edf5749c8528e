import { screen, waitFor, within } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
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

interface Programme {
  now: number;
  leagues: { rounds: { start: number; status: string }[] }[];
}

/** The feed's clock moved to 5 seconds after the first league's next kick-off (its 4th minute). */
async function kickOffNextRound(server: FastifyInstance) {
  const res = await server.inject({
    method: 'GET',
    url: '/service-api/LiveFeed/GetVirtualProgrammeZip',
  });
  const { now, leagues } = res.json<{ data: Programme }>().data;
  const next = leagues[0]!.rounds.find((r) => r.status === 'line')!;
  const moved = await server.inject({
    method: 'PUT',
    url: '/__dev/feed/clock',
    payload: { advanceMs: (next.start - now) * 1000 + 5_000 },
  });
  expect(moved.statusCode).toBe(200);
}

describe('the virtual sports page', () => {
  it('counts down to the next round, prices its games into the bet slip, and lists the last results', async () => {
    // Just after a kick-off: the next round is minutes away, not starting between two steps.
    const server = await buildTestServer({ distDir: '/nonexistent' });
    await kickOffNextRound(server);
    app = await renderApp('/en/virtualsports', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Virtual sports' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const league = screen.getByRole('region', { name: 'Virtual football. Premier League' });
    expect(within(league).getByText('A round every 4 minutes')).toBeInTheDocument();
    const next = within(league).getByRole('region', {
      name: /^Virtual football\. Premier League Next round, \d\d:\d\d$/,
    });
    expect(within(next).getByRole('timer')).toHaveTextContent(
      /^Kick-off in \d\d:\d\d$|^Kicking off$/,
    );
    const rows = within(next).getAllByRole('listitem');
    expect(rows).toHaveLength(8);
    const prices = within(rows[0]!).getAllByRole('button', { name: PRICE_NAME });
    // 1, X, 2, a handicap pair and a total pair: the sportsbook's own row.
    expect(prices).toHaveLength(7);
    await app.user.click(prices[0]!);
    expect(prices[0]).toHaveAttribute('aria-pressed', 'true');
    const slip = await slipShowing('Selections: 1');
    expect(within(slip).getByText(/ to win$/)).toBeInTheDocument();

    // Later rounds on sale are folded away; the last results show final scores.
    expect(within(league).getByText('Later rounds (4)')).toBeInTheDocument();
    const results = within(league).getByRole('region', {
      name: 'Virtual football. Premier League Last results',
    });
    const finals = within(results).getAllByRole('listitem');
    expect(finals.length).toBe(3 * 8);
    expect(finals.every((li) => /\d+:\d+/.test(li.textContent ?? ''))).toBe(true);
    expect(
      screen.getByRole('region', { name: 'Virtual basketball. National League' }),
    ).toBeVisible();
  });

  it('comes in the platform’s page with its programme, and hydrates without a mismatch', async () => {
    app = await renderApp('/en/virtualsports', { serverRendered: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Virtual sports' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(app.served?.html).toContain('Virtual football. Premier League');
    expect(app.served?.html).toContain('virtual-round__countdown');
    expect(app.mismatches).toEqual([]);
  });

  it('shows the round under way with its minute and score moving, no prices', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    await kickOffNextRound(server);
    app = await renderApp('/en/virtualsports', { server });
    const league = await screen.findByRole(
      'region',
      { name: 'Virtual football. Premier League' },
      { timeout: 10_000 },
    );
    const live = within(league).getByRole('region', { name: /Round under way$/ });
    const rows = within(live).getAllByRole('listitem');
    expect(rows).toHaveLength(8);
    expect(within(rows[0]!).queryAllByRole('button', { name: PRICE_NAME })).toEqual([]);
    const minute = () => /(\d+)'/.exec(rows[0]!.textContent ?? '')?.[1];
    const before = Number(minute());
    expect(before).toBeGreaterThan(0);
    // Ten seconds on the feed's clock are about seven minutes of play.
    await server.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: 10_000 },
    });
    await waitFor(() => expect(Number(minute())).toBeGreaterThan(before), { timeout: 8_000 });
  });
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('long-term events in the sportsbook', () => {
  it('names each participant beside its price in the list, on the event page and in the bet slip', async () => {
    app = await renderApp('/en/line/2999');
    const champs = await screen.findAllByRole(
      'group',
      { name: /^Long-term bets (Football|Ice hockey|Basketball|Politics)\. / },
      { timeout: 10_000 },
    );
    expect(
      screen.getAllByRole('group', { name: /^Long-term bets Football\. .+\. Premier League$/ }),
    ).not.toHaveLength(0);
    // A market all but decided is off: the first event with prices.
    const row = champs
      .flatMap((c) => within(c).getAllByRole('listitem'))
      .find((li) => within(li).queryAllByRole('button', { name: PRICE_NAME }).length > 0)!;
    expect(row).toHaveTextContent(/Season \d+|election/);
    expect(row).toHaveTextContent('Winner');
    const favourites = within(row).getAllByRole('button', { name: PRICE_NAME });
    expect(favourites).toHaveLength(3);
    const name = favourites[0]!.getAttribute('aria-label')!.replace(PRICE_NAME, '');
    expect(favourites[0]).toHaveTextContent(name);
    const event = within(row).getByRole('link', { name: /all markets/ });
    const title = `${event.querySelectorAll('.game-row__team')[0]!.textContent} – Winner`;

    // The event's page prices every participant the platform names (three candidates or more).
    const gameId = /\/(\d+)$/.exec(event.getAttribute('href') ?? '')?.[1];
    const { data: game } = (
      await app.server.inject(`/service-api/LineFeed/GetGameZip?id=${gameId}&lng=en`)
    ).json<{ data: { participants?: unknown[] } }>();
    expect(game.participants?.length).toBeGreaterThanOrEqual(3);
    await app.user.click(event);
    const market = await screen.findByRole('region', { name: 'Winner' }, { timeout: 5_000 });
    expect(within(market).getAllByRole('button', { name: PRICE_NAME })).toHaveLength(
      game.participants!.length,
    );
    const pick = within(market).getByRole('button', { name: new RegExp(`^${escaped(name)}, `) });
    await app.user.click(pick);
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    const slip = await slipShowing(name);
    expect(within(slip).getByText(title)).toBeInTheDocument();
    // No sides play: no statistics of the event, no events to follow.
    const page = screen.getByRole('article');
    expect(within(page).queryByRole('link', { name: 'Statistics' })).not.toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Follow events' })).not.toBeInTheDocument();
  });
});
