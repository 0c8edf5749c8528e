import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { leaveSite } from '@/lib/leave-site';

import { base32Decode, newTotpSecret, totpAt } from '../../../server/auth/totp.ts';
import { approveAtProvider, socialPlayer } from '../../../server/testing/social-helpers.ts';

vi.mock('@/lib/leave-site', () => ({ leaveSite: vi.fn() }));

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
  vi.mocked(leaveSite).mockClear();
});

/** The page's own origin: the callback address the app registers is built from it. */
const host = () => window.location.host;

describe('social sign-in with two-factor on', () => {
  it('goes from the provider to the two-step code, and only the code signs the player in', async () => {
    app = await renderApp('/en/login?redirect=/en/information/about', { host: host() });
    const { server, user } = app;
    const account = { name: 'Dana', email: 'dana.route@example.com', password: 'dana-at-g-1' };
    const playerId = await socialPlayer(server, account);
    const secret = newTotpSecret();
    await server.db.query('UPDATE players SET two_factor_secret = $2 WHERE id = $1', [
      playerId,
      secret,
    ]);

    // The registration logged the player in once; signing in must add a session only after the code.
    const sessionsOf = async (id: number) =>
      (await server.db.query('SELECT 1 FROM sessions WHERE player_id = $1', [id])).length;
    const sessionsBefore = await sessionsOf(playerId);

    const social = await screen.findByRole('group', { name: 'Or log in with' });
    await user.click(within(social).getByRole('button', { name: 'Google' }));
    const provider = new URL(vi.mocked(leaveSite).mock.calls[0]![0]);
    const back = await approveAtProvider(
      server,
      {
        email: account.email,
        password: account.password,
        state: provider.searchParams.get('state')!,
      },
      { redirectUri: provider.searchParams.get('redirect_uri')!, host: host() },
    );
    const callback = new URL(String(back.headers.location));

    // Back on the site in the same tab: the provider was the first factor, not the last.
    app.unmount();
    app = await renderApp(`${callback.pathname}${callback.search}`, { server, host: host() });
    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/en/login');
    expect(app?.services.session.get().authenticated).toBe(false);
    expect(await sessionsOf(playerId)).toBe(sessionsBefore);

    await app.user.type(
      screen.getByLabelText('Code from the app'),
      totpAt(base32Decode(secret)!, Date.now()),
    );
    await app.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/en/information/about'));
    expect(app?.services.session.get().authenticated).toBe(true);
    expect(await sessionsOf(playerId)).toBe(sessionsBefore + 1);
  });
});
