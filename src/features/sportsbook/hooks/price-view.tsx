import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { FavouritesProvider } from '@/lib/favourites/favourites-context';
import type { OddsFormatState } from '@/lib/odds/use-odds-format';
import { useOddsFormat } from '@/lib/odds/use-odds-format';
import { usePreference } from '@/lib/preferences/use-preference';
import type { Selection } from '@/lib/selections/selections';
import { useToggleSelection } from '@/lib/selections/use-selections';

/**
 * What every price of a list writes and does alike: the texts, the odds format, whether moves
 * are shown and the selection toggle. Read once by the list (PriceViewProvider) instead of by
 * each of its hundreds of buttons: a football page hydrates 350 prices, and each one's own
 * translation, settings and preference hooks made most of its first long task.
 */
export interface PriceView {
  readonly t: TFunction<'sportsbook'>;
  readonly formatPrice: OddsFormatState['formatPrice'];
  /** The player's change indication (the coefficientChange preference). */
  readonly indicateMoves: boolean;
  readonly toggle: (selection: Selection) => void;
}

const PriceViewContext = createContext<PriceView | undefined>(undefined);

/** Gives the prices below one PriceView; a price outside any provider makes its own. */
export function PriceViewProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  const [indicateMoves] = usePreference('coefficientChange');
  const toggle = useToggleSelection();
  const view = useMemo(
    () => ({ t, formatPrice, indicateMoves, toggle }),
    [t, formatPrice, indicateMoves, toggle],
  );
  return <PriceViewContext.Provider value={view}>{children}</PriceViewContext.Provider>;
}

/** The PriceView of the nearest provider, if any. */
export const usePriceView = (): PriceView | undefined => useContext(PriceViewContext);

/** What a list of games gives its rows once: the prices' view and the stars' favourites. */
export function GameListProviders({ children }: { children: ReactNode }) {
  return (
    <PriceViewProvider>
      <FavouritesProvider>{children}</FavouritesProvider>
    </PriceViewProvider>
  );
}
