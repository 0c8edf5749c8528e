import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { withoutStream } from '@/app/testing/base-layer';
import { renderApp } from '@/app/testing/render-app';
import { prizeOf, type TotoPick, type TotoResult } from '@/lib/toto/toto-maths';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { LONGEST_PLAY_SECONDS } from '../../../server/feed/sim/simulator.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const drawsTable = () => screen.findByRole('table', { name: 'Draws' });

describe('the toto stream', () => {
  it('lists the draws of type fifteen, filters them by status and opens one for a guest to log in', async () => {
    app = await renderApp('/en/toto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toto 15' })).toBeVisible();
    await drawsTable();
    const filters = screen.getByRole('navigation', { name: 'Draw status' });
    await app.user.click(within(filters).getByRole('link', { name: 'Open' }));
    await waitFor(() =>
      expect(within(filters).getByRole('link', { name: 'Open' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Draws' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Open');
    });
    const [first] = within(await drawsTable()).getAllByRole('link', { name: /^Draw \d+$/ });
    await app.user.click(first!);
    expect(await screen.findByRole('table', { name: 'Events' })).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Events' })).getAllByRole('row')).toHaveLength(
      16,
    );
    expect(screen.getByRole('link', { name: 'Log in to play' })).toHaveAttribute(
      'href',
      '/en/login',
    );
  }, 60_000);

  it('comes with its draws and a draw with its events in the platform’s page, no loading line to push them down', async () => {
    const served: string[] = [];
    const tableRows = (page: HTMLElement, name: string) =>
      within(page).queryByRole('table', { name })
        ? within(within(page).getByRole('table', { name })).getAllByRole('row').length
        : 0;
    app = await renderApp('/en/toto/fifteen', {
      serverRendered: true,
      beforeHydration: (page) => served.push(`draws ${tableRows(page, 'Draws') > 1}`),
    });
    await drawsTable();
    expect(app.mismatches).toEqual([]);
    const [first] = within(await drawsTable()).getAllByRole('link', { name: /^Draw \d+$/ });
    const path = first!.getAttribute('href')!;
    await app.server.close();
    app = await renderApp(path, {
      serverRendered: true,
      beforeHydration: (page) => served.push(`events ${tableRows(page, 'Events')}`),
    });
    await screen.findByRole('table', { name: 'Events' });
    expect(app.mismatches).toEqual([]);
    expect(served).toEqual(['draws true', 'events 16']);
  }, 60_000);

  it('says so for a draw there is none of', async () => {
    app = await renderApp('/en/toto/fifteen/7');
    expect(await screen.findByText('There is no such draw.')).toHaveAttribute('role', 'alert');
  });

  it('says so for a type the variant does not offer', async () => {
    app = await renderApp('/en/toto/score');
    expect(await screen.findByText('This draw game is not offered.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('places a coupon of two combinations, then shows its right picks and prize once the draw settles', async () => {
    app = await renderApp('/en/toto/fifteen/open', { signedInAs: DEMO_PLAYER });
    const [first] = within(await drawsTable()).getAllByRole('link', { name: /^Draw \d+$/ });
    await app.user.click(first!);
    const events = await screen.findByRole('table', { name: 'Events' });
    const coupon = screen.getByRole('form', { name: 'Coupon' });
    expect(within(coupon).getByRole('button', { name: 'Place coupon' })).toBeDisabled();
    for (let n = 1; n <= 15; n++)
      await app.user.click(within(events).getByRole('button', { name: `1 in event ${n}` }));
    await app.user.click(within(events).getByRole('button', { name: 'X in event 1' }));
    expect(within(events).getByRole('button', { name: 'X in event 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(coupon).toHaveTextContent('Combinations: 2');
    const stake = within(coupon).getByRole('textbox', { name: 'Stake a combination' });
    await app.user.clear(stake);
    await app.user.type(stake, '5');
    expect(coupon).toHaveTextContent(/Total stake: .*10\.00/);
    await app.user.dblClick(within(coupon).getByRole('button', { name: 'Place coupon' }));
    const placed = await within(coupon).findByText(/^Coupon \d+-\d{6} placed\.$/);
    const number = /Coupon (\S+) placed/.exec(placed.textContent ?? '')![1]!;
    const mine = await screen.findByRole('article', { name: `Coupon ${number}` });
    expect(mine).toHaveTextContent('In play');
    expect(screen.getAllByRole('article')).toHaveLength(1);

    // The feed's clock past the last game: the draw settles with the recording after it.
    const drawId = Number(number.split('-')[0]);
    const rundown = await app.server.inject({
      method: 'GET',
      url: `/web-api/toto/draws/${drawId}`,
    });
    const starts = rundown
      .json<{ data: { events: { start: number }[] } }>()
      .data.events.map((e) => e.start);
    const clock = await app.server.inject({ method: 'GET', url: '/__dev/feed/clock' });
    const now = Date.parse(clock.json<{ data: { now: string } }>().data.now);
    const advanceMs = Math.max(...starts) * 1000 - now + (LONGEST_PLAY_SECONDS + 60) * 1000;
    expect(
      (await app.server.inject({ method: 'PUT', url: '/__dev/feed/clock', payload: { advanceMs } }))
        .statusCode,
    ).toBe(200);
    const settled = await app.server.inject({
      method: 'GET',
      url: `/web-api/toto/draws/${drawId}`,
    });
    const results = settled.json<{ data: { status: string; events: { result: TotoResult }[] } }>()
      .data;
    expect(results.status).toBe('settled');

    await app.user.click(screen.getByRole('link', { name: 'All draws' }));
    await app.user.click(
      within(await screen.findByRole('navigation', { name: 'Draw status' })).getByRole('link', {
        name: 'Settled',
      }),
    );
    await app.user.click(await screen.findByRole('link', { name: `Draw ${drawId}` }));
    const after = await screen.findByRole('article', { name: `Coupon ${number}` });
    // The coupon as the list had it first, then as the platform answers again (settled).
    await waitFor(() => expect(after).not.toHaveTextContent('In play'));
    const picks: TotoPick[][] = Array.from({ length: 15 }, (_, i) =>
      i === 0 ? ['1', 'X'] : ['1'],
    );
    const outcomes = results.events.map((e) => e.result);
    const right = picks.filter(
      (p, i) => outcomes[i] === 'void' || p.includes(outcomes[i] as TotoPick),
    ).length;
    const prize = prizeOf(picks, outcomes, 500n);
    expect(after).toHaveTextContent(prize > 0n ? 'Won' : 'Lost');
    expect(after).toHaveTextContent(`Right picks${right} of 15`);
    const whole = (prize / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    expect(after).toHaveTextContent(`Prize${whole}.${String(prize % 100n).padStart(2, '0')}`);
    expect(
      within(after)
        .getByRole('list', { name: 'Picks' })
        .querySelectorAll('.toto__coupon-pick--right'),
    ).toHaveLength(right);
    expect(screen.getByRole('table', { name: 'Events' })).toHaveTextContent('Result');
  }, 90_000);
});

describe('where the variant has no toto stream', () => {
  it('is a 404', async () => {
    await withoutStream('toto', async (configDir) => {
      app = await renderApp('/en/toto/fifteen', { configDir });
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
