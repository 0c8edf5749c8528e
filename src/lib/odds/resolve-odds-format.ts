import type { SiteSettings } from '@/config/generated/site-settings.types.ts';

import { isOddsFormat, OddsFormat, type OddsFormatId } from './odds-formats';

/** The settings an odds format is chosen from. */
export interface OddsFormatSettings {
  readonly globalConfig: Pick<
    SiteSettings['globalConfig'],
    'default_coef_view_by_geo' | 'default_coef_view_by_lang'
  >;
  readonly bettingConfig: Pick<SiteSettings['bettingConfig'], 'coef_format'>;
}

export interface OddsFormatInput {
  /** The player's `coefficientFormat` preference; null: never chosen. */
  readonly preference: number | null;
  /** The visitor's country (globalConfig.geo_country_code), ISO alpha-2. */
  readonly country: string;
  /** The page's language (en, ru, pt-BR…). */
  readonly language: string;
  readonly settings: OddsFormatSettings;
}

const known = (value: number | undefined): OddsFormatId | undefined =>
  isOddsFormat(value) ? value : undefined;

const entry = (map: Readonly<Record<string, number | undefined>>, key: string) =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/**
 * The odds format prices are written in: the player's choice, else default_coef_view_by_geo for
 * the country, else default_coef_view_by_lang for the language, else bettingConfig.coef_format,
 * else decimal. An id this build does not know (a newer platform's, say) counts as not given.
 */
export function resolveOddsFormat({
  preference,
  country,
  language,
  settings: { globalConfig, bettingConfig },
}: OddsFormatInput): OddsFormatId {
  const baseLanguage = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return (
    known(preference ?? undefined) ??
    known(entry(globalConfig.default_coef_view_by_geo, country.toUpperCase())) ??
    known(entry(globalConfig.default_coef_view_by_lang, baseLanguage)) ??
    known(bettingConfig.coef_format) ??
    OddsFormat.decimal
  );
}
