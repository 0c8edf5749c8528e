import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { playerByEmail, unrepaidAdvance } from '../../../server/bets/advance-testing.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const rowOf = (table: HTMLElement, account: string) => {
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(`^${account.replace(/[$]/g, '\\$')}`) })
    .closest('tr');
  if (!row) throw new Error(`no row for ${account}`);
  return row;
};

describe('the office home', () => {
  it('shows the balances and links only to the cashier sections the office has', async () => {
    app = await renderApp('/en/office/account', { signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    const main = screen.getByRole('main');
    const active = await within(main).findByText('Active account balance');
    expect(active.parentElement).toHaveTextContent('25,000.00 ₸');
    expect(active.parentElement).toHaveTextContent('Main account ₸');
    expect(within(main).getByText('Points').parentElement).toHaveTextContent('0');
    // Each shortcut is a section of the office's menu (enabled by the variant and built).
    const shortcuts = within(screen.getByRole('navigation', { name: 'Cashier' })).getAllByRole(
      'link',
    );
    const menu = within(screen.getByRole('navigation', { name: 'Personal office' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(shortcuts.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/en/office/deduce', '/en/office/historypay']),
    );
    for (const link of shortcuts) expect(menu).toContain(link.getAttribute('href'));
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/office/deduce',
    );
  });

  it('shows what is owed on an advance beside the balances, and that it is unrepaid', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    await unrepaidAdvance(server.db, await playerByEmail(server.db, DEMO_PLAYER.email), 3_000n);
    app = await renderApp('/en/office/account', { signedInAs: DEMO_PLAYER, server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    const main = screen.getByRole('main');
    const owed = await within(main).findByText('Owed on advance');
    expect(owed.parentElement).toHaveTextContent('30.00 ₸');
    expect(owed.parentElement).toHaveTextContent(
      'Unrepaid: no further advance until it is paid back.',
    );
    // The 60.00 that backed it was the player's own, lost: the balance is what is left.
    expect(within(main).getByText('Active account balance').parentElement).toHaveTextContent(
      '24,940.00 ₸',
    );
  });

  it('opens an account in another currency, makes it active, and closes only an empty one that is not active', async () => {
    app = await renderApp('/en/office/account', { signedInAs: DEMO_PLAYER });
    const { user, server } = app;
    const table = await screen.findByRole('table');
    expect(within(rowOf(table, 'Main account ₸')).getByText('Active')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    // The variant offers tenge, dollars and euros: the player holds tenge.
    const currency = await screen.findByRole('combobox', {
      name: 'Open an account in another currency',
    });
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['US Dollar (USD)', 'Euro (EUR)']);
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your USD account is open.'),
    );
    const dollars = rowOf(table, 'Main account $');
    expect(dollars).toHaveTextContent('US Dollar');
    expect(dollars).toHaveTextContent('0.00 $');
    await waitFor(() =>
      expect(
        within(currency)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Euro (EUR)']),
    );

    // Made active: the header follows at once (one cached account list).
    await user.click(
      within(dollars).getByRole('button', { name: 'Make Main account $ the active account' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Main account $ is now your active account.',
      ),
    );
    expect(within(rowOf(table, 'Main account $')).getByText('Active')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Balance 0.00 $, refresh' })).toBeVisible();

    // The tenge account holds money: the platform refuses to close it, and says why.
    await user.click(screen.getByRole('button', { name: 'Close Main account ₸' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this account?' });
    expect(dialog).toHaveTextContent('Main account ₸ will be closed.');
    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an empty account can be closed. Withdraw or use its money first.',
    );

    // Back to tenge; the empty dollar account closes (after the question) and can be opened again.
    await user.click(
      screen.getByRole('button', { name: 'Make Main account ₸ the active account' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Balance 25,000.00 ₸, refresh' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close Main account $' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close this account?' })).getByRole(
        'button',
        { name: 'Close the account' },
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Main account $ is closed.'),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(currency)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['US Dollar (USD)', 'Euro (EUR)']),
    );
    const [closed] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM accounts a JOIN players p ON p.id = a.player_id
       WHERE p.email = $1 AND a.closed_at IS NOT NULL`,
      [DEMO_PLAYER.email],
    );
    expect(closed?.n).toBe(1);
  });
});
