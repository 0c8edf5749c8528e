import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { recoveryCodeKey, replaceRecoveryCodes } from '../../../server/auth/recovery-codes.ts';
import { base32Decode, newTotpSecret, TOTP, totpAt } from '../../../server/auth/totp.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const codeNow = (secret: string) => totpAt(base32Decode(secret)!, Date.now());

/** The demo player with two-factor on (as a confirmed QR code leaves it) and a set of recovery codes. */
async function demoWithTwoFactor(server: Awaited<ReturnType<typeof buildTestServer>>) {
  const secret = newTotpSecret();
  const [demo] = await server.db.query<{ id: number }>(
    'UPDATE players SET two_factor_secret = $2 WHERE email = $1 RETURNING id',
    [DEMO_PLAYER.email, secret],
  );
  const codes = await replaceRecoveryCodes(server.db, await recoveryCodeKey(server.db), demo!.id);
  return { id: demo!.id, secret, codes };
}

async function passwordStep() {
  const { user } = app!;
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), DEMO_PLAYER.email);
  await user.type(screen.getByLabelText('Password'), DEMO_PLAYER.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
}

describe('two-factor recovery codes', () => {
  it('turning two-factor on shows the recovery codes once, then how many are left', async () => {
    app = await renderApp('/en/office/security', { signedInAs: DEMO_PLAYER });
    const { user } = app;
    const panel = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(await within(panel).findByRole('button', { name: 'Turn on' }));
    const secret = (await within(panel).findByTestId('two-factor-secret')).textContent ?? '';
    await user.type(within(panel).getByLabelText('Code from the app'), codeNow(secret));
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));

    const list = await within(panel).findByTestId('recovery-codes');
    const codes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const download = within(panel).getByRole('link', { name: 'Download the codes' });
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(codes.join('\n'));
    await user.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    expect(within(panel).queryByTestId('recovery-codes')).toBeNull();
    expect(within(panel).getByText('10 unused recovery codes left.')).toBeVisible();
  });

  it('signs in with a recovery code instead of the app, and says when that code was already used', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const { codes } = await demoWithTwoFactor(server);
    app = await renderApp('/en/login', { server });
    const { user } = app;
    await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), codes[0]!.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app?.services.session.get().authenticated).toBe(true));

    app.unmount();
    await server.db.query('UPDATE sessions SET ended_at = now()');
    app = await renderApp('/en/login', { server });
    await passwordStep();
    await app.user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await app.user.type(screen.getByLabelText('Recovery code'), codes[0]!);
    await app.user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code was already used. Wait for the app to show a new one, or use another recovery code.',
    );
  });

  it('says that an app code already used is spent, instead of calling it wrong', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const { id, secret } = await demoWithTwoFactor(server);
    // The code on screen has just signed in elsewhere.
    const step = Math.floor(Date.now() / 1000 / TOTP.stepSeconds) + 1;
    await server.db.query('UPDATE players SET two_factor_last_step = $2 WHERE id = $1', [id, step]);
    app = await renderApp('/en/login', { server });
    await passwordStep();
    await app.user.type(screen.getByLabelText('Code from the app'), codeNow(secret));
    await app.user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code was already used. Wait for the app to show a new one, or use another recovery code.',
    );
  });
});
