import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

type Game = { id: number; sportId: number; team1: { id: number; name: string } };

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const sections = () => screen.getByRole('navigation', { name: 'Statistics sections' });
const tab = (name: string) => within(sections()).getByRole('link', { name });
const unavailable = /^Statistics of this kind are not available here: /;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the statistics window', () => {
  it('says which kind it cannot show: unknown kinds, player, cyber outside sports 85, 89 and 144', async () => {
    app = await renderApp('/en/statisticpopup/rumours/1/5');
    await heading('Statistics not available');
    expect(screen.getByText(unavailable)).toHaveTextContent('rumours');
    // A window of its own: the page without the site's header and footer.
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    for (const [path, kind] of [
      ['player/1/100100', 'player'],
      ['cyber/1/5', 'cyber sport'],
      ['cyber/4005/5', 'cyber sport'],
      ['game/1/not-a-game', 'game'],
    ]) {
      await app.router.navigate(`/en/statisticpopup/${path}`);
      await waitFor(() =>
        expect(screen.getByText(unavailable)).toHaveTextContent(`available here: ${kind}.`),
      );
    }
  });

  it('opens a game of the line: overview, line-ups, standings, head to head and last games as linked tabs', async () => {
    app = await renderApp('/en/statisticpopup/graph/1/1');
    await heading('Statistics not available');
    const line = await app.server.inject({
      method: 'GET',
      url: '/service-api/LineFeed/Get1x2_VZip?sports=1&count=1',
    });
    const game = line.json<{ data: { games: Game[] } }>().data.games[0]!;
    const base = `/en/statisticpopup/game/${game.sportId}/${game.id}`;
    await app.router.navigate(base);

    await heading(new RegExp(`^Statistics: ${literally(game.team1.name)} – `));
    expect(tab('Overview')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Not started')).toBeInTheDocument();

    await app.user.click(tab('Line-ups'));
    expect(app.router.state.location.pathname).toBe(`${base}/lineups`);
    await waitFor(() => expect(tab('Line-ups')).toHaveAttribute('aria-current', 'page'));
    expect(tab('Overview')).not.toHaveAttribute('aria-current');
    const starting = await screen.findByRole('table', {
      name: `${game.team1.name}: starting line-up`,
    });
    // Eleven starters under a row of column headings.
    expect(within(starting).getAllByRole('row')).toHaveLength(12);
    expect(within(starting).getByRole('columnheader', { name: 'Player' })).toHaveAttribute(
      'scope',
      'col',
    );

    await app.user.click(tab('Standings'));
    const table = await screen.findByRole('table', { name: /, season \d+$/ });
    expect(within(table).getByRole('columnheader', { name: 'Points' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(within(table).getByRole('rowheader', { name: game.team1.name })).toHaveAttribute(
      'scope',
      'row',
    );
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      rows.map((_, i) => String(i + 1)),
    );

    await app.user.click(tab('Head to head'));
    await screen.findByRole('heading', { level: 2, name: 'Head to head' });
    expect(await screen.findByText(`Wins of ${game.team1.name}`)).toBeInTheDocument();

    await app.user.click(tab('Last games'));
    const last = await screen.findByRole('table', { name: `Last games of ${game.team1.name}` });
    expect(within(last).getAllByRole('row').length).toBeGreaterThan(1);

    // The team's own window: its last games, then its squad.
    await app.router.navigate(`/en/statisticpopup/team/${game.sportId}/${game.team1.id}`);
    await heading(`Statistics: ${game.team1.name}`);
    await app.user.click(tab('Squad'));
    const squad = await screen.findByRole('table', { name: /: squad and goals of season \d+$/ });
    expect(within(squad).getByRole('columnheader', { name: 'Goals' })).toBeInTheDocument();
  });

  it('is the platform’s page the browser takes over: a bare window, no mismatch', async () => {
    app = await renderApp('/en/statisticpopup/stage/1/1000', { serverRendered: true });
    expect(app.served?.html).toContain('Loading statistics…');
    expect(app.served?.html).not.toContain('site-header');
    await screen.findByRole('table', { name: /, season \d+$/ }, { timeout: 5000 });
    expect(app.mismatches).toEqual([]);
  });

  it('shows a championship’s standings with its seasons as links, and a horse race’s card', async () => {
    app = await renderApp('/en/statisticpopup/stage/1/1000');
    const title = await heading(/^Statistics: /);
    const table = await screen.findByRole('table', { name: /, season \d+$/ });
    // A twenty-team league.
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const seasons = screen.getByRole('navigation', { name: 'Seasons' });
    expect(within(seasons).getByRole('link', { name: /\(current\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(title).toHaveTextContent(/^Statistics: \S/);

    await app.router.navigate('/en/statisticpopup/horse/1/70000');
    await heading(/^Statistics: /);
    const card = await screen.findByRole('table', { name: 'Runners' });
    expect(within(card).getByRole('columnheader', { name: 'Horse' })).toBeInTheDocument();
    expect(within(card).getAllByRole('row').length).toBeGreaterThan(2);
  });
});
