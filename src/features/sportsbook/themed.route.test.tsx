import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { slipShowing } from '@/app/testing/bet-slip';
import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('coupon', { couponEvents: [] });
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

/** The sample variant with a themed section the platform has no championship for (scf) enabled. */
let configDir: string;
beforeAll(() => {
  configDir = mkdtempSync(join(tmpdir(), 'betframe-themed-'));
  cpSync(join(import.meta.dirname, '../../../config-samples'), configDir, { recursive: true });
  const base = JSON.parse(readFileSync(join(configDir, 'base.json'), 'utf8')) as {
    modulesConfig: object;
  };
  base.modulesConfig = { ...base.modulesConfig, themed_sections: ['epl', 'scf'] };
  writeFileSync(join(configDir, 'base.json'), JSON.stringify(base));
});
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

/** The whole app and the platform in one process, on a machine that may be busy. */
const ROUTE_TEST_MS = 60_000;

/** A price button's name: "<outcome>, <price>". */
const PRICE_NAME = /, \d+\.\d{2}$/;
const path = () => app?.router.state.location.pathname;

/** The championships (ids) a global championship has on the platform. */
async function membersOf(globalChampId: number): Promise<Set<number>> {
  const res = await app!.server.inject({
    method: 'GET',
    url: `/service-api/LineFeed/ChampsByGlobalChamp?globalChampId=${globalChampId}&getEmpty=true`,
  });
  return new Set(res.json<{ data: { champs: { id: number }[] } }>().data.champs.map((c) => c.id));
}

/** The championship ids of the game links a list holds (/{lng}/{line|live}/{sport}/{champ}/{game}). */
const champsLinked = (root: HTMLElement, mode: 'line' | 'live') =>
  within(root)
    .queryAllByRole('link', { name: /all markets/ })
    .map((link) => {
      const match = new RegExp(`^/en/${mode}/\\d+/(\\d+)/\\d+$`).exec(
        link.getAttribute('href') ?? '',
      );
      return Number(match?.[1]);
    });

describe('a themed section', () => {
  it(
    'shows its global championship: the title, the games of its championships only with their prices, and line and live',
    async () => {
      app = await renderApp('/en/olympics2024');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Olympic Games 2024' },
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toMatch(/^Olympic Games 2024 — /));
      const members = await membersOf(6);
      const page = document.querySelector<HTMLElement>('.sportsbook__page')!;
      await waitFor(() => expect(champsLinked(page, 'line').length).toBeGreaterThan(0));
      expect(champsLinked(page, 'line').every((id) => members.has(id))).toBe(true);

      // Its sports and championships are the filters.
      const filters = screen.getByRole('navigation', { name: /^Olympic Games 2024: / });
      await waitFor(() =>
        expect(within(filters).getByRole('link', { name: /^Tennis \d+$/ })).toBeInTheDocument(),
      );
      const champIds = within(filters)
        .getAllByRole('link')
        .map((link) => /\/line\/\d+\/(\d+)$/.exec(link.getAttribute('href') ?? '')?.[1])
        .filter((id) => id !== undefined)
        .map(Number);
      expect(champIds.length).toBeGreaterThan(1);
      expect(champIds.every((id) => members.has(id))).toBe(true);

      // A price goes to the selection list, as everywhere.
      const price = within(page).getAllByRole('button', { name: PRICE_NAME })[0]!;
      await app.user.click(price);
      expect(price).toHaveAttribute('aria-pressed', 'true');
      expect(await slipShowing('Selections: 1')).toBeInTheDocument();

      // Live is a tab with its count; the list then holds games under way only (or says none are).
      const views = screen.getByRole('navigation', { name: 'Section views' });
      const upcoming = within(views).getByRole('link', { name: /^Upcoming \d+$/ });
      expect(upcoming).toHaveAttribute('aria-current', 'page');
      await app.user.click(within(views).getByRole('link', { name: /^Live/ }));
      await waitFor(() => expect(path()).toBe('/en/olympics2024/live'));
      await waitFor(() =>
        expect(
          within(screen.getByRole('navigation', { name: 'Section views' })).getByRole('link', {
            name: /^Live \d+$/,
          }),
        ).toHaveAttribute('aria-current', 'page'),
      );
      await waitFor(() =>
        expect(
          screen.queryByText('No games are being played here right now.') ??
            within(page).queryAllByRole('link', { name: /all markets/ })[0],
        ).toBeTruthy(),
      );
      expect(champsLinked(page, 'live').every((id) => members.has(id))).toBe(true);
    },
    ROUTE_TEST_MS,
  );

  it(
    'narrows to a sport and a championship, keeping the view',
    async () => {
      app = await renderApp('/en/olympics2024/line/4');
      const filters = await screen.findByRole('navigation', { name: /^Olympic Games 2024: / });
      await waitFor(() =>
        expect(within(filters).getByRole('link', { name: /^Tennis \d+$/ })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      );
      const page = document.querySelector<HTMLElement>('.sportsbook__page')!;
      await waitFor(() => expect(champsLinked(page, 'line').length).toBeGreaterThan(0));
      const hrefs = within(page)
        .getAllByRole('link', { name: /all markets/ })
        .map((link) => link.getAttribute('href'));
      expect(hrefs.every((href) => href?.startsWith('/en/line/4/'))).toBe(true);
    },
    ROUTE_TEST_MS,
  );

  it(
    'shows the standings of its championships that keep a table',
    async () => {
      app = await renderApp('/en/epl/tables');
      const views = await screen.findByRole('navigation', { name: 'Section views' });
      expect(within(views).getByRole('link', { name: 'Tables' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const table = await screen.findByRole('region', { name: /Premier League/ });
      const grid = within(table).queryByRole('table');
      if (grid) {
        // Every side of the league: a row each, headed by the team, with the columns named in full.
        expect(within(grid).getByRole('columnheader', { name: 'Points' })).toBeInTheDocument();
        expect(within(grid).getAllByRole('rowheader')).toHaveLength(20);
      } else expect(within(table).getByText(/No game of this season/)).toBeInTheDocument();
    },
    ROUTE_TEST_MS,
  );

  it(
    'is a 404 where the variant does not enable it, or the platform has no championship for it',
    async () => {
      app = await renderApp('/en/nhl-finals');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      app.unmount();
      await app.server.close();
      app = await renderApp('/en/scf', { configDir });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      // The row of sections has only the enabled section the platform has.
      await app.router.navigate('/en/epl');
      const row = await screen.findByRole('navigation', { name: 'Special sections' });
      await waitFor(() =>
        expect(
          within(row)
            .getAllByRole('link')
            .map((l) => l.textContent),
        ).toEqual(['English Premier League']),
      );
      expect(within(row).getByRole('link')).toHaveAttribute('aria-current', 'page');
    },
    ROUTE_TEST_MS,
  );

  it(
    'comes in the platform’s page with its games, which the browser takes over as it is',
    async () => {
      app = await renderApp('/en/epl', { serverRendered: true });
      const page = new DOMParser().parseFromString(app.served?.html ?? '', 'text/html');
      expect(page.querySelector('h1')?.textContent).toBe('English Premier League');
      const prices = [...page.querySelectorAll('.sportsbook__page button.odds')];
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price.getAttribute('aria-label')).toMatch(PRICE_NAME);
      const row = page.querySelector('nav.promoted-sections');
      expect(row?.querySelectorAll('a').length).toBeGreaterThan(1);
      expect(await screen.findByRole('heading', { level: 1, name: 'English Premier League' }));
      expect(app.mismatches).toEqual([]);
    },
    ROUTE_TEST_MS,
  );
});
