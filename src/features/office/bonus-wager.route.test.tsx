import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import {
  grantBonus,
  recordTurnover,
  type TurnoverSource,
} from '../../../server/bonuses/bonuses.ts';
import type { Db, Queryable } from '../../../server/db/db.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const KZT = 7;

async function demoPlayerId(db: Queryable) {
  const [player] = await db.query<{ id: number }>('SELECT id FROM players WHERE email = $1', [
    DEMO_PLAYER.email,
  ]);
  return player!.id;
}

async function activate(code: string) {
  const field = screen.getByRole('textbox', { name: 'Have a promo code?' });
  await app!.user.clear(field);
  await app!.user.type(field, code);
  await app!.user.click(screen.getByRole('button', { name: 'Activate' }));
  await screen.findByText(/^Promo code activated/);
}

/** What a card says for one of its facts (the definition beside the term). */
const fact = (card: HTMLElement, term: string) =>
  within(card).getByText(term).closest('div')?.querySelector('dd')?.textContent;

/** A table's rows below its head: each cell's text but the date's. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );

/** The reference platform with the demo player's bonuses and turnover made beforehand. */
async function platformWith(prepare: (playerId: number, db: Db) => Promise<unknown>) {
  const server = await buildTestServer({ distDir: '/nonexistent' });
  const playerId = await demoPlayerId(server.db);
  await prepare(playerId, server.db);
  return server;
}

/** SPRING25 as the platform credits it: 2,500.00 ₸ to wager three times. */
const spring = (playerId: number, db: Queryable) =>
  grantBonus(db, {
    playerId,
    type: 3,
    title: 'promo_spring25_title',
    source: 'promo',
    sourceCode: 'SPRING25',
    currencyId: KZT,
    amount: 250_000n,
    wager: 3,
    days: 14,
    now: new Date(),
  });

const report = (
  db: Queryable,
  playerId: number,
  key: string,
  amount: bigint,
  source: TurnoverSource,
) => recordTurnover(db, { key, playerId, currencyId: KZT, amount, source });

