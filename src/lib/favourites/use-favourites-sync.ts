import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

import { useApiClient } from '@/lib/api-client/api-client-context';
import { apiKey } from '@/lib/api-client/use-api';
import { logger } from '@/lib/logger';
import { useNotifications } from '@/lib/notifications/notifications-context';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import type { PreferencesStore } from '@/lib/preferences/preferences-store';
import { usePreferencesLoaded } from '@/lib/preferences/use-preference';
import { useSession } from '@/lib/session/session-context';

import { getFavourites } from './favourite-endpoints';
import { type FavouriteLists, hasLocalFavourites } from './favourite-lists';
import { mergeGuestFavourites } from './merge-guest-favourites';

/** The cache key of GET Favorite, as useFavourites asks for it. */
const FAVOURITES_KEY = apiKey(getFavourites, undefined);

/** Merges under way, per app (its preferences): a second render asking again joins the first. */
const running = new WeakMap<PreferencesStore, Promise<unknown>>();

/**
 * Keeps the favourites of the browser and of the platform one set, for an app's whole life (the
 * app layout runs it): once a player is signed in (a sign-in, a registration, or a session found
 * on opening) and the browser holds favourites chosen as a guest, they are handed to the platform
 * (mergeGuestFavourites), and the views' cached lists take the merged ones; a refusal keeps them in
 * the browser for the next sign-in or visit, and says so. On sign-out the player's cached lists go,
 * so the next player never sees them.
 */
export function useFavouritesSync(): void {
  const { authenticated } = useSession();
  const client = useApiClient();
  const store = usePreferencesStore();
  const loaded = usePreferencesLoaded(store);
  const { notify } = useNotifications();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!authenticated) {
      void mutate(FAVOURITES_KEY, undefined, { revalidate: false });
      return;
    }
    if (!loaded || running.has(store) || !hasLocalFavourites(store.get('favourites'))) return;
    const showMerged = (merged: Partial<FavouriteLists>) =>
      mutate<FavouriteLists>(
        FAVOURITES_KEY,
        (current) => (current ? { ...current, ...merged } : current),
        { revalidate: true },
      );
    const merge = mergeGuestFavourites(client, store, showMerged)
      .then(({ failed }) => {
        if (failed.length > 0) notify({ kind: 'error', text: 'favourites_merge_failed' });
      })
      .catch((error: unknown) => logger.error('favourites: the merge failed', error))
      .finally(() => running.delete(store));
    running.set(store, merge);
  }, [authenticated, client, loaded, mutate, notify, store]);
}
