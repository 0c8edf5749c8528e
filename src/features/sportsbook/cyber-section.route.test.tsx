import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { fetchThrough, renderApp } from '@/app/testing/render-app';

import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

/** The sample variant with the cyber section as a link in the row (cyberConfig.menuItemType "1"). */
let linkConfig: string;
beforeAll(() => {
  linkConfig = mkdtempSync(join(tmpdir(), 'betframe-cyber-'));
  cpSync(join(import.meta.dirname, '../../../config-samples'), linkConfig, { recursive: true });
  const base = JSON.parse(readFileSync(join(linkConfig, 'base.json'), 'utf8')) as object;
  writeFileSync(
    join(linkConfig, 'base.json'),
    JSON.stringify({ ...base, cyberConfig: { menuItemType: '1', has_dropdown_banner: false } }),
  );
});
afterAll(() => rmSync(linkConfig, { recursive: true, force: true }));

/** The whole app and the platform in one process, on a machine that may be busy. */
const ROUTE_TEST_MS = 60_000;

const path = () => app?.router.state.location.pathname;
const page = () => document.querySelector<HTMLElement>('.sportsbook__page')!;
/** The sport ids of the game links in the page (/{lng}/line/{sport}/{champ}/{game}). */
const sportsLinked = () =>
  within(page())
    .queryAllByRole('link', { name: /all markets/ })
    .map((link) => Number(/^\/en\/line\/(\d+)\//.exec(link.getAttribute('href') ?? '')?.[1]));

describe('the cyber section', () => {
  it(
    'lists cyber sports only, and its item in the row lists them with the calendar’s banner',
    async () => {
      app = await renderApp('/en/cyber');
      await screen.findByRole('heading', { level: 1, name: 'Esports' }, { timeout: 10_000 });
      await waitFor(() => expect(sportsLinked().length).toBeGreaterThan(0));
      expect(sportsLinked().every((id) => id >= 4000)).toBe(true);

      // The sample's cyberConfig: menuItemType "2" with the dropdown banner.
      const row = screen.getByRole('navigation', { name: 'Special sections' });
      const toggle = await within(row).findByRole('button', { name: 'Esports' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await app.user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(row).getByRole('link', { name: /^Esports calendar/ })).toHaveAttribute(
        'href',
        '/en/cyber/calendar',
      );
      const sport = await within(row).findByRole('link', { name: /^Counter-Strike 2 \d+$/ });
      await app.user.click(sport);
      await waitFor(() => expect(path()).toBe('/en/cyber/line/4009'));
      await waitFor(() => {
        const ids = sportsLinked();
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.every((id) => id === 4009)).toBe(true);
      });
    },
    ROUTE_TEST_MS,
  );

  it(
    'has a calendar of the week’s games by day',
    async () => {
      app = await renderApp('/en/cyber/calendar');
      const views = await screen.findByRole(
        'navigation',
        { name: 'Section views' },
        { timeout: 10_000 },
      );
      expect(within(views).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const days = within(screen.getByRole('navigation', { name: 'Calendar days' })).getAllByRole(
        'link',
      );
      expect(days.map((d) => d.textContent).slice(0, 2)).toEqual(['Today', 'Tomorrow']);
      expect(days).toHaveLength(7);
      expect(days[0]).toHaveAttribute('aria-current', 'date');

      // The day after tomorrow: its games, all of cyber sports, all kicking off that day.
      const day = days[2]!;
      const label = day.textContent ?? '';
      expect(label).toMatch(/^\d{2}\.\d{2}$/);
      await app.user.click(day);
      await waitFor(() =>
        expect(app?.router.state.location.search).toMatch(/^\?day=\d{4}-\d{2}-\d{2}$/),
      );
      expect(
        await screen.findByRole('heading', { level: 2, name: `Games of ${label}` }),
      ).toBeInTheDocument();
      await waitFor(() => expect(sportsLinked().length).toBeGreaterThan(0));
      expect(sportsLinked().every((id) => id >= 4000)).toBe(true);
      const kickoffDays = [...page().querySelectorAll('.game-status__day')].map(
        (d) => d.textContent,
      );
      expect(new Set(kickoffDays)).toEqual(new Set([label]));
    },
    ROUTE_TEST_MS,
  );

  it(
    'asks for its sports when its list opens, not on every page',
    async () => {
      const server = await buildTestServer({ distDir: '/nonexistent' });
      const through = fetchThrough(server, 'localhost:8080');
      const asked: string[] = [];
      const fetch: typeof globalThis.fetch = (input, init) => {
        asked.push(String(input instanceof Request ? input.url : input));
        return through(input, init);
      };
      app = await renderApp('/en/line', { server, fetch });
      const row = await screen.findByRole(
        'navigation',
        { name: 'Special sections' },
        { timeout: 10_000 },
      );
      const toggle = await within(row).findByRole('button', { name: 'Esports' });
      await screen.findAllByRole('link', { name: /all markets/ }, { timeout: 10_000 });
      const sportsAsks = () => asked.filter((url) => url.includes('/SportsByGlobalChamp?'));
      expect(sportsAsks()).toEqual([]);
      await app.user.click(toggle);
      expect(
        await within(row).findByRole('link', { name: /^Counter-Strike 2 \d+$/ }),
      ).toBeVisible();
      expect(sportsAsks()).toHaveLength(1);
    },
    ROUTE_TEST_MS,
  );

  it(
    'is a plain item of the row where cyberConfig.menuItemType is "1"',
    async () => {
      app = await renderApp('/en/line', { configDir: linkConfig });
      const row = await screen.findByRole(
        'navigation',
        { name: 'Special sections' },
        { timeout: 10_000 },
      );
      const link = await within(row).findByRole('link', { name: 'Esports' });
      expect(link).toHaveAttribute('href', '/en/cyber');
      expect(within(row).queryByRole('button')).toBeNull();
    },
    ROUTE_TEST_MS,
  );
});
