import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { slipShowing } from '@/app/testing/bet-slip';
import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await Promise.all([
    app?.services.preferences.set('coupon', { couponEvents: [] }),
    app?.services.preferences.set('bettingView', null),
  ]);
  await app?.server.close();
  app = undefined;
});

/** The Malaysian variant of Betframe (config-samples/partners/1-betframe/my.json). */
const MY = { host: 'asia.localhost:8080' };

/** A price in Malay odds: up to evens a positive fraction of the stake, above it a negative one. */
const MALAY = /, (-0\.\d{2,3}|0\.\d{2,3}|1\.00)$/;
/** A handicap on a quarter line, as Asian books write it: "−0-0.5", "+0.5-1", "−1-1.5". */
const QUARTER_HANDICAP = /handicap [+\u2212]\d+(\.5)?-\d+(\.5)?, /;

/** The page's first answers take a while on a busy machine: wait for the list generously. */
const SLOW = { timeout: 15_000 };
const leagues = () => screen.findAllByRole('group', { name: /^Football / }, SLOW);

describe('the Asian view', { timeout: 60_000 }, () => {
  it('shows the line on its variant as leagues of full-time and first-half columns, on quarter lines in Malay odds', async () => {
    app = await renderApp('/en/line/1', MY);
    const [league] = await leagues();
    const table = within(league!).getByRole('table');
    for (const heading of ['Full time', '1st half'])
      expect(within(table).getByRole('columnheader', { name: heading })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader', { name: 'Handicap' })).toHaveLength(2);
    expect(within(table).getAllByRole('columnheader', { name: 'Total' })).toHaveLength(2);

    // Every game a row: its teams, then 1 2 X, a handicap pair and an over/under pair, twice;
    // the 1X2 in decimal (as Asian books write three-way prices), the two-way lines in Malay.
    const row = within(table).getAllByRole('row')[2]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/Draw$/);
    const prices = within(row).getAllByRole('button', { name: /, -?\d+\.\d+$/ });
    expect(prices).toHaveLength(14);
    expect(prices[0]).toHaveAccessibleName(/ to win, \d+\.\d{2}$/);
    expect(prices[3]).toHaveAccessibleName(/ handicap /);
    expect(prices[5]).toHaveAccessibleName(/^Total over /);
    expect(prices[7]).toHaveAccessibleName(/^1st half: .+ to win, \d+\.\d{2}$/);
    const decimalPrice = (b: HTMLElement) => Number(/, (\d+\.\d+)$/.exec(b.ariaLabel ?? '')?.[1]);
    for (const i of [0, 1, 2, 7, 8, 9]) expect(decimalPrice(prices[i]!)).toBeGreaterThan(1);
    for (const i of [3, 4, 5, 6, 10, 11, 12, 13]) expect(prices[i]).toHaveAccessibleName(MALAY);

    // Every two-way price of the league is a Malay one; those above evens are negative, shown as such.
    const all = within(table)
      .getAllByRole('button', { name: /, -?\d+\.\d+$/ })
      .filter((b) => !/ to win, |^Draw, |: Draw, /.test(b.getAttribute('aria-label') ?? ''));
    expect(all.every((b) => MALAY.test(b.getAttribute('aria-label') ?? ''))).toBe(true);
    expect(within(table).getAllByText(/^-0\.\d{2,3}$/).length).toBeGreaterThan(0);

    // Quarter lines: a stake split between two lines, written as the two ("0-0.5", "2.5-3") and
    // named with their side's sign ("Arsenal handicap −0-0.5, 0.92").
    const quarter = screen
      .getAllByText(/^\d+(\.5)?-\d+(\.5)?$/)
      .map((line) => line.closest('button'))
      .find((button) => QUARTER_HANDICAP.test(button?.getAttribute('aria-label') ?? ''))!;
    const name = quarter.getAttribute('aria-label') ?? '';
    expect(name).toMatch(MALAY);

    await app.user.click(quarter);
    expect(quarter).toHaveAttribute('aria-pressed', 'true');
    const slip = await slipShowing('Selections: 1');
    const [outcome, price] = name.split(', ');
    expect(within(slip).getByText(outcome!)).toBeInTheDocument();
    expect(within(slip).getAllByText(price!).length).toBeGreaterThan(0);
  });

  it('is in the platform’s page, which hydrates without a mismatch', async () => {
    app = await renderApp('/en/line/1', { ...MY, serverRendered: true });
    const html = app.served?.html ?? '';
    expect(html).toContain('class="asian-table"');
    expect(html).toMatch(/aria-label="[^"]+ handicap [+\u2212]?\d[^"]*, -?\d\.\d{2,3}"/);
    await leagues();
    expect(app.mismatches).toEqual([]);
  });

  it('lists a sport’s leagues, and a league on its own', async () => {
    app = await renderApp('/en/line/1', MY);
    const nav = await screen.findByRole('navigation', { name: 'Leagues' }, SLOW);
    expect(within(nav).getByRole('link', { name: /^All leagues\s*\d+$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const league = within(nav).getAllByRole('link')[1]!;
    const name = league.querySelector('span')?.textContent ?? '';
    await app.user.click(league);
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('navigation', { name: 'Leagues' })).getByRole('link', {
            current: 'page',
          }),
        ).toHaveTextContent(name),
      SLOW,
    );
    await waitFor(async () => expect(await leagues()).toHaveLength(1));
    expect((await leagues())[0]).toHaveAccessibleName(`Football ${name}`);
  });

  it('shows a sport without Asian lines in the European layout, saying so', async () => {
    app = await renderApp('/en/line/4', MY);
    expect(
      await screen.findByText(/No games of this sport are priced on Asian lines/, undefined, SLOW),
    ).toBeInTheDocument();
    const [champ] = await screen.findAllByRole('group', { name: /^Tennis / });
    expect(within(champ!).queryByRole('table')).toBeNull();
    expect(within(champ!).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('groups the Asian handicap and totals first on the game page', async () => {
    app = await renderApp('/en/line/1', MY);
    const [league] = await leagues();
    await app.user.click(within(league!).getAllByRole('link', { name: /all markets/ })[0]!);
    const game = await screen.findByRole('article', { name: / versus / }, SLOW);
    const order = ['Handicap', 'Total', '1st half: Handicap', '1st half: Total', 'Result'];
    const names = within(game)
      .getAllByRole('region')
      .map((m) => m.getAttribute('aria-label') ?? '');
    expect(names.filter((n) => order.includes(n))).toEqual(order);
    const handicap = within(game).getByRole('region', { name: 'Handicap' });
    expect(
      within(handicap).getAllByRole('button', { name: QUARTER_HANDICAP }).length,
    ).toBeGreaterThan(0);
  });

  it('switches to the European list in the display settings, and back', async () => {
    app = await renderApp('/en/line/1', MY);
    await leagues();
    expect(screen.getAllByRole('table').length).toBeGreaterThan(0);
    const views = screen.getByRole('group', { name: 'Betting view' });
    expect(within(views).getByRole('radio', { name: 'Asian' })).toBeChecked();

    await app.user.click(within(views).getByRole('radio', { name: 'European' }));
    await waitFor(() => expect(screen.queryAllByRole('table')).toHaveLength(0), SLOW);
    const [champ] = await leagues();
    const row = within(champ!).getAllByRole('listitem')[0]!;
    // The European row: 1 X 2, a handicap pair and a total pair — still in Malay odds.
    expect(within(row).getAllByRole('button', { name: MALAY })).toHaveLength(7);
    expect(app.services.preferences.get('bettingView')).toBe(0);

    await app.user.click(within(views).getByRole('radio', { name: 'Asian' }));
    await waitFor(() => expect(screen.getAllByRole('table').length).toBeGreaterThan(0), SLOW);
  });

  it('keeps the base variant European, with the Asian view one choice away', async () => {
    app = await renderApp('/en/line/1');
    const [champ] = await leagues();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(within(champ!).getAllByRole('listitem').length).toBeGreaterThan(0);
    const views = screen.getByRole('group', { name: 'Betting view' });
    expect(within(views).getByRole('radio', { name: 'European' })).toBeChecked();
    // Decimal odds there: Malay is the Malaysian variant's default only.
    expect(
      within(champ!).getAllByRole('button', { name: /, \d+\.\d{2}$/ })[0],
    ).toHaveAccessibleName(/, [1-9]\d*\.\d{2}$/);
  });
});
