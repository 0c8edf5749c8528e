import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const USD = 10;

describe('the header balance', () => {
  it('shows the active account and, from its menu, makes another main account active in one click', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    // The demo player also holds an (empty) US dollar account, not the active one.
    await server.db.query(
      `INSERT INTO accounts (player_id, currency_id, kind, is_active)
       SELECT id, $2, 'main', false FROM players WHERE email = $1`,
      [DEMO_PLAYER.email, USD],
    );
    app = await renderApp('/en/', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    expect(
      await screen.findByRole('button', { name: 'Balance 25,000.00 ₸, refresh' }),
    ).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Accounts (active: Main account ₸)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Enter opens the menu, Tab reaches the other account, Enter chooses it.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const main = screen.getByRole('list', { name: 'Main accounts' });
    const active = within(main).getByText('Main account ₸').closest('[aria-current="true"]');
    expect(active).toHaveTextContent('25,000.00 ₸');
    expect(active).toHaveTextContent('Active');
    expect(screen.getByText('Points').parentElement).toHaveTextContent('0');
    await user.tab();
    const dollars = within(main).getByRole('button', {
      name: 'Make active: Main account $, 0.00 $',
    });
    expect(dollars).toHaveFocus();
    await user.keyboard('{Enter}');

    // The header now shows the dollar account, and focus is on it (the menu closed under it).
    const balance = await screen.findByRole('button', { name: 'Balance 0.00 $, refresh' });
    await waitFor(() => expect(balance).toHaveFocus());
    expect(
      screen.getByRole('button', { name: 'Accounts (active: Main account $)' }),
    ).toHaveAttribute('aria-expanded', 'false');
    const [row] = await server.db.query<{ currency_id: number }>(
      `SELECT a.currency_id FROM accounts a JOIN players p ON p.id = a.player_id
       WHERE p.email = $1 AND a.is_active`,
      [DEMO_PLAYER.email],
    );
    expect(row?.currency_id).toBe(USD);

    // And back by pointer; Escape closes the menu without a choice, focus back on its toggle.
    await user.click(screen.getByRole('button', { name: 'Accounts (active: Main account $)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Main accounts' })).not.toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Accounts (active: Main account $)' });
    expect(again).toHaveFocus();
    await user.click(again);
    await user.click(
      screen.getByRole('button', { name: 'Make active: Main account ₸, 25,000.00 ₸' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Balance 25,000.00 ₸, refresh' }),
    ).toBeVisible();
  });
});
