import { randomUUID } from 'node:crypto';

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { headerBalance } from '@/app/testing/header-balance';
import { renderApp } from '@/app/testing/render-app';

import { betAskOf } from '../../../server/bets/bet-request.ts';
import { requestBet } from '../../../server/bets/bet-requests.ts';
import {
  type MovingPrice,
  movingPrices,
  simulatorOf,
} from '../../../server/bets/bet-requests-testing.ts';
import { feedNow } from '../../../server/bets/bets-testing.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';
import { settingsDefaults } from '../../config/generated/site-settings.defaults.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('coefficientFormat', null);
  await app?.server.close();
  app = undefined;
});

const SEED = 'bet-requests-office';

describe('the bet requests in the bets history', () => {
  it('lists the requests, cancels a waiting one, and says what became of the others', async () => {
    const server = await buildTestServer({
      distDir: '/nonexistent',
      feed: { seed: SEED, recordEveryMs: 0 },
    });
    const [demo] = await server.db.query<{ id: number }>(
      'SELECT id FROM players WHERE email = $1',
      [DEMO_PLAYER.email],
    );
    // Two auto-bets of the demo player's at odds the feed will not reach: the earlier game's
    // kick-off comes (its request expires), the later one's still waits.
    const sim = simulatorOf(SEED);
    const now = await feedNow(server);
    // Kick-offs share their slots (many games start at the same time): enough games to find two.
    const [soon, later] = movingPrices(sim, now, { count: 30 })
      .sort((a, b) => a.start - b.start)
      .filter((p, i, all) => i === 0 || p.start > all[0]!.start);
    const ask = (event: MovingPrice['event'], summ: number) =>
      requestBet(
        { db: server.db, sim, now },
        { playerId: demo!.id, settings: settingsDefaults, language: 'en' },
        {
          kind: 'auto',
          bet: betAskOf(
            { betGuid: randomUUID(), summ, vid: 0, couponEvents: [event] },
            0,
            settingsDefaults,
          ),
          price: 900,
        },
      );
    const expiring = await ask(soon!.event, 25);
    const waiting = await ask(later!.event, 10);
    const clock = await server.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: soon!.start - (await feedNow(server)) + 60_000 },
    });
    expect(clock.statusCode).toBe(200);

    app = await renderApp('/en/office/history', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    const section = await screen.findByRole('region', { name: 'Bet requests' });
    const card = (id: number) =>
      within(section).getByRole('article', { name: `Request No. ${id}` });
    await within(section).findByRole('article', { name: `Request No. ${waiting.request.id}` });
    const gone = card(expiring.request.id);
    expect(within(gone).getByText('Expired')).toBeVisible();
    expect(within(gone).getByText('Stake returned: the game started.')).toBeVisible();
    expect(within(gone).queryByRole('button', { name: 'Cancel request' })).toBeNull();
    const open = card(waiting.request.id);
    expect(within(open).getByText('Waiting for the odds')).toBeVisible();
    expect(within(open).getByText('Auto-bet at 900.00')).toBeVisible();
    expect(within(open).getByText('10.00 ₸')).toBeVisible();
    // The odds asked are written in the player's format, as every price is.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Odds format' }),
      'American (+150)',
    );
    expect(await within(open).findByText('Auto-bet at +89900')).toBeVisible();

    const before = await headerBalance();
    await user.click(within(open).getByRole('button', { name: 'Cancel request' }));
    expect(
      await within(section).findByText(
        `Request No. ${waiting.request.id} cancelled: 10.00 ₸ returned to your account.`,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(card(waiting.request.id)).getByText('Cancelled')).toBeVisible(),
    );
    expect(
      within(card(waiting.request.id)).getByText('Stake returned: you cancelled it.'),
    ).toBeVisible();
    await waitFor(async () => expect(await headerBalance()).toBeCloseTo(before + 10, 2));
  }, 60_000);
});
