import { useCallback, useMemo } from 'react';

import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/errors';
import { useApi } from '@/lib/api-client/use-api';
import type { NotificationStore } from '@/lib/notifications/notification-store';
import { useNotifications } from '@/lib/notifications/notifications-context';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import type { PreferencesStore } from '@/lib/preferences/preferences-store';
import { usePreference } from '@/lib/preferences/use-preference';
import { useSession } from '@/lib/session/session-context';

import { favouriteListEndpoints, getFavourites } from './favourite-endpoints';
import {
  type FavouriteKind,
  type FavouriteLists,
  FAVOURITES_LIMIT,
  isFavouriteId,
  localListsOf,
  NO_FAVOURITES,
  playerListsOf,
  withFavourite,
} from './favourite-lists';

/** The visitor's favourites and the one way to change them. */
export interface FavouritesView extends FavouriteLists {
  readonly isFavourite: (kind: FavouriteKind, id: number) => boolean;
  /** Adds the id (as the newest) or removes it; settles when saved, or once a failure is told. */
  readonly toggle: (kind: FavouriteKind, id: number) => Promise<void>;
}

type Notify = NotificationStore['notify'];

const tellLimit = (notify: Notify): void =>
  void notify({
    kind: 'warning',
    text: 'favourites_limit_reached',
    values: { limit: FAVOURITES_LIMIT },
  });

const isLimitRefusal = (error: unknown) =>
  error instanceof ApiError &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { message?: unknown }).message === 'error_favourites_limit';

/** A guest's change: the browser's list, the id first when added. */
function toggleLocal(
  store: PreferencesStore,
  notify: Notify,
  kind: FavouriteKind,
  id: number,
): Promise<void> {
  const local = store.get('favourites');
  const on = !local[kind].includes(id);
  if (on && local[kind].length >= FAVOURITES_LIMIT) return Promise.resolve(tellLimit(notify));
  return store.set('favourites', { ...local, [kind]: withFavourite(local[kind], id, on) });
}

/**
 * Favourite games, championships and teams of whoever is here: a guest's kept in the browser (the
 * `favourites` preference), a player's on the platform (GET Favorite, one cached answer for every
 * view) with what the browser still holds from before sign-in shown after them until the merge
 * has taken it (useFavouritesSync). A player's change shows at once and is undone, with a
 * notification, when the platform refuses it.
 */
export function useFavourites(): FavouritesView {
  const { authenticated } = useSession();
  const client = useApiClient();
  const store = usePreferencesStore();
  const { notify } = useNotifications();
  const [local] = usePreference('favourites');
  const platform = useApi(getFavourites, authenticated ? undefined : null);
  const { data, mutate } = platform;
  const lists = useMemo(
    () => (authenticated ? playerListsOf(data, local) : localListsOf(local)),
    [authenticated, data, local],
  );

  const isFavourite = useCallback(
    (kind: FavouriteKind, id: number) => lists[kind].includes(id),
    [lists],
  );

  const toggle = useCallback(
    async (kind: FavouriteKind, id: number) => {
      if (!isFavouriteId(id)) return;
      if (!authenticated) return toggleLocal(store, notify, kind, id);
      const on = !lists[kind].includes(id);
      const saved = data?.[kind] ?? [];
      if (on && saved.length >= FAVOURITES_LIMIT) return tellLimit(notify);
      // Off also drops a copy the browser holds from before sign-in, or it would come back.
      const pending = store.get('favourites');
      if (!on && pending[kind].includes(id))
        await store.set('favourites', {
          ...pending,
          [kind]: withFavourite(pending[kind], id, false),
        });
      const change = (lists: FavouriteLists | undefined, to: boolean) => {
        const current = lists ?? NO_FAVOURITES;
        return { ...current, [kind]: withFavourite(current[kind], id, to) };
      };
      // Shown at once; the platform's answer (the list) replaces it. Undone alone on a refusal, so
      // other changes still on their way stay.
      await mutate((current) => change(current, on), { revalidate: false });
      const endpoints = favouriteListEndpoints[kind];
      try {
        const answer = await client.call(on ? endpoints.add : endpoints.remove, { ids: [id] });
        // Before the first answer there were no other lists to keep: they are asked for now.
        await mutate((current) => ({ ...(current ?? NO_FAVOURITES), [kind]: answer }), {
          revalidate: data === undefined,
        });
      } catch (error) {
        await mutate((current) => change(current, !on), { revalidate: true });
        if (isLimitRefusal(error)) tellLimit(notify);
        else notify({ kind: 'error', text: 'favourites_save_failed' });
      }
    },
    [authenticated, client, data, lists, mutate, notify, store],
  );

  return useMemo(() => ({ ...lists, isFavourite, toggle }), [lists, isFavourite, toggle]);
}