describe('the wagering section', () => {
  it('is in the menu among the promotions; with nothing to wager it leads to the bonuses', async () => {
    app = await renderApp('/en/office/bonuses_wager', { signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wagering' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Personal office' });
    const promotions = await within(menu).findByRole('list', { name: 'Promotions' });
    expect(
      within(promotions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bonuses', 'Wagering']);
    expect(within(promotions).getByRole('link', { name: 'Wagering' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText(/You have no bonuses to wager/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ended bonuses' })).toBeNull();
    await app.user.click(screen.getByRole('link', { name: 'Go to your bonuses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
  });

  it('follows a promo code’s bonus: progress, what is left, and what counted, bet by bet', async () => {
    app = await renderApp('/en/office/bonuses_deposit', { signedInAs: DEMO_PLAYER });
    const { user } = app;
    await screen.findByText(/You have no active bonuses/);
    await activate('SPRING25');
    await activate('FREEBET10');
    // Bets and casino rounds report turnover.
    const playerId = await demoPlayerId(app.server.db);
    await app.server.db.transaction((tx) => report(tx, playerId, 'bet:route-1', 300_000n, 'bet'));
    await app.server.db.transaction((tx) =>
      report(tx, playerId, 'casino:route-2', 200_000n, 'casino'),
    );

    const menu = screen.getByRole('navigation', { name: 'Personal office' });
    await user.click(within(menu).getByRole('link', { name: 'Wagering' }));
    await screen.findByRole('heading', { level: 1, name: 'Wagering' });
    const card = await screen.findByRole('listitem', { name: 'Spring bonus' });
    // The list the bonuses showed comes first, then the one asked again with the wagering done.
    await within(card).findByText('Wagered 5,000.00 ₸ of 7,500.00 ₸ (66.66%)');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('value', '66.66');
    expect(fact(card, 'Left to wager')).toBe('2,500.00 ₸');
    expect(fact(card, 'Wagering currency')).toBe('KZT');
    expect(fact(card, 'Ends')).toBeTruthy();
    // A free bet is staked on the coupon, not wagered: it is not here.
    expect(screen.queryByRole('listitem', { name: 'Free bet' })).toBeNull();

    const toggle = within(card).getByRole('button', { name: 'What counted toward Spring bonus' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const counted = await within(card).findByRole('table', {
      name: 'What counted toward Spring bonus',
    });
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      counted,
    );
    // Newest first: the source, the stake, the part counted.
    expect(rowsOf(counted)).toEqual([
      ['Casino round', '2,000.00 ₸', '2,000.00 ₸'],
      ['Bet', '3,000.00 ₸', '3,000.00 ₸'],
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('lists a met bonus among the ended ones, converted, with what counted toward it', async () => {
    const server = await platformWith(async (playerId, db) => {
      await db.transaction(async (tx) => {
        await spring(playerId, tx);
        await report(tx, playerId, 'bet:met-1', 300_000n, 'bet');
      });
      await db.transaction((tx) => report(tx, playerId, 'casino:met-2', 200_000n, 'casino'));
      // A larger stake counts only what was left; met, the bonus becomes money.
      await db.transaction((tx) => report(tx, playerId, 'bet:met-3', 400_000n, 'bet'));
    });
    app = await renderApp('/en/office/bonuses_wager', { server, signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ended bonuses' })).toBeVisible();
    expect(screen.getByText(/You have no bonuses to wager/)).toBeVisible();
    const met = screen.getByRole('listitem', { name: 'Spring bonus' });
    expect(met).toHaveTextContent('Became real money');
    expect(met).toHaveTextContent('Wagered 7,500.00 ₸ of 7,500.00 ₸ (100%)');
    expect(fact(met, 'Ended')).toBeTruthy();
    expect(within(met).queryByText('Left to wager')).toBeNull();
    await app.user.click(
      within(met).getByRole('button', { name: 'What counted toward Spring bonus' }),
    );
    const counted = await within(met).findByRole('table');
    expect(rowsOf(counted)).toEqual([
      ['Bet', '4,000.00 ₸', '2,500.00 ₸what was left to wager'],
      ['Casino round', '2,000.00 ₸', '2,000.00 ₸'],
      ['Bet', '3,000.00 ₸', '3,000.00 ₸'],
    ]);
  });

  it('shows what counted 50 at a time, the rest with “Show more”', async () => {
    const server = await platformWith((playerId, db) =>
      db.transaction(async (tx) => {
        await spring(playerId, tx);
        for (let n = 1; n <= 51; n += 1)
          await report(tx, playerId, `bet:page-${String(n).padStart(2, '0')}`, 1_000n, 'bet');
      }),
    );
    app = await renderApp('/en/office/bonuses_wager', { server, signedInAs: DEMO_PLAYER });
    const card = await screen.findByRole('listitem', { name: 'Spring bonus' });
    await app.user.click(
      within(card).getByRole('button', { name: 'What counted toward Spring bonus' }),
    );
    const counted = await within(card).findByRole('table');
    expect(rowsOf(counted)).toHaveLength(50);
    await app.user.click(within(card).getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(rowsOf(counted)).toHaveLength(51));
    expect(within(card).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('comes with the platform’s first render: the figures, not a skeleton', async () => {
    const server = await platformWith((playerId, db) =>
      db.transaction(async (tx) => {
        await spring(playerId, tx);
        await report(tx, playerId, 'casino:first-render', 100_000n, 'casino');
      }),
    );
    app = await renderApp('/en/office/bonuses_wager', {
      server,
      serverRendered: true,
      signedInAs: DEMO_PLAYER,
    });
    expect(app.served?.html).toContain('Spring bonus');
    expect(app.served?.html).toContain('Wagered 1,000.00 ₸ of 7,500.00 ₸ (13.33%)');
    const card = await screen.findByRole('listitem', { name: 'Spring bonus' });
    expect(fact(card, 'Left to wager')).toBe('6,500.00 ₸');
    expect(app.mismatches).toEqual([]);
  });
});
