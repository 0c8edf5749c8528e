import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { solvePuzzle } from '@/app/testing/solve-puzzle';
import { EVENT_CODES } from '@/lib/analytics/event-codes';
import { attachTracker } from '@/lib/analytics/track';
import { leaveSite } from '@/lib/leave-site';

vi.mock('@/lib/leave-site', () => ({ leaveSite: vi.fn() }));

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
  window.sessionStorage.clear();
  vi.mocked(leaveSite).mockClear();
});

/** Fills in the pay-and-play form, names the deposit and goes to the bank: the bank's address. */
async function goToBank(amount: string): Promise<URL> {
  app = await renderApp('/en/registration?type=pay_and_play');
  const { user } = app;
  expect(await screen.findByRole('tab', { name: 'Pay and play' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await user.click(await screen.findByRole('checkbox', { name: /legal age/ }));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deposit and play' });
  const input = within(dialog).getByLabelText('Deposit amount, KZT');
  await user.click(within(dialog).getByRole('button', { name: 'Continue to your bank' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Enter an amount from 1 to 1000000 with at most two decimals.',
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(leaveSite).not.toHaveBeenCalled();
  // The amount field keeps money: no sign, two decimals at most.
  await user.type(input, '-12.345');
  expect(input).toHaveValue('12.34');
  await user.clear(input);
  await user.type(input, amount);
  await user.click(within(dialog).getByRole('button', { name: 'Continue to your bank' }));
  // The captcha comes before the payment starts (a payment costs the operator money).
  expect(leaveSite).not.toHaveBeenCalled();
  await solvePuzzle(app);
  await vi.waitFor(() => expect(leaveSite).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('Taking you to your bank…')).toBeInTheDocument();
  return new URL(vi.mocked(leaveSite).mock.calls[0]![0]);
}

/** What the bank does with the payer's answers: the address it sends them back to. */
async function atTheBank(bank: URL, answers: Record<string, string>): Promise<string> {
  const page = await app!.server.inject({
    method: 'GET',
    url: `${bank.pathname}${bank.search}`,
    headers: { host: 'localhost:8080' },
  });
  expect(page.statusCode).toBe(200);
  const confirm = new URLSearchParams({ start: bank.searchParams.get('start') ?? '', ...answers });
  const res = await app!.server.inject({
    method: 'GET',
    url: `/bank-standin/confirm?${confirm}`,
    headers: { host: 'localhost:8080' },
  });
  expect(res.statusCode, res.body).toBe(302);
  const back = new URL(String(res.headers.location));
  return `${back.pathname}${back.search}`;
}

/** The trip's own token, which the bank hands back (kept with the started deposit). */
async function stateOf(bank: URL): Promise<string> {
  const [row] = await app!.server.db.query<{ state: string }>(
    'SELECT state FROM bank_payment_starts WHERE id = $1',
    [bank.searchParams.get('start')],
  );
  return row!.state;
}

/** The player arrives back on the site (same tab, same server). */
async function comeBack(path: string) {
  const { server } = app!;
  app!.unmount();
  app = await renderApp(path, { server });
  return app;
}

describe('pay-and-play registration', () => {
  it('pays the first deposit at the bank and comes back registered, logged in, with the deposit as balance', async () => {
    const bank = await goToBank('75,5');
    expect(bank.pathname).toBe('/bank-standin/pay');
    expect(bank.searchParams.get('lang')).toBe('en');
    // The platform started the deposit: its amount and currency, spent captcha and way back.
    const [started] = await app!.server.db.query<{ amount: string; currency_id: number }>(
      'SELECT amount::text AS amount, currency_id FROM bank_payment_starts WHERE id = $1 AND captcha_challenge IS NOT NULL',
      [bank.searchParams.get('start')],
    );
    expect(started).toEqual({ amount: '75.50', currency_id: 7 });
    const back = await atTheBank(bank, {
      bank: 'south',
      name: 'Dana Sayan',
      birthday: '1991-03-04',
    });

    const returned = await comeBack(back);
    const tracked: number[] = [];
    const detach = attachTracker((event) => void tracked.push(event.code));
    // No second captcha: the payment's start spent one.
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app?.services.session.get().authenticated).toBe(true);
    const login = Number(screen.getByTestId('registration-login').textContent);
    // The deposit landed through the ledger, once.
    const [account] = await returned.server.db.query<{ balance: number; deposits: number }>(
      `SELECT SUM(e.amount)::float8 AS balance, COUNT(*)::int AS deposits
       FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
       WHERE a.player_id = $1 AND a.kind = 'main'`,
      [login],
    );
    expect(account).toEqual({ balance: 75.5, deposits: 1 });
    const [player] = await returned.server.db.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM players WHERE id = $1',
      [login],
    );
    expect(player?.fields).toMatchObject({
      name: 'Dana Sayan',
      date_birthday: '1991-03-04',
      'agree-policy': true,
    });
    // The reference left the address: a reload does not try to register again.
    expect(returned.router.state.location.search).toBe('?type=pay_and_play');
    // Analytics: the account opened with a deposit is a registration and a first deposit.
    expect(tracked).toEqual(
      expect.arrayContaining([EVENT_CODES.registration, EVENT_CODES.firstDeposit]),
    );
    detach();
  });

  it('comes back from a cancelled payment to the form as it was, and says nothing was charged', async () => {
    const bank = await goToBank('20');
    const returned = await comeBack(
      `/en/registration?type=pay_and_play&error=access_denied&state=${await stateOf(bank)}`,
    );
    expect(
      await screen.findByText('The payment was cancelled at the bank. Nothing was charged.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /legal age/ })).toBeChecked();
    expect(returned.router.state.location.search).toBe('?type=pay_and_play');
    // Going again starts a new trip.
    await returned.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Deposit and play' })).toBeInTheDocument();
  });

  it('ignores a return it did not start, and says so when the payer is too young', async () => {
    const bank = await goToBank('30');
    const state = await stateOf(bank);
    const forged = await comeBack(
      '/en/registration?type=pay_and_play&payment_reference=PNP-forged&state=not-ours',
    );
    // The form is the tab's draft (the consent ticked before leaving), never a payment's.
    expect(await screen.findByRole('checkbox', { name: /legal age/ })).toBeChecked();
    expect(screen.queryByText('Payment received. Opening your account…')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are registered' })).toBeNull();
    expect(forged.router.state.location.search).toContain('payment_reference=PNP-forged');

    const back = await atTheBank(bank, {
      bank: 'north',
      name: 'Young One',
      birthday: `${new Date().getUTCFullYear() - 16}-01-01`,
    });
    expect(back).toContain(`state=${state}`);
    await comeBack(back);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payer is too young to play in this country.',
    );
    expect(app?.services.session.get().authenticated).toBe(false);
  });
});
