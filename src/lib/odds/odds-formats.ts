/**
 * Odds format ids, as bettingConfig.coef_format, globalConfig.default_coef_view_by_geo / _by_lang
 * and the `coefficientFormat` preference store them (issue 17).
 */
export const OddsFormat = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 3,
  indonesian: 4,
  malay: 5,
} as const;

export type OddsFormatName = keyof typeof OddsFormat;
export type OddsFormatId = (typeof OddsFormat)[OddsFormatName];

/** One odds format: its id, its name in code and the i18n key (namespace `sportsbook`) of its label. */
export interface OddsFormatInfo {
  readonly id: OddsFormatId;
  readonly name: OddsFormatName;
  readonly nameKey: `odds_format_${OddsFormatId}`;
}

/** Every odds format in id order (the switcher's order). */
export const ODDS_FORMATS: readonly OddsFormatInfo[] = Object.freeze(
  (Object.entries(OddsFormat) as [OddsFormatName, OddsFormatId][]).map(([name, id]) =>
    Object.freeze({ id, name, nameKey: `odds_format_${id}` as const }),
  ),
);

/** Whether a stored or configured number is a known odds format id. */
export function isOddsFormat(value: unknown): value is OddsFormatId {
  return ODDS_FORMATS.some((format) => format.id === value);
}
