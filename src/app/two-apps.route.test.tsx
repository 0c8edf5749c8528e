import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createMemoryPreferences } from '@/lib/preferences/preferences';

import { DEMO_PLAYER } from '../../server/db/seed.ts';
import { renderApp } from './testing/render-app';

type App = Awaited<ReturnType<typeof renderApp>>;
let apps: App[] = [];
afterEach(async () => {
  await apps[0]?.server.close();
  apps = [];
});

// The platform renders many players' pages in one process: no state may pass between them.
describe('two apps in one process', () => {
  it('keep their own session and preferences', async () => {
    const guest = await renderApp('/en/', { preferences: createMemoryPreferences() });
    const player = await renderApp('/en/', {
      server: guest.server,
      signedInAs: DEMO_PLAYER,
      preferences: createMemoryPreferences(),
    });
    apps = [guest, player];
    const inGuest = within(guest.container);
    const inPlayer = within(player.container);

    expect(await inPlayer.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(player.services.session.get().authenticated).toBe(true);
    expect(guest.services.session.get().authenticated).toBe(false);
    expect(inGuest.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(inGuest.queryByRole('button', { name: 'Log out' })).toBeNull();

    const playerTheme = await inPlayer.findByRole('group', { name: 'Theme' });
    await player.user.click(within(playerTheme).getByRole('radio', { name: 'Dark' }));
    expect(player.services.preferences.get('theme')).toBe('dark');
    expect(guest.services.preferences.get('theme')).toBeNull();
    const guestTheme = await inGuest.findByRole('group', { name: 'Theme' });
    expect(within(guestTheme).getByRole('radio', { name: 'Light' })).toBeChecked();

    // The player leaves: the guest's page is not told anything.
    await player.user.click(inPlayer.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(player.services.session.get().authenticated).toBe(false));
    expect(inGuest.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
