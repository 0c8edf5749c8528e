import { describe, expect, it } from 'vitest';

import { settingsDefaults } from './generated/site-settings.defaults.ts';
import { resolveLayers, resolveVariant } from './resolve-settings.ts';
import type { SettingsLayer } from './settings-layer.ts';

const layer = (
  name: string,
  match: SettingsLayer['match'],
  data: Record<string, unknown>,
): SettingsLayer => ({
  name,
  match,
  data,
});

const base = layer(
  'base.json',
  {},
  {
    globalConfig: {
      langs_order: ['ru', 'en', 'kk'],
      min_age: 21,
      geo_currency: { code: 'KZT', symbol: '₸' },
    },
    captchaConfig: { captcha_type: 'puzzle' },
  },
);
const partner = layer(
  'partners/2.json',
  { partner: 2 },
  {
    globalConfig: { langs_order: ['en'], geo_currency: { symbol: '£' } },
  },
);
const partnerCountry = layer(
  'partners/2-gb.json',
  { partner: 2, country: 'GB' },
  {
    captchaConfig: { captcha_type: 'google' },
  },
);
const partnerLanguage = layer(
  'partners/2-en.json',
  { partner: 2, language: 'en' },
  {
    captchaConfig: { captcha_type: 'hunt' },
    headerConfig: { max_visible_items: 5 },
  },
);
const all = layer(
  'partners/2-gb-en.json',
  { partner: 2, country: 'GB', language: 'en' },
  {
    headerConfig: { max_visible_items: 3 },
  },
);
const layers = [all, partnerLanguage, partnerCountry, partner, base];

function settingsOf(result: ReturnType<typeof resolveLayers>) {
  if (!result.ok)
    throw new Error(result.issues.map((i) => `${i.pointer}: ${i.message}`).join('\n'));
  return result.settings;
}

