import type { Favourites } from '@/lib/preferences/preference-keys';

/** The lists a player keeps on the platform (and a guest in the browser), as GET Favorite names them. */
export type FavouriteKind = 'games' | 'championships' | 'teams';

export const FAVOURITE_KINDS: readonly FavouriteKind[] = ['games', 'championships', 'teams'];

/** The three lists, each newest first. */
export type FavouriteLists = Readonly<Record<FavouriteKind, readonly number[]>>;

/** The most ids a list holds: the platform refuses more (schemas/api/favourites.json). */
export const FAVOURITES_LIMIT = 500;

export const NO_FAVOURITES: FavouriteLists = Object.freeze({
  games: Object.freeze([]),
  championships: Object.freeze([]),
  teams: Object.freeze([]),
});

/** An id the platform can keep: the feeds' ids are positive 32-bit integers. */
export const isFavouriteId = (id: number) => Number.isInteger(id) && id > 0 && id < 2 ** 31;

/** The three lists of the browser's favourites (the others, cyber and the like, stay local). */
export const localListsOf = (local: Favourites): FavouriteLists => ({
  games: local.games,
  championships: local.championships,
  teams: local.teams,
});

/** Whether the browser holds favourites a player's account does not have yet. */
export const hasLocalFavourites = (local: Favourites) =>
  FAVOURITE_KINDS.some((kind) => local[kind].length > 0);

/**
 * A player's lists: the platform's, then what the browser still holds from before sign-in (until
 * the merge has taken it), so nothing the guest chose disappears while it is on its way.
 */
export function playerListsOf(
  platform: FavouriteLists | undefined,
  local: Favourites,
): FavouriteLists {
  const of = (kind: FavouriteKind) => {
    const saved = platform?.[kind] ?? [];
    const pending = local[kind].filter((id) => !saved.includes(id));
    return pending.length === 0 ? saved : [...saved, ...pending];
  };
  return { games: of('games'), championships: of('championships'), teams: of('teams') };
}

/** A list with `id` first (the newest), or without it. */
export const withFavourite = (list: readonly number[], id: number, on: boolean) =>
  on ? [id, ...list.filter((other) => other !== id)] : list.filter((other) => other !== id);
