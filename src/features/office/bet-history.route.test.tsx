import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { withBaseLayer } from '@/app/testing/base-layer';
import { headerBalance } from '@/app/testing/header-balance';
import { renderApp } from '@/app/testing/render-app';

import { lineGames, outcomeOf } from '../../../server/bets/bets-testing.ts';
import { settle } from '../../../server/bets/settlement.ts';
import {
  placeSynthetic,
  recordSyntheticResult,
  syntheticResolver,
} from '../../../server/bets/synthetic-bets.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

type Server = Awaited<ReturnType<typeof buildTestServer>>;
// Below the feed's first game id: games only these tests know.
let nextGame = 93_000_000;

/** The demo player and their active main account. */
async function demoAccount(server: Server) {
  const [demo] = await server.db.query<{ playerId: number; accountId: number }>(
    `SELECT p.id AS "playerId", a.id AS "accountId" FROM accounts a
     JOIN players p ON p.id = a.player_id
     WHERE p.email = $1 AND a.kind = 'main' AND a.is_active`,
    [DEMO_PLAYER.email],
  );
  return demo!;
}

/**
 * The demo player's bets: a single won and one lost on made-up games, settled, and an open single
 * of 10.00 on a line game's home win at its price now (what cash-out reads back).
 */
async function demoBets(server: Server) {
  const demo = await demoAccount(server);
  const won = (nextGame += 1);
  const lost = (nextGame += 1);
  const other = (nextGame += 1);
  const wonBet = await placeSynthetic(server.db, demo, {
    kind: 'single',
    stake: 2_000n,
    selections: [{ gameId: won, price: 2 }],
  });
  const lostBet = await placeSynthetic(server.db, demo, {
    kind: 'express',
    stake: 1_000n,
    selections: [
      { gameId: lost, price: 1.5 },
      { gameId: other, price: 1.8 },
    ],
  });
  await recordSyntheticResult(server.db, won, 'won');
  await recordSyntheticResult(server.db, lost, 'lost');
  await recordSyntheticResult(server.db, other, 'won');
  await settle(server.db, syntheticResolver);
  const [game] = await lineGames(server, { count: 1 });
  const openBet = await placeSynthetic(server.db, demo, {
    kind: 'single',
    stake: 1_000n,
    selections: [{ gameId: game!.id, price: outcomeOf(game!, 1, 1).c }],
  });
  return { ...demo, wonBet, lostBet, openBet };
}

