import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createCookieJar } from '@/app/testing/cookie-jar';
import { fetchThrough, renderApp } from '@/app/testing/render-app';

import { base32Decode, newTotpSecret, totpAt } from '../../../server/auth/totp.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('turning two-factor off in the office', () => {
  it('says until when wrong codes paused the second factor (the budget sign-in spends too)', async () => {
    // Signed in before two-factor is on (then the password alone would not sign in).
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const cookies = createCookieJar();
    const signedIn = await fetchThrough(
      server,
      'localhost:8080',
      {},
      cookies,
    )('/user/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'email',
        login: DEMO_PLAYER.email,
        password: DEMO_PLAYER.password,
      }),
    });
    expect(signedIn.ok).toBe(true);
    const secret = newTotpSecret();
    const [demo] = await server.db.query<{ id: number }>(
      'UPDATE players SET two_factor_secret = $2 WHERE email = $1 RETURNING id',
      [DEMO_PLAYER.email, secret],
    );
    // Four wrong codes already, at sign-in or here.
    await server.db.query('INSERT INTO second_factor_budget (player_id, failures) VALUES ($1, 4)', [
      demo!.id,
    ]);
    app = await renderApp('/en/office/security', { server, cookies });
    const { user } = app;
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const right = totpAt(base32Decode(secret)!, Date.now());
    await user.type(
      screen.getByLabelText('Code from the app, or a recovery code'),
      right === '000000' ? '111111' : '000000',
    );
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const alert = await screen.findByRole('alert');
    const [budget] = await server.db.query<{ ms: number }>(
      'SELECT (extract(epoch FROM paused_until) * 1000)::float8 AS ms FROM second_factor_budget',
    );
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(budget!.ms);
    expect(alert).toHaveTextContent(`Too many wrong codes. Try again after ${time}.`);
  });
});
