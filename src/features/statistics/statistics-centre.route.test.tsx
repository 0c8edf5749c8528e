import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { withoutStream } from '@/app/testing/base-layer';
import { renderApp } from '@/app/testing/render-app';
import type { StatsStageTableResponse } from '@/lib/api-contract/generated/api-types.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nav = (name: string) => screen.findByRole('navigation', { name }, { timeout: 5000 });

describe('the statistics centre', () => {
  it('goes from a sport to its championships to a table whose teams open their statistics windows', async () => {
    app = await renderApp('/en/statistic');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Statistics centre' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('Choose a sport to see its championships.')).toBeInTheDocument();
    const sports = await nav('Sports');
    const names = within(sports)
      .getAllByRole('link')
      .map((a) => a.textContent);
    // Clubs' sports keep tables; tours of individuals and fight nights do not.
    expect(names).toContain('Football');
    expect(names).not.toContain('Tennis');
    await app.user.click(within(sports).getByRole('link', { name: 'Football' }));
    expect(app.router.state.location.pathname).toBe('/en/statistic/1');

    const champs = await nav('Championships');
    const first = within(champs).getAllByRole('link')[0]!;
    const champName = first.textContent ?? '';
    await app.user.click(first);
    expect(app.router.state.location.pathname).toMatch(/^\/en\/statistic\/1\/\d+$/);
    const champId = Number(app.router.state.location.pathname.split('/').at(-1));

    const table = await screen.findByRole('table', {
      name: new RegExp(`^${literally(champName)}, season`),
    });
    expect(
      within(await nav('Championships')).getByRole('link', { current: 'page' }),
    ).toHaveTextContent(champName);
    expect(screen.getByRole('link', { name: 'Championship statistics' })).toHaveAttribute(
      'href',
      `/en/statisticpopup/stage/1/${champId}`,
    );
    // The same standings as the platform's StageTable, each team a link to its window.
    const stage = await app.server.inject({
      method: 'GET',
      url: `/SiteService/StageTable?champId=${champId}&lng=en`,
    });
    const rows = stage.json<StatsStageTableResponse>().data.rows;
    const headers = within(table).getAllByRole('rowheader');
    expect(headers).toHaveLength(rows.length);
    headers.forEach((header, i) => {
      const team = rows[i]!.team;
      expect(within(header).getByRole('link', { name: team.name })).toHaveAttribute(
        'href',
        `/en/statisticpopup/team/1/${team.id}`,
      );
    });
  });

  it('says so for an address that names nothing', async () => {
    app = await renderApp('/en/statistic/football');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Statistics centre' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('No statistics were found for this address.')).toBeInTheDocument();
  });
});

describe('the statistics centre in the platform’s page', () => {
  it('has the sports, championships and the table in its HTML, taken over without a mismatch', async () => {
    app = await renderApp('/en/statistic/1/1000', { serverRendered: true });
    const html = app.served?.html ?? '';
    expect(html).toContain('standings-table');
    expect(html).toContain('href="/en/statisticpopup/team/1/');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/en\/statistic\/1\/1000"/);
    expect(await screen.findByRole('table', { name: /, season \d+$/ })).toBeInTheDocument();
    expect(app.mismatches).toEqual([]);
  });
});

describe('where the variant has no statistic stream', () => {
  it('is a 404', async () => {
    await withoutStream('statistic', async (configDir) => {
      app = await renderApp('/en/statistic/1', { configDir });
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Page not found' },
          { timeout: 10_000 },
        ),
      ).toBeVisible();
    });
  });
});
