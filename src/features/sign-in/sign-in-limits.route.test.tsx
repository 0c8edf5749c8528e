import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { solvePuzzle } from '@/app/testing/solve-puzzle';

import { base32Decode, newTotpSecret, totpAt } from '../../../server/auth/totp.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { solveCaptcha } from '../../../server/testing/registration-helpers.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const shortTime = (ms: number) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(ms);

/** Wrong passwords for the demo account by phone, from the address the app's calls come from too. */
async function failOnDemo(times: number, withCaptcha = false) {
  for (let i = 0; i < times; i++)
    await app!.server.inject({
      method: 'POST',
      url: '/user/auth',
      headers: {
        host: 'localhost:8080',
        ...(withCaptcha ? { 'x-captcha-token': await solveCaptcha(app!.server) } : {}),
      },
      payload: { type: 'phone_number', login: DEMO_PLAYER.phone, password: `Wrong-${i}` },
    });
}

async function logInAsDemo() {
  const { user } = app!;
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), DEMO_PLAYER.email);
  await user.type(screen.getByLabelText('Password'), DEMO_PLAYER.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login route under the platform’s limits', () => {
  it('shows the puzzle the platform asks for once the account failed too often, and the owner gets in by solving it', async () => {
    app = await renderApp('/en/login');
    await failOnDemo(3);
    await logInAsDemo();
    await solvePuzzle(app);
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/en/'));
    expect(app?.services.session.get().authenticated).toBe(true);
  });

  it('says until when an address that failed too often must wait', async () => {
    app = await renderApp('/en/login');
    await failOnDemo(3);
    await failOnDemo(2, true);
    const [last] = await app.server.db.query<{ ms: number }>(
      'SELECT (extract(epoch FROM max(at)) * 1000)::float8 AS ms FROM auth_failures',
    );
    await logInAsDemo();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Too many failed attempts from here. Try again after ${shortTime(last!.ms + 60_000)}.`,
    );
    expect(app?.services.session.get().authenticated).toBe(false);
  });

  it('says until when wrong authenticator codes paused the second step', async () => {
    app = await renderApp('/en/login');
    const { user, server } = app;
    const secret = newTotpSecret();
    const [demo] = await server.db.query<{ id: number }>(
      'UPDATE players SET two_factor_secret = $2 WHERE email = $1 RETURNING id',
      [DEMO_PLAYER.email, secret],
    );
    // Four wrong codes already, from earlier challenges.
    await server.db.query('INSERT INTO second_factor_budget (player_id, failures) VALUES ($1, 4)', [
      demo!.id,
    ]);
    await logInAsDemo();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
    const right = totpAt(base32Decode(secret)!, Date.now());
    await user.type(
      screen.getByLabelText('Code from the app'),
      right === '000000' ? '111111' : '000000',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    const [budget] = await server.db.query<{ ms: number }>(
      'SELECT (extract(epoch FROM paused_until) * 1000)::float8 AS ms FROM second_factor_budget',
    );
    expect(alert).toHaveTextContent(
      `Too many wrong codes. Try again after ${shortTime(budget!.ms)}.`,
    );
    expect(app?.services.session.get().authenticated).toBe(false);
  });
});
