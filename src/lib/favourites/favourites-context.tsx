import { createContext, type ReactNode, useContext } from 'react';

import { type FavouritesView, useFavourites } from './use-favourites';

const FavouritesContext = createContext<FavouritesView | undefined>(undefined);

/**
 * One useFavourites for a list's stars: each star asking on its own meant a cached-call hook, the
 * session and the preference store fifty times over on a page of fifty games.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const view = useFavourites();
  return <FavouritesContext.Provider value={view}>{children}</FavouritesContext.Provider>;
}

/** The favourites of the nearest FavouritesProvider, if any. */
export const useProvidedFavourites = (): FavouritesView | undefined =>
  useContext(FavouritesContext);
