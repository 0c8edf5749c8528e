import type { SiteSettings } from '@/config/generated/site-settings.types.ts';

/** Betting view ids, as globalConfig.allowedBettingViews, bettingConfig.betting_view and the `bettingView` preference store them. */
export const BettingView = { european: 0, asian: 1 } as const;

export type BettingViewName = keyof typeof BettingView;
export type BettingViewId = (typeof BettingView)[BettingViewName];

/** Every betting view with the i18n key (namespace `sportsbook`) of its label. */
export const BETTING_VIEWS: readonly {
  readonly id: BettingViewId;
  readonly name: BettingViewName;
  readonly nameKey: `betting_view_${BettingViewId}`;
}[] = Object.freeze(
  (Object.entries(BettingView) as [BettingViewName, BettingViewId][]).map(([name, id]) =>
    Object.freeze({ id, name, nameKey: `betting_view_${id}` as const }),
  ),
);

/** Whether a number is a known betting view id. */
export function isBettingView(value: unknown): value is BettingViewId {
  return BETTING_VIEWS.some((view) => view.id === value);
}

/** The settings a betting view is chosen from. */
export interface BettingViewSettings {
  readonly globalConfig: Pick<
    SiteSettings['globalConfig'],
    'allowedBettingViews' | 'countriesWithAsianView'
  >;
  readonly bettingConfig: Pick<SiteSettings['bettingConfig'], 'betting_view'>;
}

/**
 * The views the player may use: globalConfig.allowedBettingViews in its order, unknown ids and
 * repeats left out; European alone when nothing usable is left (the spec's default [0]).
 */
export function allowedBettingViews(settings: BettingViewSettings): readonly BettingViewId[] {
  const allowed = [...new Set(settings.globalConfig.allowedBettingViews.filter(isBettingView))];
  return allowed.length > 0 ? allowed : [BettingView.european];
}

export interface BettingViewInput {
  /** The player's `bettingView` preference; null: never chosen. */
  readonly preference: number | null;
  /** The visitor's country (globalConfig.geo_country_code), ISO alpha-2. */
  readonly country: string;
  readonly settings: BettingViewSettings;
}

/**
 * The betting view to show: the player's choice while it is allowed; else Asian for a country in
 * countriesWithAsianView (when Asian is allowed); else the first of bettingConfig.betting_view
 * that is allowed; else the first allowed view.
 */
export function resolveBettingView({
  preference,
  country,
  settings,
}: BettingViewInput): BettingViewId {
  const allowed = allowedBettingViews(settings);
  const isAllowed = (view: unknown): view is BettingViewId =>
    isBettingView(view) && allowed.includes(view);
  if (isAllowed(preference)) return preference;
  const asianCountry = settings.globalConfig.countriesWithAsianView.includes(country.toUpperCase());
  if (asianCountry && isAllowed(BettingView.asian)) return BettingView.asian;
  return settings.bettingConfig.betting_view.find(isAllowed) ?? allowed[0] ?? BettingView.european;
}
