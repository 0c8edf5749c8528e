import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { activatePromoCode } from '../../../server/bonuses/promo-codes.ts';
import { requestWithdrawal } from '../../../server/cashier/withdrawals.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

/** The demo player asks for a withdrawal and activates a promo code, on the platform. */
async function withMoneyMoved() {
  const server = await buildTestServer({ distDir: '/nonexistent' });
  const [demo] = await server.db.query<{ id: number }>('SELECT id FROM players WHERE email = $1', [
    DEMO_PLAYER.email,
  ]);
  const settings = server.settingsOf({
    host: 'localhost:8080',
    headers: {},
    query: {},
  } as never).settings;
  const request = await requestWithdrawal(server.db, {
    playerId: demo!.id,
    method: 'card',
    amount: '1000',
    requestKey: 'paycheck-route-test',
    settings,
  });
  await activatePromoCode(server.db, {
    playerId: demo!.id,
    code: 'FREEBET10',
    settings,
    now: new Date(),
  });
  return { server, request };
}

describe('the office menu, the history’s accounts and a receipt', () => {
  it('groups the menu as the platform does, counting what waits; a history row opens its receipt', async () => {
    const { server, request } = await withMoneyMoved();
    app = await renderApp('/en/office/historypay', { server, signedInAs: DEMO_PLAYER });
    const menu = await screen.findByRole('navigation', { name: 'Personal office' });
    const money = within(menu).getByRole('list', { name: 'My money' });
    expect(within(money).getByRole('link', { name: /^Withdrawal requests/ })).toHaveTextContent(
      'Withdrawal requests1 waiting: 1',
    );
    const promo = within(menu).getByRole('list', { name: 'Promotions' });
    expect(within(promo).getByRole('link', { name: /^Bonuses/ })).toHaveTextContent('waiting: 1');
    expect(within(menu).queryByRole('link', { name: /Receipt/ })).toBeNull();

    const history = await screen.findByRole('table', {
      name: 'Operations on your accounts, newest first',
    });
    await app.user.click(
      within(history).getByRole('link', { name: /^Withdrawal, receipt of operation No\. \d+$/ }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    expect(await screen.findByText('Withdrawal request No.')).toBeVisible();
    expect(screen.getByText(String(request.id), { selector: 'dd' })).toBeVisible();
    const lines = screen.getByRole('table', { name: 'What the operation did to your accounts' });
    expect(within(lines).getByRole('row', { name: /Main account, KZT/ })).toHaveTextContent(
      '-1,000.00 ₸24,000.00 ₸',
    );

    await app.user.click(screen.getByRole('link', { name: 'Back to the payment history' }));
    await app.user.click(await screen.findByRole('radio', { name: 'Bonus accounts' }));
    const bonus = await screen.findByRole('table', {
      name: 'Operations on your accounts, newest first',
    });
    expect(await within(bonus).findByText('Bonus credited')).toBeVisible();
    expect(bonus).toHaveTextContent('+1,000.00 ₸');
  });

  it('says an operation that is not the player’s is not found', async () => {
    app = await renderApp('/en/office/paycheck?id=999999', { signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('alert')).toHaveTextContent('This operation was not found.');
  });
});
