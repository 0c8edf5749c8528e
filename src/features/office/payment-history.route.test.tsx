import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { deposit } from '../../../server/ledger/movements.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

type Server = Awaited<ReturnType<typeof buildTestServer>>;

/** The demo player's tenge account (25,000.00 from the seeded deposit). */
async function demoAccount(server: Server): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `SELECT a.id FROM accounts a JOIN players p ON p.id = a.player_id
     WHERE p.email = $1 AND a.kind = 'main'`,
    [DEMO_PLAYER.email],
  );
  if (!row) throw new Error('no demo account');
  return row.id;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the payment history', () => {
  it('lists the operations newest first, 50 a page, with the balance after each, and shows more', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const account = await demoAccount(server);
    for (let i = 1; i <= 60; i += 1)
      await server.db.transaction((tx) =>
        deposit(tx, {
          key: `test:deposit:${i}`,
          account,
          amount: BigInt(i) * 100n,
          source: 'test',
        }),
      );
    app = await renderApp('/en/office/historypay', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    const table = await screen.findByRole('table', {
      name: 'Operations on your accounts, newest first',
    });
    // 61 operations (the seeded deposit and 60 more): the first page's 50 and the header row.
    expect(table).toHaveAttribute('aria-rowcount', '51');
    const [, newest, next] = within(table).getAllByRole('row');
    // 25,000 + 1 + 2 + … + 60 = 26,830.00
    expect(cellsOf(newest!).slice(1)).toEqual(['Deposit', '+60.00 ₸', '26,830.00 ₸']);
    expect(cellsOf(next!).slice(1)).toEqual(['Deposit', '+59.00 ₸', '26,770.00 ₸']);
    expect(newest).toHaveAttribute('aria-rowindex', '2');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '62'));
    // The second page was the last (11 operations): nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps operations older than 90 days in the archive, shown on request', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const account = await demoAccount(server);
    // The seeded deposit happened long ago; a withdrawal was asked today.
    await server.db.query(
      `UPDATE ledger_transactions SET created_at = now() - interval '100 days'
       WHERE id IN (SELECT transaction_id FROM ledger_entries WHERE account_id = $1)`,
      [account],
    );
    app = await renderApp('/en/office/historypay', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    expect(await screen.findByText('No operations in the last 90 days.')).toBeVisible();

    await user.click(await screen.findByRole('link', { name: 'Withdrawal' }));
    await user.type(await screen.findByRole('textbox', { name: 'Amount, ₸' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText(/^Request No\. \d+: 1,000\.00 ₸/);
    await user.click(screen.getByRole('link', { name: 'Payment history' }));

    const table = await screen.findByRole('table', {
      name: 'Operations on your accounts, newest first',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cellsOf(r).slice(1)),
    ).toEqual([['Withdrawal', '-1,000.00 ₸', '24,000.00 ₸']]);
    await user.click(
      screen.getByRole('checkbox', { name: 'Include the archive (operations older than 90 days)' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('row')
          .slice(1)
          .map((r) => cellsOf(r).slice(1)),
      ).toEqual([
        ['Withdrawal', '-1,000.00 ₸', '24,000.00 ₸'],
        ['Deposit', '+25,000.00 ₸', '25,000.00 ₸'],
      ]),
    );
  });
});
