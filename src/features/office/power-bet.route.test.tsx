import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { headerBalance } from '@/app/testing/header-balance';
import { renderApp } from '@/app/testing/render-app';

import { lineGames, outcomeOf } from '../../../server/bets/bets-testing.ts';
import { placeSynthetic } from '../../../server/bets/synthetic-bets.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { tempTree } from '../../../server/testing/temp-tree.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

type Server = Awaited<ReturnType<typeof buildTestServer>>;

/**
 * The demo player's open singles of 10.00 on line games' home wins: one placed at 1.01 (the feed's
 * price now is higher: PowerBet is offered), one at the feed's price now (nothing to power).
 */
async function demoBets(server: Server) {
  const [demo] = await server.db.query<{ playerId: number; accountId: number }>(
    `SELECT p.id AS "playerId", a.id AS "accountId" FROM accounts a
     JOIN players p ON p.id = a.player_id
     WHERE p.email = $1 AND a.kind = 'main' AND a.is_active`,
    [DEMO_PLAYER.email],
  );
  const [cheap, fair] = await lineGames(server, { count: 2 });
  const powered = await placeSynthetic(server.db, demo!, {
    kind: 'single',
    stake: 1_000n,
    selections: [{ gameId: cheap!.id, price: 1.01 }],
  });
  const unmoved = await placeSynthetic(server.db, demo!, {
    kind: 'single',
    stake: 1_000n,
    selections: [{ gameId: fair!.id, price: outcomeOf(fair!, 1, 1).c }],
  });
  return { powered, unmoved, price: outcomeOf(cheap!, 1, 1).c };
}

const cardOf = (id: number) => screen.getByRole('article', { name: `Bet No. ${id}` });

describe('PowerBet', () => {
  it('tops up a bet from its history card at the higher price: the balance and the history follow', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    const bets = await demoBets(server);
    app = await renderApp('/en/office/history', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    await screen.findByRole('heading', { name: `Bet No. ${bets.powered}` });
    expect(
      within(cardOf(bets.unmoved)).queryByRole('link', { name: /PowerBet/ }),
    ).not.toBeInTheDocument();
    const before = await headerBalance();
    await user.click(
      within(cardOf(bets.powered)).getByRole('link', {
        name: new RegExp(`^PowerBet: top up bet No. ${bets.powered} at`),
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'PowerBet' })).toBeVisible();
    const form = await screen.findByRole('form', { name: `Bet No. ${bets.powered}` });
    expect(form).toHaveTextContent(/1\.01 → /);
    expect(within(form).getByText(/a top-up is at most the bet's own stake/)).toBeVisible();
    // Nothing typed: Power up says what the stake may be.
    await user.click(within(form).getByRole('button', { name: 'Power up' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /Enter a top-up from .* to 10\.00/,
    );
    // Above the bet's stake is not typed: the field keeps the most.
    const stake = within(form).getByRole('textbox', { name: 'Top-up stake' });
    await user.type(stake, '25');
    expect(stake).toHaveValue('10');
    await user.clear(stake);
    await user.type(stake, '4');
    const win = Math.floor((400 * Math.round(bets.price * 1000)) / 1000) / 100;
    expect(form).toHaveTextContent(`Possible win of the top-up${win.toFixed(2)} ₸`);
    expect(form).toHaveTextContent(
      `Possible win of the bet with the top-up${(10.1 + win).toFixed(2)} ₸`,
    );
    await user.click(within(form).getByRole('button', { name: 'Power up' }));

    const done = await screen.findByText(new RegExp(`^Bet No. ${bets.powered} is powered`));
    const topUp = Number(/bet No\. (\d+)\.$/.exec(done.textContent ?? '')?.[1]);
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before - 4, 2));
    await user.click(screen.getByRole('link', { name: 'See it in the bet history' }));
    await screen.findByRole('heading', { name: `Bet No. ${topUp}` });
    expect(cardOf(bets.powered)).toHaveTextContent(
      new RegExp(`Powered by bet No. ${topUp}: 4\\.00 ₸ at`),
    );
    expect(
      within(cardOf(bets.powered)).queryByRole('link', { name: /PowerBet/ }),
    ).not.toBeInTheDocument();
    expect(cardOf(topUp)).toHaveTextContent(`PowerBet of bet No. ${bets.powered}`);
  });

  it('shows the top-up’s possible win after the variant’s payout tax, as the platform pays it', async () => {
    // The samples with a 10% tax on Betframe's winnings (from the first cent, at any odds).
    const config = tempTree({});
    cpSync(join(import.meta.dirname, '../../../config-samples'), config.dir, { recursive: true });
    const file = join(config.dir, 'partners/1-betframe/partner.json');
    const layer = JSON.parse(readFileSync(file, 'utf8')) as Record<string, object | undefined>;
    const tax = { type: 2, payout_tax_percent: 10, win_threshold: 0, coef_threshold: 0 };
    layer.bettingConfig = { ...layer.bettingConfig, tax };
    writeFileSync(file, JSON.stringify(layer));
    try {
      const server = await buildTestServer({
        distDir: '/nonexistent',
        configDir: config.dir,
        feed: { recordEveryMs: 0 },
      });
      const bets = await demoBets(server);
      app = await renderApp(`/en/office/powerbet?bet=${bets.powered}`, {
        server,
        signedInAs: DEMO_PLAYER,
      });
      const form = await screen.findByRole('form', { name: `Bet No. ${bets.powered}` });
      await app.user.type(within(form).getByRole('textbox', { name: 'Top-up stake' }), '10');
      // 10.00 at today's price, less 10% of what it wins (rounded half away from zero).
      const payout = Math.floor((1_000 * Math.round(bets.price * 1000)) / 1000);
      const win = payout - Math.round((payout - 1_000) / 10);
      expect(form).toHaveTextContent(`Possible win of the top-up${(win / 100).toFixed(2)} ₸`);
    } finally {
      config.remove();
    }
  });

  it('lists the bets it can top up now, and says why a bet named cannot be', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    const bets = await demoBets(server);
    app = await renderApp('/en/office/powerbet', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    const link = await screen.findByRole('link', { name: `Power up bet No. ${bets.powered}` });
    expect(
      screen.queryByRole('link', { name: `Power up bet No. ${bets.unmoved}` }),
    ).not.toBeInTheDocument();
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('form', { name: `Bet No. ${bets.powered}` })).toBeVisible();

    await app.router.navigate(`/en/office/powerbet?bet=${bets.unmoved}`);
    expect(
      await screen.findByText(
        'This bet cannot be powered now: the odds are not higher than the bet’s.',
      ),
    ).toBeVisible();
  });
});
