import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { getFavourites } from '@/lib/favourites/favourite-endpoints';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { createMemoryPreferences } from '@/lib/preferences/preferences';

import { DEMO_PLAYER } from '../../server/db/seed.ts';
import { buildTestServer } from '../../server/testing/test-server.ts';
import { AppProviders } from './app-providers';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('favourites chosen as a guest', () => {
  it('go to the player’s account on sign-in, next to the ones the account already had', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    // What the demo player chose on an earlier visit, signed in.
    await server.db.query(
      `INSERT INTO player_favourites (player_id, kind, item_id, ordinal)
       SELECT id, k.kind, k.item, 1 FROM players,
              (VALUES ('game', 7001), ('championship', 55)) AS k (kind, item)
       WHERE email = $1`,
      [DEMO_PLAYER.email],
    );
    app = await renderApp('/en/login', { server, preferences: createMemoryPreferences() });
    const { services, user } = app;

    // A guest's view of the favourites (the sportsbook's star buttons, in time) marks a game.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders services={services}>{children}</AppProviders>
    );
    const guestView = renderHook(() => useFavourites(), { wrapper });
    await act(() => guestView.result.current.toggle('games', 9001));
    expect(guestView.result.current.games).toEqual([9001]);
    expect(services.preferences.get('favourites').games).toEqual([9001]);
    guestView.unmount();

    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), DEMO_PLAYER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_PLAYER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(services.session.get().authenticated).toBe(true));

    // The browser lets its copy go once the platform has the game, and both sides are there.
    await waitFor(() => expect(services.preferences.get('favourites').games).toEqual([]));
    expect(await services.api.call(getFavourites)).toEqual({
      games: [7001, 9001],
      championships: [55],
      teams: [],
    });
    const playerView = renderHook(() => useFavourites(), { wrapper });
    await waitFor(() => expect(playerView.result.current.games).toEqual([7001, 9001]));
    expect(playerView.result.current.isFavourite('championships', 55)).toBe(true);
    playerView.unmount();
  });
});
