import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '@/lib/api-client/client';
import type { Favourites } from '@/lib/preferences/preference-keys';
import { createMemoryPreferences } from '@/lib/preferences/preferences';

import { fakeFavouritesPlatform } from './fake-favourites-platform';
import { mergeGuestFavourites } from './merge-guest-favourites';

const favourites = (lists: Partial<Favourites>): Favourites => ({
  games: [],
  cyber: [],
  marble: [],
  topGames: [],
  championships: [],
  teams: [],
  ...lists,
});

async function setUp(
  local: Partial<Favourites>,
  platform: Parameters<typeof fakeFavouritesPlatform>[0],
) {
  const server = fakeFavouritesPlatform(platform);
  const client = createApiClient({ fetch: server.fetch });
  const preferences = createMemoryPreferences({ favourites: favourites(local) });
  await preferences.load();
  return { server, client, preferences };
}

describe('mergeGuestFavourites', () => {
  it('hands each list to the platform by the spec’s call, then drops it from the browser (the other lists stay)', async () => {
    const { server, client, preferences } = await setUp(
      { games: [5, 3], championships: [40], teams: [7], cyber: [1] },
      { games: [3, 9], championships: [41] },
    );
    const seenInBrowser: Favourites[] = [];
    const accepted = vi.fn(() => void seenInBrowser.push(preferences.get('favourites')));
    const outcome = await mergeGuestFavourites(client, preferences, accepted);

    expect(server.calls()).toEqual([
      'POST /migrate/Games {"gameIds":[5,3]}',
      'POST /Championships {"champIds":[40]}',
      'POST /Teams {"teamIds":[7]}',
    ]);
    // Nothing lost on either side: the player's first, then the guest's they lacked.
    expect(outcome).toEqual({
      merged: { games: [3, 9, 5], championships: [40, 41], teams: [7] },
      failed: [],
    });
    // The views took the merged lists while the browser still held its copy.
    expect(accepted).toHaveBeenCalledWith(outcome.merged);
    expect(seenInBrowser[0]?.games).toEqual([5, 3]);
    expect(preferences.get('favourites')).toEqual(favourites({ cyber: [1] }));
  });

  it('keeps a list the platform refused for the next try, and drops those it took', async () => {
    const { server, client, preferences } = await setUp(
      { games: [5, 3], teams: [7] },
      { games: [1] },
    );
    server.refuse.set('POST /migrate/Games', { status: 503, message: 'error_server_generic' });
    const accepted = vi.fn();
    const outcome = await mergeGuestFavourites(client, preferences, accepted);
    expect(outcome.failed).toEqual(['games']);
    expect(preferences.get('favourites')).toEqual(favourites({ games: [5, 3] }));
    expect(server.lists).toMatchObject({ games: [1], teams: [7] });

    // Everything refused: nothing changes in the browser, and no view is told of a merge.
    const again = await setUp({ games: [5], teams: [8] }, {});
    again.server.refuse.set('POST /migrate/Games', { status: 500, message: 'x' });
    again.server.refuse.set('POST /Teams', { status: 400, message: 'error_favourites_limit' });
    const none = vi.fn();
    expect(await mergeGuestFavourites(again.client, again.preferences, none)).toEqual({
      merged: {},
      failed: ['games', 'teams'],
    });
    expect(none).not.toHaveBeenCalled();
    expect(again.preferences.get('favourites')).toEqual(favourites({ games: [5], teams: [8] }));
  });

  it('keeps what the guest chose while the merge was on its way', async () => {
    const { server, client, preferences } = await setUp({ games: [5] }, {});
    const merging = mergeGuestFavourites(client, preferences, () =>
      preferences.set('favourites', favourites({ games: [6, 5] })),
    );
    await merging;
    expect(server.lists.games).toEqual([5]);
    expect(preferences.get('favourites').games).toEqual([6]);
  });

  it('calls nothing for a browser without favourites, and sends no id the platform could never keep', async () => {
    const empty = await setUp({ cyber: [3] }, {});
    expect(await mergeGuestFavourites(empty.client, empty.preferences)).toEqual({
      merged: {},
      failed: [],
    });
    expect(empty.server.calls()).toEqual([]);

    const odd = await setUp({ games: [0, 2 ** 31, 4], teams: [-1] }, {});
    await mergeGuestFavourites(odd.client, odd.preferences);
    expect(odd.server.calls()).toEqual(['POST /migrate/Games {"gameIds":[4]}']);
    expect(odd.preferences.get('favourites')).toEqual(favourites({}));
  });
});
