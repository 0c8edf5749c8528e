import { act, screen, waitFor, within } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { createCookieJar } from '@/app/testing/cookie-jar';
import { fetchThrough, renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('gameEventsSeen', null);
  await app?.server.close();
  app = undefined;
});

interface LineGame {
  id: number;
  sportId: number;
  champId: number;
  start: number;
}

const CYBER_FOOTBALL = 4005;

/** The next games of the line: cyber football plays a match in about ten minutes. */
async function nextGames(server: FastifyInstance, count: number): Promise<LineGame[]> {
  const res = await server.inject({
    method: 'GET',
    url: `/service-api/LineFeed/Get1x2_VZip?sports=${CYBER_FOOTBALL}&count=${count}`,
  });
  return res.json<{ data: { games: LineGame[] } }>().data.games;
}

const pathOf = (game: LineGame) => `/en/line/${game.sportId}/${game.champId}/${game.id}`;

/** The feed's clock moved on to `atMs` (the platform's development route). */
async function moveFeedClockTo(server: FastifyInstance, atMs: number) {
  const clock = await server.inject({ method: 'GET', url: '/__dev/feed/clock' });
  const now = Date.parse(clock.json<{ data: { now: string } }>().data.now);
  const res = await server.inject({
    method: 'PUT',
    url: '/__dev/feed/clock',
    payload: { advanceMs: Math.max(0, atMs - now) },
  });
  expect(res.statusCode).toBe(200);
}

/** The player leaves the tab and comes back: every polling timer asks at once. */
function tabAwayAndBack() {
  for (const state of ['hidden', 'visible']) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }
  Reflect.deleteProperty(document, 'visibilityState');
}

describe('game event subscriptions', () => {
  it('asks a guest to log in first, and brings them back to the game', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const [game] = await nextGames(server, 1);
    app = await renderApp(pathOf(game!), { server });
    const bell = await screen.findByRole('button', { name: 'Follow events' }, { timeout: 10_000 });
    await app.user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: /^Events of / });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/en/login?redirect=${encodeURIComponent(pathOf(game!))}`,
    );
  });

  it('a player follows goals; each goal then shows once as a toast that leads to its game', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    // Three games followed, so that a goalless draw cannot leave the test without a goal.
    const games = await nextGames(server, 3);
    const cookies = createCookieJar();
    const through = fetchThrough(server, 'localhost:8080', {}, cookies);
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/gamesubscription/notifications')) asked.push(url);
      return through(input, init);
    };
    app = await renderApp(pathOf(games[0]!), { server, cookies, fetch, signedInAs: DEMO_PLAYER });
    const { user, services } = app;
    // The first answer only marks the moment: what happened before it is not news.
    await waitFor(() => expect(services.preferences.get('gameEventsSeen')).not.toBeNull(), {
      timeout: 10_000,
    });

    for (const [i, game] of games.entries()) {
      if (i > 0) await act(() => app!.router.navigate(pathOf(game)));
      await user.click(await screen.findByRole('button', { name: 'Follow events' }));
      const dialog = await screen.findByRole('dialog', { name: /^Events of / });
      const names = (await within(dialog).findAllByRole('checkbox')).map((c) =>
        c.parentElement?.textContent?.trim(),
      );
      expect(names).toEqual([
        'Goal',
        'Red card',
        'Start of a period',
        'End of a period',
        'End of the game',
      ]);
      await user.click(within(dialog).getByRole('checkbox', { name: 'Goal' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('button', { name: 'Following events' })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Your choice of game events is saved.').length).toBeGreaterThan(0);

    // A new visit to a followed game shows the saved choice.
    app.unmount();
    app = await renderApp(pathOf(games[2]!), { server, cookies, fetch });
    await app.user.click(await screen.findByRole('button', { name: 'Following events' }));
    const saved = await screen.findByRole('dialog', { name: /^Events of / });
    expect(await within(saved).findByRole('checkbox', { name: 'Goal' })).toBeChecked();
    expect(within(saved).getByRole('checkbox', { name: 'End of the game' })).not.toBeChecked();
    await app.user.click(within(saved).getByRole('button', { name: 'Close' }));

    // The games are played: the site asks again (here as the tab comes back) and toasts each goal.
    await moveFeedClockTo(server, Math.max(...games.map((g) => g.start)) * 1000 + 15 * 60_000);
    tabAwayAndBack();
    const goals = await screen.findAllByText(/Goal! .+ \d+:\d+ .+, \d+'$/, {}, { timeout: 10_000 });
    const seen = app.services.preferences.get('gameEventsSeen');

    // A toast's button opens its game, under way or over, on the live page.
    const toast = goals[0]!.closest('li')!;
    await app.user.click(within(toast).getByRole('button', { name: 'Open the game' }));
    const ids = games.map((g) => g.id).join('|');
    await waitFor(() =>
      expect(app?.router.state.location.pathname).toMatch(
        new RegExp(`^/en/live/${CYBER_FOOTBALL}/\\d+/(${ids})$`),
      ),
    );
    // The game page may render again as its first answer comes: look at what stands.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: / versus / })).toBeVisible(),
    );

    // Told once: the moment of the newest goal shown is kept, and the next call asks only for
    // what came after it.
    expect(seen).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await waitFor(() => expect(asked.at(-1)).toContain(`since=${encodeURIComponent(seen!)}`));
  }, 60_000);
});
