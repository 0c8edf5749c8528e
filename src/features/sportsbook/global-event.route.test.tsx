import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The sample variant with this global event (the sample's champions event, its start moved). */
function withEvent(event: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'betframe-event-'));
  dirs.push(dir);
  cpSync(join(import.meta.dirname, '../../../config-samples'), dir, { recursive: true });
  const base = JSON.parse(readFileSync(join(dir, 'base.json'), 'utf8')) as {
    globalEventConfig: object;
  };
  writeFileSync(
    join(dir, 'base.json'),
    JSON.stringify({ ...base, globalEventConfig: { ...base.globalEventConfig, ...event } }),
  );
  return dir;
}

/** The whole app and the platform in one process, on a machine that may be busy. */
const ROUTE_TEST_MS = 60_000;

const eventBlock = () =>
  screen.findByRole(
    'region',
    { name: 'Champions League: the knockout stage' },
    { timeout: 10_000 },
  );

describe('the promoted global event on the home page', () => {
  it(
    'counts down to its first game and leads to its section and its championship',
    async () => {
      app = await renderApp('/en/', {
        configDir: withEvent({ first_game_start: '2099-06-01T18:00' }),
      });
      const block = await eventBlock();
      expect(within(block).getByText('Champions League')).toBeInTheDocument();
      // Days, then hours, minutes and seconds; ticking.
      const timer = within(block).getByRole('timer');
      expect(timer).toHaveTextContent(/^Starts in \d+ days? \d{2}:\d{2}:\d{2}$/);
      const shown = timer.textContent;
      await waitFor(() => expect(timer.textContent).not.toBe(shown), { timeout: 5_000 });

      const champ = within(block).getByRole('link', {
        name: 'International. Champions Cup: all games',
      });
      expect(champ).toHaveAttribute('href', '/en/line/1/1019');
      await app.user.click(within(block).getByRole('link', { name: 'Go to Champions League' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Champions League' }),
      ).toBeInTheDocument();
      expect(app.router.state.location.pathname).toBe('/en/champions');
    },
    ROUTE_TEST_MS,
  );

  it(
    'says it is under way once its first game has started',
    async () => {
      app = await renderApp('/en/', {
        configDir: withEvent({ first_game_start: '2020-01-01T00:00Z' }),
      });
      const block = await eventBlock();
      expect(within(block).getByText('Under way')).toBeInTheDocument();
      expect(within(block).queryByRole('timer')).toBeNull();
    },
    ROUTE_TEST_MS,
  );

  it(
    'is not there unless the variant enables it',
    async () => {
      app = await renderApp('/en/', { configDir: withEvent({ enabled: false }) });
      await screen.findByRole('region', { name: 'Top games' }, { timeout: 10_000 });
      expect(screen.queryByRole('region', { name: /Champions League/ })).toBeNull();
    },
    ROUTE_TEST_MS,
  );

  it(
    'comes in the platform’s page with its start, which the browser takes over as it is',
    async () => {
      app = await renderApp('/en/', {
        configDir: withEvent({ first_game_start: '2099-06-01T18:00' }),
        serverRendered: true,
      });
      const page = new DOMParser().parseFromString(app.served?.html ?? '', 'text/html');
      const block = page.querySelector('section.global-event');
      expect(block?.querySelector('h2')?.textContent).toBe('Champions League: the knockout stage');
      expect(block?.textContent).toContain('Starts on 01.06.2099 at 18:00 UTC');
      expect(block?.querySelector('a[href="/en/champions"]')).not.toBeNull();
      expect(await within(await eventBlock()).findByRole('timer')).toBeInTheDocument();
      expect(app.mismatches).toEqual([]);
    },
    ROUTE_TEST_MS,
  );
});
