import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { FavouritesProvider } from '@/lib/favourites/favourites-context';
import type { WireOutcome } from '@/lib/feed/bet-types';
import { outcomeName, type Sides } from '@/lib/feed/outcome-text';
import type { OddsFormatState } from '@/lib/odds/use-odds-format';
import { useOddsFormat } from '@/lib/odds/use-odds-format';
import { usePreference } from '@/lib/preferences/use-preference';
import type { Selection } from '@/lib/selections/selections';
import { useToggleSelection } from '@/lib/selections/use-selections';

import type { PriceMove } from './use-price-move';

/**
 * What every price of a list writes and does alike: the texts, the odds format, whether moves
 * are shown and the selection toggle. Read once by the list (PriceViewProvider) instead of by
 * each of its hundreds of buttons: a football page hydrates 350 prices, and each one's own
 * translation, settings and preference hooks made most of its first long task.
 */
export interface PriceView {
  readonly t: TFunction<'sportsbook'>;
  /** outcomeName in these texts, remembered: a live list names the same outcomes on every poll. */
  readonly nameOf: (outcome: WireOutcome, sides: Sides) => string;
  /** A price button's accessible name: "Arsenal to win, 2.10" (and its move), or suspended. */
  readonly labelOf: (
    name: string,
    price: string,
    move: PriceMove | undefined,
    locked: boolean,
  ) => string;
  readonly formatPrice: OddsFormatState['formatPrice'];
  /** The player's change indication (the coefficientChange preference). */
  readonly indicateMoves: boolean;
  readonly toggle: (selection: Selection) => void;
}

const PriceViewContext = createContext<PriceView | undefined>(undefined);

/** How many texts a list keeps before it starts again (a live list shows a few thousand prices). */
const TEXTS_KEPT = 5_000;

/** `build` over string keys, each text built once until TEXTS_KEPT are kept. */
function remembered<A extends unknown[]>(
  keyOf: (...args: A) => string,
  build: (...args: A) => string,
): (...args: A) => string {
  const texts = new Map<string, string>();
  return (...args) => {
    const key = keyOf(...args);
    let text = texts.get(key);
    if (text === undefined) {
      text = build(...args);
      if (texts.size >= TEXTS_KEPT) texts.clear();
      texts.set(key, text);
    }
    return text;
  };
}

/**
 * A price's texts over `t`, each built once: a live list renders its prices again on every poll,
 * and each name and label is a translation with interpolation (two or three for a name). A name
 * depends only on the outcome's type, line, period and participant and on the game's sport and
 * sides; a button's label on the name, the written price and its move.
 */
export function rememberedTexts(t: TFunction<'sportsbook'>): Pick<PriceView, 'nameOf' | 'labelOf'> {
  const nameOf = remembered(
    (outcome: WireOutcome, sides: Sides) =>
      [
        outcome.g,
        outcome.t,
        outcome.p ?? '',
        outcome.pe ?? '',
        sides.sportId,
        sides.team1.name,
        sides.team2.name,
        // An outright's parameter is the number of one of the participants: its name is in the text.
        sides.participants?.[(outcome.p ?? 0) - 1]?.name ?? '',
      ].join('\u0000'),
    (outcome: WireOutcome, sides: Sides) => outcomeName(t, outcome, sides),
  );
  const labelOf = remembered(
    (name: string, price: string, move: PriceMove | undefined, locked: boolean) =>
      [name, price, move ?? '', locked ? 1 : 0].join('\u0000'),
    (name: string, price: string, move: PriceMove | undefined, locked: boolean) =>
      locked
        ? t('odds_suspended', { outcome: name })
        : [t('odds_button_name', { outcome: name, price }), move && t(`odds_${move}`)]
            .filter(Boolean)
            .join(', '),
  );
  return { nameOf, labelOf };
}

/** Gives the prices below one PriceView; a price outside any provider makes its own. */
export function PriceViewProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  const [indicateMoves] = usePreference('coefficientChange');
  const toggle = useToggleSelection();
  const texts = useMemo(() => rememberedTexts(t), [t]);
  const view = useMemo(
    () => ({ t, ...texts, formatPrice, indicateMoves, toggle }),
    [t, texts, formatPrice, indicateMoves, toggle],
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
