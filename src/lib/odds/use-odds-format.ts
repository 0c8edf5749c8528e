import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { usePreference } from '@/lib/preferences/use-preference';

import { formatOdds } from './convert-odds';
import type { OddsFormatId } from './odds-formats';
import { resolveOddsFormat } from './resolve-odds-format';

/** The odds format in use, its setter (null: back to the variant's default) and a price writer. */
export interface OddsFormatState {
  readonly format: OddsFormatId;
  readonly setFormat: (format: OddsFormatId | null) => void;
  /** A decimal price written in `format` (or another format) in the page's language. */
  readonly formatPrice: (price: number, format?: OddsFormatId) => string;
}

/**
 * The player's odds format (the `coefficientFormat` preference) or the variant's default for the
 * visitor's country (globalConfig.geo_country_code) and the page's language; see resolveOddsFormat.
 */
export function useOddsFormat(): OddsFormatState {
  const { settings, variant } = useLoadedSettings();
  const [chosen, setFormat] = usePreference('coefficientFormat');
  const { t } = useTranslation('sportsbook');
  const format = resolveOddsFormat({
    preference: chosen,
    country: settings.globalConfig.geo_country_code,
    language: variant.language,
    settings,
  });
  // Until the dictionary is in, 1/1 is written as a number rather than as a raw key.
  const evens = t('odds_evens', { defaultValue: '1/1' });
  const locale = variant.language;
  const formatPrice = useCallback(
    (price: number, as: OddsFormatId = format) => formatOdds(price, as, { locale, evens }),
    [format, locale, evens],
  );
  return { format, setFormat, formatPrice };
}
