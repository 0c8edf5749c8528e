import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { headerBalance } from '@/app/testing/header-balance';
import { renderApp } from '@/app/testing/render-app';

import { lineGames } from '../../../server/bets/bets-testing.ts';
import { propose } from '../../../server/bets/manager-bets-testing.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('office_manager_bets', () => {
  it('approves a proposal (placed once, the balance drops, the history shows it) and declines another', async () => {
    const server = await buildTestServer({
      distDir: '/nonexistent',
      feed: { seed: 'manager-bets-office', recordEveryMs: 0 },
    });
    const [demo] = await server.db.query<{ id: number }>(
      'SELECT id FROM players WHERE email = $1',
      [DEMO_PLAYER.email],
    );
    const games = await lineGames(server, { count: 2, leadMinutes: 180 });
    const declined = await propose(server, demo!.id, [games[1]!], { stake: 5 });
    const approved = await propose(server, demo!.id, [games[0]!], {
      stake: 10,
      note: 'A safe one for tonight',
    });

    app = await renderApp('/en/office/manager_bets', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    const section = await screen.findByRole('region', { name: 'Proposals from your manager' });
    const card = (id: number) =>
      within(section).getByRole('article', { name: `Proposal No. ${id}` });
    await within(section).findByRole('article', { name: `Proposal No. ${approved.id}` });
    const open = card(approved.id);
    expect(within(open).getByText('A safe one for tonight')).toBeVisible();
    expect(within(open).getByText('Waiting')).toBeVisible();
    expect(within(open).getByText('Possible win')).toBeVisible();

    const before = await headerBalance();
    await user.click(within(open).getByRole('button', { name: 'Approve and place' }));
    const placed = await within(section).findByText(
      new RegExp(`^Proposal No. ${approved.id} placed as bet No. (\\d+)\\.$`),
    );
    const betId = /bet No\. (\d+)/.exec(placed.textContent ?? '')![1];
    await waitFor(() => expect(within(card(approved.id)).getByText('Placed')).toBeVisible());
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before - 10, 2));
    expect(
      within(card(approved.id)).queryByRole('button', { name: 'Approve and place' }),
    ).toBeNull();

    // The other one, by keyboard.
    within(card(declined.id)).getByRole('button', { name: 'Decline' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(section).findByText(`Proposal No. ${declined.id} declined.`)).toBeVisible();
    await waitFor(() => expect(within(card(declined.id)).getByText('Declined')).toBeVisible());
    expect(await headerBalance()).toBeCloseTo(before - 10, 2);

    await user.click(
      within(card(approved.id)).getByRole('link', { name: `Bet No. ${betId} in your bet history` }),
    );
    const bet = await screen.findByRole('article', { name: `Bet No. ${betId}` });
    expect(within(bet).getByText('Proposed by your manager')).toBeVisible();
  }, 60_000);
});
