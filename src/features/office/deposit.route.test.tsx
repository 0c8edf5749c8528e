import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { leaveSite } from '@/lib/leave-site';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import type { buildTestServer } from '../../../server/testing/test-server.ts';

vi.mock('@/lib/leave-site', () => ({ leaveSite: vi.fn() }));

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
beforeEach(() => vi.mocked(leaveSite).mockClear());
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

type Server = Awaited<ReturnType<typeof buildTestServer>>;

/** At the provider, as the player's browser would be: the card, then the 3-D Secure answer. */
async function payAtProvider(server: Server, url: string, number: string, decision = 'confirm') {
  const id = new URL(url).searchParams.get('deposit')!;
  const form = (path: string, body: Record<string, string>) =>
    server.inject({
      method: 'POST',
      url: path,
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  await form('/payment-standin/pay', {
    deposit: id,
    number,
    expiry: '12/40',
    cvc: '123',
    holder: 'Demo Player',
  });
  const back = await form('/payment-standin/confirm', { deposit: id, decision });
  return back.headers.location!;
}

async function deposit(amount: string) {
  const field = await screen.findByRole('textbox', { name: 'Amount, ₸' });
  await app!.user.clear(field);
  await app!.user.type(field, amount);
  await app!.user.click(screen.getByRole('button', { name: 'Pay' }));
}

describe('a deposit', () => {
  it('checks the limits, sends the player to the provider, and shows what came back', async () => {
    app = await renderApp('/en/office/recharge', { signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    expect(await screen.findByText('Method: Bank card')).toBeVisible();
    // The demo player has deposited before: no first-deposit offer.
    expect(screen.queryByRole('complementary', { name: 'First deposit bonus' })).toBeNull();
    await deposit('499');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The smallest amount by this method is 500.00 ₸.',
    );
    expect(leaveSite).not.toHaveBeenCalled();

    await deposit('1500');
    await vi.waitFor(() => expect(leaveSite).toHaveBeenCalledTimes(1));
    const url = vi.mocked(leaveSite).mock.calls[0]![0];
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/payment-standin\/pay\?deposit=DEP-/);
    expect(new URL(url).searchParams.get('lang')).toBe('en');

    const back = await payAtProvider(app.server, url, '4242 4242 4242 4242');
    expect(back).toMatch(/^\/en\/office\/recharge\?deposit=DEP-/);
    await app.router.navigate(back);
    expect(await screen.findByText('Your deposit of 1,500.00 ₸ is on your account.')).toBeVisible();
    // The header's balance shows it too.
    expect(await screen.findByRole('button', { name: /26,500\.00 ₸/ })).toBeVisible();
  });

  it('a quick amount fills the field and is what the deposit asks for', async () => {
    app = await renderApp('/en/office/recharge', { signedInAs: DEMO_PLAYER });
    const quick = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2,000.00 ₸', '5,000.00 ₸', '10,000.00 ₸', '50,000.00 ₸']);
    const choice = within(quick).getByRole('button', { name: '10,000.00 ₸' });
    await app.user.click(choice);
    expect(screen.getByRole('textbox', { name: 'Amount, ₸' })).toHaveValue('10000');
    expect(choice).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(screen.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(leaveSite).toHaveBeenCalledTimes(1));
    const [started] = await app.server.db.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM deposits',
    );
    expect(started?.amount).toBe('10000.00');
  });

  it('a double click on Pay starts one deposit; a declined card takes nothing', async () => {
    app = await renderApp('/en/office/recharge', { signedInAs: DEMO_PLAYER });
    const field = await screen.findByRole('textbox', { name: 'Amount, ₸' });
    await app.user.type(field, '800');
    await app.user.dblClick(screen.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(leaveSite).toHaveBeenCalled());
    const [{ n }] = (await app.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits',
    )) as [{ n: number }];
    expect(n).toBe(1);
    const url = vi.mocked(leaveSite).mock.calls[0]![0];
    const back = await payAtProvider(app.server, url, '4000 0000 0000 0002');
    await app.router.navigate(back);
    expect(
      await screen.findByText('The payment of 800.00 ₸ was declined. No money was taken.'),
    ).toBeVisible();
  });
});