const cards = () => screen.getAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('the bets history', () => {
  it('lists the bets newest first with their selections, and filters them by status and type', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    const bets = await demoBets(server);
    app = await renderApp('/en/office/history', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    expect(await screen.findByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
    await screen.findByRole('heading', { name: `Bet No. ${bets.openBet}` });
    expect(titles()).toEqual([
      `Bet No. ${bets.openBet}`,
      `Bet No. ${bets.lostBet}`,
      `Bet No. ${bets.wonBet}`,
    ]);
    const won = cards()[2]!;
    expect(within(won).getByText('Single')).toBeVisible();
    expect(within(won).getByText('Won', { selector: '.bet-card__status' })).toBeVisible();
    expect(won).toHaveTextContent('Home – Away');
    expect(within(won).getByText('Payout')).toBeVisible();
    expect(within(won).getByText('40.00 ₸')).toBeVisible();
    const lost = cards()[1]!;
    expect(within(lost).getByText('Accumulator')).toBeVisible();
    expect(
      within(lost)
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual([expect.stringContaining('Lost'), expect.stringContaining('Won')]);
    const open = cards()[0]!;
    expect(within(open).getByText('Potential payout')).toBeVisible();
    expect(within(open).getByText('Not settled')).toBeVisible();
    // Betframe has a coupon lobby: an open bet placed without it may be published now, once.
    expect(within(won).queryByRole('button', { name: /coupon lobby/ })).not.toBeInTheDocument();
    await user.click(
      within(open).getByRole('button', {
        name: `Publish bet No. ${bets.openBet} to the coupon lobby`,
      }),
    );
    const published = await within(open).findByRole('link', {
      name: 'Published in the coupon lobby',
    });
    expect(published).toHaveAttribute('href', '/en/coupon-lobby');
    // The button the player pressed is gone: the focus is on what replaced it.
    await waitFor(() => expect(published).toHaveFocus());
    const [listed] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lobby_coupons WHERE bet_id = $1',
      [bets.openBet],
    );
    expect(listed!.n).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Lost');
    await waitFor(() => expect(titles()).toEqual([`Bet No. ${bets.lostBet}`]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bet type' }), 'Single');
    await waitFor(() =>
      expect(titles()).toEqual([`Bet No. ${bets.openBet}`, `Bet No. ${bets.wonBet}`]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bet type' }), 'System');
    expect(await screen.findByText('No bets in this period.')).toBeVisible();
  });

  it('cashes an open bet out after the player confirms, asking again when its value moved', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    const bets = await demoBets(server);
    app = await renderApp('/en/office/history', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    const before = await headerBalance();
    const offer = await screen.findByRole('button', { name: 'Cash out 9.50 ₸' });
    // The line moved since the list was shown: the bet now plays at 1.1 × today's price.
    const [selection] = await server.db.query<{ price: string }>(
      'SELECT price::text AS price FROM bet_selections WHERE bet_id = $1',
      [bets.openBet],
    );
    const placed = Number(selection!.price);
    await user.click(offer);
    expect(await screen.findByText(`Cash out bet No. ${bets.openBet} for 9.50 ₸?`)).toBeVisible();
    const moved = Math.round(placed * 1.1 * 1000) / 1000;
    await server.db.query('UPDATE bet_selections SET price = $2 WHERE bet_id = $1', [
      bets.openBet,
      moved,
    ]);
    await server.db.query(`UPDATE bets SET potential_payout = 1000 WHERE id = $1`, [bets.openBet]);
    await user.click(screen.getByRole('button', { name: 'Cash out' }));
    const changed = await screen.findByRole('alert');
    const value = /changed to ([\d.]+) ₸/.exec(changed.textContent ?? '')?.[1];
    const expected =
      Number(
        (1_000n * BigInt(Math.round(moved * 1000)) * 9_500n) /
          (BigInt(Math.round(placed * 1000)) * 10_000n),
      ) / 100;
    expect(Number(value)).toBe(expected);

    await user.click(screen.getByRole('button', { name: 'Cash out' }));
    expect(
      await screen.findByText(`Bet No. ${bets.openBet} cashed out for ${value} ₸.`, {
        selector: '[role="status"]',
      }),
    ).toBeVisible();
    const sold = await screen.findByText(`Cashed out for ${value} ₸`);
    expect(
      within(sold.closest('article')!).getByText('Cashed out', { selector: '.bet-card__status' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Cash out/ })).not.toBeInTheDocument();
    // The balance was asked again: up by what the bet sold for.
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before + Number(value), 2));
  });

  it('cashes a system out for the sum of its lines’ values', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    const games = await lineGames(server, { count: 3 });
    // 2 of 3 for 9.00 at today's prices: three lines of 3.00, each worth 3.00 less 5 %.
    const system = await placeSynthetic(server.db, await demoAccount(server), {
      kind: 'system',
      systemSize: 2,
      stake: 900n,
      selections: games.map((game) => ({ gameId: game.id, price: outcomeOf(game, 1, 1).c })),
    });
    app = await renderApp('/en/office/history', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    const card = (await screen.findByRole('heading', { name: `Bet No. ${system}` })).closest(
      'article',
    )!;
    expect(within(card).getByText('System 2 of 3')).toBeVisible();
    const before = await headerBalance();
    await user.click(within(card).getByRole('button', { name: 'Cash out 8.55 ₸' }));
    expect(await screen.findByText(`Cash out bet No. ${system} for 8.55 ₸?`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cash out' }));
    expect(await screen.findByText('Cashed out for 8.55 ₸')).toBeVisible();
    const sold = screen.getByRole('heading', { name: `Bet No. ${system}` }).closest('article')!;
    expect(within(sold).getByText('Cashed out', { selector: '.bet-card__status' })).toBeVisible();
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before + 8.55, 2));
  });

  it('clears the settled bets after the player confirms, and mails the history', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    const bets = await demoBets(server);
    app = await renderApp('/en/office/history', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    await screen.findByRole('heading', { name: `Bet No. ${bets.wonBet}` });

    await user.click(screen.getByRole('button', { name: 'Send history by e-mail' }));
    expect(await screen.findByText(`The history was sent to ${DEMO_PLAYER.email}.`)).toBeVisible();
    const [mail] = await server.db.query<{ body: string }>(
      'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [DEMO_PLAYER.email],
    );
    expect(mail!.body).toMatch(new RegExp(`(No\\.|№) ${bets.wonBet}, `));

    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    const ask = screen.getByRole('group', {
      name: 'Hide your settled bets from the history? Open bets stay listed; nothing is deleted.',
    });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(titles()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Settled bets hidden: 2.')).toBeVisible();
    await waitFor(() => expect(titles()).toEqual([`Bet No. ${bets.openBet}`]));
  });

  it("starts on the variant's own history days (couponConfig.history_days), among the usual periods", async () => {
    await withBaseLayer(
      (base) => ({
        ...base,
        couponConfig: { ...(base.couponConfig ?? {}), history_days: 14 },
      }),
      async (configDir) => {
        app = await renderApp('/en/office/history', { configDir, signedInAs: DEMO_PLAYER });
        const period = await screen.findByRole('combobox', { name: 'Period' });
        expect(within(period).getByRole('option', { selected: true })).toHaveTextContent(
          'Last 14 days',
        );
        expect(
          within(period)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Last 24 hours', 'Last 7 days', 'Last 14 days', 'Last 30 days', 'Last 90 days']);
      },
    );
  });
});
