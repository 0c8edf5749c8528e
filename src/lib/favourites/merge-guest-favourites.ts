import type { ApiClient } from '@/lib/api-client/client';
import type { PreferencesStore } from '@/lib/preferences/preferences-store';

import { favouriteListEndpoints, migrateFavouriteGames } from './favourite-endpoints';
import {
  FAVOURITE_KINDS,
  type FavouriteKind,
  type FavouriteLists,
  isFavouriteId,
} from './favourite-lists';

/** What a merge did: each list the platform took, as it answered it, and the lists it refused. */
export interface MergeOutcome {
  readonly merged: Partial<FavouriteLists>;
  readonly failed: readonly FavouriteKind[];
}

/** The spec's call for each list: migrate/Games for games, the add call for the others. */
const mergeCall = (kind: FavouriteKind) =>
  kind === 'games' ? migrateFavouriteGames : favouriteListEndpoints[kind].add;

/**
 * Hands the favourites a guest kept in the browser to the player who just signed in: every
 * non-empty list in one call of its own. Only once the platform has taken a list are its ids
 * dropped from the browser (`accepted` runs first, so a view can show the merged lists before the
 * browser's copy goes); a list it refused stays for the next try. Ids chosen after the merge
 * began stay in the browser too. Ids the platform can never take are dropped with their list.
 */
export async function mergeGuestFavourites(
  client: ApiClient,
  preferences: PreferencesStore,
  accepted: (merged: Partial<FavouriteLists>) => Promise<unknown> | void = () => undefined,
): Promise<MergeOutcome> {
  const snapshot = preferences.get('favourites');
  const kinds = FAVOURITE_KINDS.filter((kind) => snapshot[kind].length > 0);
  const answers = await Promise.allSettled(
    kinds.map((kind) => {
      const ids = snapshot[kind].filter(isFavouriteId);
      return ids.length === 0 ? Promise.resolve(undefined) : client.call(mergeCall(kind), { ids });
    }),
  );
  const merged: Partial<Record<FavouriteKind, readonly number[]>> = {};
  const taken: FavouriteKind[] = [];
  const failed: FavouriteKind[] = [];
  answers.forEach((answer, i) => {
    const kind = kinds[i]!;
    if (answer.status === 'rejected') return void failed.push(kind);
    taken.push(kind);
    if (answer.value) merged[kind] = answer.value;
  });
  if (taken.length === 0) return { merged, failed };
  await accepted(merged);
  const now = preferences.get('favourites');
  const next = { ...now };
  for (const kind of taken) {
    const sent = new Set(snapshot[kind]);
    next[kind] = now[kind].filter((id) => !sent.has(id));
  }
  await preferences.set('favourites', next);
  return { merged, failed };
}
