import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { FavouriteKind } from '@/lib/favourites/favourite-lists';
import { FavouritesProvider, useProvidedFavourites } from '@/lib/favourites/favourites-context';
import type { FavouritesView } from '@/lib/favourites/use-favourites';

interface FavouriteToggleProps {
  readonly kind: FavouriteKind;
  readonly id: number;
  readonly name: string;
}

/**
 * A star that adds a game, championship or team to the favourites or takes it out; the
 * favourites of the list's FavouritesProvider (a star alone makes its own). It renders again only
 * when its own props or the favourites change, not with each poll of its live row.
 */
export const FavouriteToggle = memo(function FavouriteToggle(props: FavouriteToggleProps) {
  const favourites = useProvidedFavourites();
  return favourites ? (
    <Star {...props} favourites={favourites} />
  ) : (
    <FavouritesProvider>
      <FavouriteToggle {...props} />
    </FavouritesProvider>
  );
});

function Star({
  kind,
  id,
  name,
  favourites: { isFavourite, toggle },
}: FavouriteToggleProps & { readonly favourites: FavouritesView }) {
  const { t } = useTranslation('sportsbook');
  const on = isFavourite(kind, id);
  return (
    <button
      type="button"
      className={['favourite-toggle', on && 'favourite-toggle--on'].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={t('favourite_toggle', { name })}
      onClick={() => void toggle(kind, id)}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
