import { describe, expect, it } from 'vitest';

import { isOddsFormat, ODDS_FORMATS, OddsFormat } from './odds-formats';
import { type OddsFormatSettings, resolveOddsFormat } from './resolve-odds-format';

const settings = (
  byGeo: Record<string, number> = {},
  byLang: Record<string, number> = {},
  coefFormat = 0,
): OddsFormatSettings => ({
  globalConfig: { default_coef_view_by_geo: byGeo, default_coef_view_by_lang: byLang },
  bettingConfig: { coef_format: coefFormat },
});

const full = settings({ GB: 1, US: 2 }, { ru: 3, pt: 4 }, 5);

describe('the odds format table', () => {
  it('has the six formats in id order, each with its i18n key', () => {
    expect(ODDS_FORMATS.map(({ id, name, nameKey }) => `${id} ${name} ${nameKey}`)).toEqual([
      '0 decimal odds_format_0',
      '1 fractional odds_format_1',
      '2 american odds_format_2',
      '3 hongKong odds_format_3',
      '4 indonesian odds_format_4',
      '5 malay odds_format_5',
    ]);
    expect([0, 5, 6, -1, 1.5, '1', null].map(isOddsFormat)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('resolveOddsFormat', () => {
  const resolve = (preference: number | null, country: string, language: string, s = full) =>
    resolveOddsFormat({ preference, country, language, settings: s });

  it('takes the player’s choice over every default, decimal (0) included', () => {
    expect(resolve(OddsFormat.american, 'GB', 'ru')).toBe(2);
    expect(resolve(OddsFormat.decimal, 'GB', 'ru')).toBe(0);
  });

  it('without a choice, takes the country’s default (any case), then the language’s', () => {
    expect(resolve(null, 'GB', 'ru')).toBe(OddsFormat.fractional);
    expect(resolve(null, 'us', 'ru')).toBe(OddsFormat.american);
    expect(resolve(null, 'KZ', 'ru')).toBe(OddsFormat.hongKong);
    expect(resolve(null, 'BR', 'pt-BR')).toBe(OddsFormat.indonesian);
    expect(resolve(null, 'BR', 'PT')).toBe(OddsFormat.indonesian);
  });

  it('then the variant’s coef_format, then decimal', () => {
    expect(resolve(null, 'KZ', 'en')).toBe(OddsFormat.malay);
    expect(resolve(null, 'KZ', 'en', settings())).toBe(OddsFormat.decimal);
  });

  it('skips ids it does not know at every step, and keys inherited from Object', () => {
    const odd = settings({ GB: 9 }, { en: 7 }, 1);
    expect(resolve(6, 'GB', 'en', odd)).toBe(OddsFormat.fractional);
    expect(resolve(null, 'GB', 'en', settings({ GB: 9 }, { en: 4 }, 1))).toBe(4);
    expect(resolve(null, 'KZ', 'en', settings({}, {}, 42))).toBe(OddsFormat.decimal);
    expect(resolve(null, 'constructor', 'constructor', settings({}, {}, 3))).toBe(3);
  });
});
