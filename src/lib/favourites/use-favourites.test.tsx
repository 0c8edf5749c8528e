import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { createApiClient } from '@/lib/api-client/client';
import { createNotificationStore } from '@/lib/notifications/notification-store';
import { NotificationsProvider } from '@/lib/notifications/notifications-context';
import { preferenceDefaults } from '@/lib/preferences/preference-keys';
import { createMemoryPreferences } from '@/lib/preferences/preferences';
import { PreferencesProvider } from '@/lib/preferences/preferences-context';
import { SessionProvider } from '@/lib/session/session-context';
import { createSessionStore } from '@/lib/session/session-store';

import { fakeFavouritesPlatform } from './fake-favourites-platform';
import { useFavourites } from './use-favourites';
import { useFavouritesSync } from './use-favourites-sync';

type Lists = Parameters<typeof fakeFavouritesPlatform>[0];

/** The hooks inside one app's providers: a guest unless `signedIn`, over a fake platform. */
async function setUp({
  signedIn = false,
  local = {},
  platform = {},
}: {
  signedIn?: boolean;
  local?: Lists;
  platform?: Lists;
}) {
  const server = fakeFavouritesPlatform(platform);
  const session = createSessionStore({ authenticated: signedIn });
  const preferences = createMemoryPreferences({
    favourites: { ...preferenceDefaults.favourites, ...local },
  });
  await preferences.load();
  const notifications = createNotificationStore();
  const client = createApiClient({ fetch: server.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>
      <SessionProvider store={session}>
        <PreferencesProvider store={preferences}>
          <NotificationsProvider store={notifications}>{children}</NotificationsProvider>
        </PreferencesProvider>
      </SessionProvider>
    </ApiClientProvider>
  );
  const hook = renderHook(
    () => {
      useFavouritesSync();
      return useFavourites();
    },
    { wrapper },
  );
  const told = () => notifications.get().map((n) => [n.text, n.values]);
  return { ...hook, server, session, preferences, told };
}

describe('useFavourites for a guest', () => {
  it('keeps favourites in the browser, newest first, and asks the platform nothing', async () => {
    const { result, server, preferences } = await setUp({ local: { games: [3] } });
    expect(result.current.games).toEqual([3]);
    await act(() => result.current.toggle('games', 7));
    await act(() => result.current.toggle('teams', 40));
    expect(result.current).toMatchObject({ games: [7, 3], championships: [], teams: [40] });
    expect(result.current.isFavourite('games', 7)).toBe(true);
    expect(result.current.isFavourite('championships', 7)).toBe(false);
    await act(() => result.current.toggle('games', 3));
    expect(preferences.get('favourites')).toMatchObject({ games: [7], teams: [40] });
    expect(server.calls()).toEqual([]);
  });

  it('says a full list is full instead of dropping anything', async () => {
    const full = Array.from({ length: 500 }, (_, i) => i + 1);
    const { result, preferences, told } = await setUp({ local: { championships: full } });
    await act(() => result.current.toggle('championships', 501));
    expect(preferences.get('favourites').championships).toEqual(full);
    expect(told()).toEqual([['favourites_limit_reached', { limit: 500 }]]);
  });
});

describe('useFavourites for a player', () => {
  it('reads the platform and writes through it, the change shown at once', async () => {
    const { result, server } = await setUp({
      signedIn: true,
      platform: { games: [1], teams: [9] },
    });
    await waitFor(() => expect(result.current.games).toEqual([1]));
    expect(result.current.teams).toEqual([9]);
    await act(() => result.current.toggle('games', 2));
    expect(result.current.games).toEqual([2, 1]);
    await act(() => result.current.toggle('teams', 9));
    expect(result.current.teams).toEqual([]);
    expect(server.lists).toMatchObject({ games: [2, 1], teams: [] });
    expect(server.calls()).toEqual([
      'GET /',
      'POST /Games {"gameIds":[2]}',
      'DELETE /Teams {"teamIds":[9]}',
    ]);
  });

  it('undoes a change the platform refused and says so', async () => {
    const { result, server, told } = await setUp({
      signedIn: true,
      platform: { championships: [5] },
    });
    await waitFor(() => expect(result.current.championships).toEqual([5]));
    server.refuse.set('POST /Championships', { status: 503, message: 'error_server_generic' });
    let saving: Promise<void> | undefined;
    act(() => void (saving = result.current.toggle('championships', 6)));
    await waitFor(() => expect(result.current.championships).toEqual([6, 5]));
    await act(() => saving);
    expect(result.current.championships).toEqual([5]);
    expect(told()).toEqual([['favourites_save_failed', {}]]);

    server.refuse.set('POST /Championships', { status: 400, message: 'error_favourites_limit' });
    await act(() => result.current.toggle('championships', 7));
    expect(result.current.championships).toEqual([5]);
    expect(told()[1]).toEqual(['favourites_limit_reached', { limit: 500 }]);
  });
});

describe('signing in with favourites chosen as a guest', () => {
  it('merges them into the player’s, shown throughout, then the browser forgets them', async () => {
    const { result, server, session, preferences } = await setUp({
      local: { games: [5], championships: [50] },
      platform: { games: [1], championships: [51] },
    });
    expect(result.current.games).toEqual([5]);
    act(() => session.set({ authenticated: true }));
    await waitFor(() => expect(preferences.get('favourites').games).toEqual([]));
    expect(server.lists).toMatchObject({ games: [1, 5], championships: [50, 51] });
    await waitFor(() => expect(result.current.games).toEqual([1, 5]));
    expect(result.current.championships).toEqual([50, 51]);
    expect(preferences.get('favourites').championships).toEqual([]);

    // Signed out: the player's lists are no longer shown; the guest starts afresh.
    act(() => session.set({ authenticated: false }));
    expect(result.current.games).toEqual([]);
  });

  it('keeps them in the browser, still shown, when the platform refuses, and says so', async () => {
    const { result, server, session, preferences, told } = await setUp({
      local: { games: [5] },
      platform: { games: [1] },
    });
    server.refuse.set('POST /migrate/Games', { status: 503, message: 'error_server_generic' });
    act(() => session.set({ authenticated: true }));
    await waitFor(() => expect(told()).toEqual([['favourites_merge_failed', {}]]));
    expect(preferences.get('favourites').games).toEqual([5]);
    expect(server.lists.games).toEqual([1]);
    await waitFor(() => expect(result.current.games).toEqual([1, 5]));
  });
});