describe('settings resolution', () => {
  it('gives the schema defaults when there are no layers', () => {
    const s = settingsOf(resolveLayers([]));
    expect(s.globalConfig.autologoff_minutes).toBe(30);
    expect(s.globalConfig.amount_template).toBe('{v} {c}');
    expect(s.bettingConfig.coupon_max_bets).toBe(50);
    expect(s.bettingConfig.coupon_max_bets_system).toBe(20);
    expect(s.headerConfig.max_visible_items).toBe(9);
    expect(s.globalConfig.min_age).toBe(18);
    expect(s).toEqual(settingsDefaults);
  });

  it('applies layers in precedence order: base, partner, partner+country, partner+language, all three', () => {
    const s = settingsOf(resolveVariant(layers, { partner: 2, country: 'GB', language: 'en' }));
    expect(s.globalConfig.min_age).toBe(21); // base
    expect(s.globalConfig.langs_order).toEqual(['en']); // partner over base
    // partner+language (rank 3) beats partner+country (rank 2) whatever the file order
    expect(s.captchaConfig.captcha_type).toBe('hunt');
    expect(s.headerConfig.max_visible_items).toBe(3); // the most specific layer wins
  });

  it('ignores layers of other partners, countries and languages', () => {
    const s = settingsOf(resolveVariant(layers, { partner: 2, country: 'KZ', language: 'ru' }));
    expect(s.captchaConfig.captcha_type).toBe('puzzle');
    expect(s.headerConfig.max_visible_items).toBe(9);
    const other = settingsOf(resolveVariant(layers, { partner: 1, country: 'GB', language: 'en' }));
    expect(other.globalConfig.langs_order).toEqual(['ru', 'en', 'kk']);
  });

  it('merges objects deeply', () => {
    const s = settingsOf(resolveVariant(layers, { partner: 2 }));
    expect(s.globalConfig.geo_currency.symbol).toBe('£');
    expect(s.globalConfig.geo_currency.code).toBe('KZT');
    expect(s.globalConfig.geo_currency.coef_convert).toBe(1); // default under both layers
  });

  it('replaces arrays instead of merging them', () => {
    const s = settingsOf(
      resolveLayers([
        layer('a', {}, { globalConfig: { langs_order: ['ru', 'en', 'kk'] } }),
        layer('b', { partner: 1 }, { globalConfig: { langs_order: ['kk'] } }),
      ]),
    );
    expect(s.globalConfig.langs_order).toEqual(['kk']);
  });

  it('resets a key to its default with null', () => {
    const s = settingsOf(
      resolveLayers([
        layer('a', {}, { globalConfig: { min_age: 21, geo_currency: { symbol: '$' } } }),
        layer('b', { partner: 1 }, { globalConfig: { min_age: null, geo_currency: null } }),
      ]),
    );
    expect(s.globalConfig.min_age).toBe(18);
    expect(s.globalConfig.geo_currency).toEqual(settingsDefaults.globalConfig.geo_currency);
  });

  it('returns a deeply frozen object and never changes the layers', () => {
    const data = {
      globalConfig: { langs_order: ['en'], min_age: 21 },
      headerConfig: { max_visible_items: null },
    };
    const before = JSON.stringify(data);
    const s = settingsOf(resolveLayers([layer('a', {}, data)]));
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.globalConfig)).toBe(true);
    expect(Object.isFrozen(s.globalConfig.langs_order)).toBe(true);
    expect(() => {
      (s.globalConfig as { min_age: number }).min_age = 1;
    }).toThrow(TypeError);
    expect(JSON.stringify(data)).toBe(before);
    expect(Object.isFrozen(s.headerConfig)).toBe(true);
  });

  it('reports schema violations with JSON pointers instead of returning settings', () => {
    const result = resolveLayers([
      layer(
        'a',
        {},
        {
          captchaConfig: { captcha_type: 'recaptcha', captcha_tpye: 'x' },
          globalConfig: { min_age: 'x' },
        },
      ),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        {
          pointer: '/captchaConfig/captcha_type',
          message: 'must be one of google, custom, hunt, puzzle, third_party, disabled',
        },
        { pointer: '/captchaConfig/captcha_tpye', message: 'unknown key' },
        { pointer: '/globalConfig/min_age', message: 'must be integer' },
      ]),
    );
  });

  it('records which layer set each value when asked to explain', () => {
    const result = resolveVariant(
      layers,
      { partner: 2, country: 'GB', language: 'en' },
      { explain: true },
    );
    expect(result.provenance?.get('/globalConfig/min_age')).toBe('base.json');
    expect(result.provenance?.get('/globalConfig/langs_order')).toBe('partners/2.json');
    expect(result.provenance?.get('/headerConfig/max_visible_items')).toBe('partners/2-gb-en.json');
    expect(result.provenance?.has('/globalConfig/autologoff_minutes')).toBe(false);
  });
});

describe('cross-key settings rules', () => {
  it('rejects field and phone patterns that are not valid regular expressions', () => {
    const result = resolveLayers([
      layer(
        'a',
        {},
        {
          // A name-only form leaves the account number as the login (a rule of its own).
          authConfig: { login_types: ['id'] },
          registrationConfig: {
            fields: {
              full_reg: [
                {
                  id: 'name',
                  name: 'name',
                  type: 'input',
                  validation: [{ rule: 'match', pattern: '[\\w-.]', message: 'bad' }],
                },
              ],
            },
            phone_validation_rules: [
              { fields: { country_id: 1, phone: '(' }, action: { message: 'x' } },
            ],
          },
        },
      ),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      {
        pointer: '/registrationConfig/fields/full_reg/0/validation/0/pattern',
        message: 'is not a valid regular expression (Unicode mode)',
      },
      {
        pointer: '/registrationConfig/phone_validation_rules/0/fields/phone',
        message: 'is not a valid regular expression (Unicode mode)',
      },
    ]);
  });
});
