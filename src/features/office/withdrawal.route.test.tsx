import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createCookieJar } from '@/app/testing/cookie-jar';
import { fetchThrough, renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

type Db = Awaited<ReturnType<typeof buildTestServer>>['db'];

const requestsOf = (db: Db) =>
  db.query<{ amount: string; status: string; request_key: string }>(
    `SELECT r.amount::text AS amount, r.status, r.request_key FROM withdrawal_requests r
     JOIN players p ON p.id = r.player_id WHERE p.email = $1 ORDER BY r.id`,
    [DEMO_PLAYER.email],
  );

async function typeAmount(amount: string) {
  const field = screen.getByRole('textbox', { name: 'Amount, ₸' });
  await app!.user.clear(field);
  await app!.user.type(field, amount);
  await app!.user.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('a withdrawal', () => {
  it('checks the method’s limits and the balance before anything is sent, naming the limit', async () => {
    app = await renderApp('/en/office/deduce', { signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();
    expect(await screen.findByText('Available to withdraw:')).toHaveTextContent('25,000.00 ₸');
    // Kazakhstan's tenge account: the card everywhere, the bank transfer only in Kazakhstan.
    const card = screen.getByRole('radio', { name: /^Bank card/ });
    expect(card).toBeChecked();
    expect(card.closest('label')).toHaveTextContent('From 500.00 ₸ to 2,000,000.00 ₸');
    await typeAmount('499.99');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The smallest amount by this method is 500.00 ₸.',
    );
    expect(screen.getByRole('textbox', { name: 'Amount, ₸' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await typeAmount('2000000.01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The largest amount by this method is 2,000,000.00 ₸.',
    );
    await app.user.click(screen.getByRole('radio', { name: /^Bank transfer/ }));
    await typeAmount('25000.01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can withdraw at most 25,000.00 ₸: that is what the account holds.',
    );
    // The numeric rules: one separator (a comma is one), two decimals, no letters or sign.
    await typeAmount('-1a2,345');
    expect(screen.getByRole('textbox', { name: 'Amount, ₸' })).toHaveValue('12.34');
    expect(await requestsOf(app.server.db)).toEqual([]);
  });

  it('reserves the amount at once (the balance here and in the header drops), once for a double submit', async () => {
    app = await renderApp('/en/office/deduce', { signedInAs: DEMO_PLAYER });
    const { user, server } = app;
    await user.type(await screen.findByRole('textbox', { name: 'Amount, ₸' }), '1000.5');
    const send = screen.getByRole('button', { name: 'Withdraw' });
    // Two submits before the first answer: the second is refused while one is in flight.
    fireEvent.submit(send.closest('form')!);
    fireEvent.submit(send.closest('form')!);
    await user.dblClick(send);
    const done = await screen.findByText(/^Request No\. \d+: 1,000\.50 ₸ by Bank card is reserved/);
    expect(done.closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByText('Available to withdraw:')).toHaveTextContent('23,999.50 ₸');
    expect(
      await screen.findByRole('button', { name: 'Balance 23,999.50 ₸, refresh' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Amount, ₸' })).toHaveValue('');
    expect((await requestsOf(server.db)).map(({ amount, status }) => ({ amount, status }))).toEqual(
      [{ amount: '1000.50', status: 'pending' }],
    );
  });

  it('sends the same request key again after a dropped answer: the platform applies it once', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const cookies = createCookieJar();
    const through = fetchThrough(server, 'localhost:8080', {}, cookies);
    let dropped = false;
    // The platform gets the first withdrawal and answers it, but the answer never arrives.
    const dropping: typeof fetch = async (input, init) => {
      const answer = await through(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!dropped && url.includes('/officeapi/deduce')) {
        dropped = true;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    };
    app = await renderApp('/en/office/deduce', {
      server,
      cookies,
      fetch: dropping,
      signedInAs: DEMO_PLAYER,
    });
    const { user } = app;
    await user.type(await screen.findByRole('textbox', { name: 'Amount, ₸' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check your network and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/^Request No\. \d+: 2,000\.00 ₸ by Bank card/)).toBeVisible();
    expect(await screen.findByText('Available to withdraw:')).toHaveTextContent('23,000.00 ₸');
    const made = await requestsOf(server.db);
    expect(made.map(({ amount }) => amount)).toEqual(['2000.00']);
    expect(made[0]?.request_key).toMatch(/^[0-9a-f]{32}$/);

    // A new submission (another amount) is a new request with a new key.
    await user.type(screen.getByRole('textbox', { name: 'Amount, ₸' }), '500');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/^Request No\. \d+: 500\.00 ₸/)).toBeVisible();
    const both = await requestsOf(server.db);
    expect(both).toHaveLength(2);
    expect(both[1]?.request_key).not.toBe(both[0]?.request_key);
  });
});

describe('the withdrawal requests', () => {
  it('cancels a pending request after the confirm dialog, which gives the amount back', async () => {
    app = await renderApp('/en/office/deduce', { signedInAs: DEMO_PLAYER });
    const { user, server } = app;
    await user.type(await screen.findByRole('textbox', { name: 'Amount, ₸' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('link', { name: 'See your withdrawal requests' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Withdrawal requests' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'Your withdrawal requests, newest first',
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Bank card');
    expect(row).toHaveTextContent('1,500.00 ₸');
    expect(within(row).getByText('Pending')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Balance 23,500.00 ₸, refresh' }),
    ).toBeVisible();

    // × keeps the request; OK cancels it.
    const cancel = within(row).getByRole('button', {
      name: /^Cancel request No\. \d+ for 1,500\.00 ₸$/,
    });
    await user.click(cancel);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(row).getByText('Pending')).toBeVisible();
    await user.click(cancel);
    dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent('1,500.00 ₸ will be cancelled and the amount returned');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));

    expect(
      await screen.findByText(/is cancelled: 1,500\.00 ₸ is back on your account\.$/),
    ).toBeVisible();
    expect(await within(table).findByText('Cancelled')).toBeVisible();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Balance 25,000.00 ₸, refresh' }),
    ).toBeVisible();
    expect((await requestsOf(server.db)).map((r) => r.status)).toEqual(['cancelled']);
  });
});
