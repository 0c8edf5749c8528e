import { useTranslation } from 'react-i18next';

import type { FavouriteKind } from '@/lib/favourites/favourite-lists';
import { useFavourites } from '@/lib/favourites/use-favourites';

/** A star that adds a game, championship or team to the favourites or takes it out. */
export function FavouriteToggle({
  kind,
  id,
  name,
}: {
  kind: FavouriteKind;
  id: number;
  name: string;
}) {
  const { t } = useTranslation('sportsbook');
  const { isFavourite, toggle } = useFavourites();
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
