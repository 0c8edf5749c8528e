import { describe, expect, it } from 'vitest';

import { createApiClient } from '@/lib/api-client/client';

import { siteSettingsResponse } from '../../tests/fixtures/api-fixtures.ts';
import { SETTINGS_SCHEMA_VERSION } from './generated/settings-schema-version.ts';
import { createSettingsClient, SettingsInvalidError } from './settings-client';

interface Answer {
  attributes: Record<string, unknown>;
  variant?: { partner: number; country?: string; language: string };
  /** The schema version the platform says it checked the settings against. */
  schemaVersion?: string;
}

/** A fake platform: answers site-settings with `answer()` and records each URL. */
function setup(answer: (url: URL) => Answer = () => ({ attributes: {} })) {
  const urls: URL[] = [];
  const fetchFn: typeof fetch = (input) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'https://site.test',
    );
    urls.push(url);
    const {
      attributes,
      variant = { partner: 1, language: url.searchParams.get('lang') ?? 'en' },
      schemaVersion,
    } = answer(url);
    const body = siteSettingsResponse(attributes, variant);
    return Promise.resolve(
      new Response(
        JSON.stringify(
          schemaVersion ? { ...body, meta: { ...body.meta, schema_version: schemaVersion } } : body,
        ),
        {
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
  };
  return { urls, settingsClient: createSettingsClient(createApiClient({ fetch: fetchFn })) };
}

describe('createSettingsClient', () => {
  it('fills schema defaults around what the platform sent', async () => {
    const { settingsClient } = setup(() => ({
      attributes: { globalConfig: { min_age: 21 }, captchaConfig: { captcha_type: 'google' } },
      variant: { partner: 2, country: 'GB', language: 'en' },
    }));

    const loaded = await settingsClient.load('en');

    expect(loaded.settings.globalConfig.min_age).toBe(21);
    expect(loaded.settings.captchaConfig.captcha_type).toBe('google');
    expect(loaded.settings.bettingConfig.coupon_max_bets).toBe(50);
    expect(loaded.variant).toEqual({ partner: 2, country: 'GB', language: 'en' });
  });

  it('returns deeply frozen settings', async () => {
    const { settingsClient } = setup(() => ({ attributes: { globalConfig: { min_age: 21 } } }));

    const { settings } = await settingsClient.load('en');

    expect(Object.isFrozen(settings)).toBe(true);
    expect(Object.isFrozen(settings.globalConfig)).toBe(true);
    expect(Object.isFrozen(settings.bettingConfig)).toBe(true);
  });

  it('remembers the most recent settings in latest()', async () => {
    const { settingsClient } = setup();
    expect(settingsClient.latest()).toBeUndefined();

    const en = await settingsClient.load('en');
    expect(settingsClient.latest()).toBe(en);

    const ru = await settingsClient.load('ru');
    expect(settingsClient.latest()).toBe(ru);
    expect(ru.variant.language).toBe('ru');
  });

  it('fetches each language and override only once', async () => {
    const { settingsClient, urls } = setup();

    const [first, second] = await Promise.all([
      settingsClient.load('en'),
      settingsClient.load('en'),
    ]);
    const third = await settingsClient.load('en', {});
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(urls).toHaveLength(1);

    await settingsClient.load('en', { partner: 2 });
    await settingsClient.load('en', { partner: 2 });
    await settingsClient.load('ru');
    expect(urls).toHaveLength(3);
  });

  it('rejects settings that fail the schema, pointing at the bad value', async () => {
    const { settingsClient } = setup(() => ({
      attributes: { captchaConfig: { captcha_type: 'nope' } },
    }));

    const error: unknown = await settingsClient.load('en').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(SettingsInvalidError);
    const issues = (error as SettingsInvalidError).issues;
    expect(issues.map((i) => i.pointer)).toContain('/captchaConfig/captcha_type');
    expect((error as Error).message).toContain('/captchaConfig/captcha_type');
    expect(settingsClient.latest()).toBeUndefined();
  });

  it('checks the schema itself unless the platform checked against the very schema it was built from', async () => {
    const bad = { captchaConfig: { captcha_type: 'nope' } };
    const other = setup(() => ({ attributes: bad, schemaVersion: '0123456789abcdef' }));
    await expect(other.settingsClient.load('en')).rejects.toBeInstanceOf(SettingsInvalidError);

    // The reference platform validated these already (its answer names our schema version).
    const vouched = setup(() => ({
      attributes: { captchaConfig: { captcha_type: 'hunt' } },
      schemaVersion: SETTINGS_SCHEMA_VERSION,
    }));
    expect((await vouched.settingsClient.load('en')).settings.captchaConfig.captcha_type).toBe(
      'hunt',
    );
    const trusted = setup(() => ({ attributes: bad, schemaVersion: SETTINGS_SCHEMA_VERSION }));
    expect((await trusted.settingsClient.load('en')).settings.captchaConfig.captcha_type).toBe(
      'nope',
    );

    // The rules JSON Schema cannot say are checked either way.
    const badPattern = {
      registrationConfig: {
        phone_validation_rules: [
          { fields: { country_id: 1, phone: '(' }, action: { message: 'x' } },
        ],
      },
    };
    const rules = setup(() => ({ attributes: badPattern, schemaVersion: SETTINGS_SCHEMA_VERSION }));
    const error: unknown = await rules.settingsClient.load('en').catch((e: unknown) => e);
    expect((error as SettingsInvalidError).issues.map((i) => i.pointer)).toEqual([
      '/registrationConfig/phone_validation_rules/0/fields/phone',
    ]);
  });

  it('does not cache a rejection: the next load asks again', async () => {
    let valid = false;
    const { settingsClient, urls } = setup(() => ({
      attributes: { captchaConfig: { captcha_type: valid ? 'hunt' : 'nope' } },
    }));

    await expect(settingsClient.load('en')).rejects.toBeInstanceOf(SettingsInvalidError);
    valid = true;
    const loaded = await settingsClient.load('en');

    expect(loaded.settings.captchaConfig.captcha_type).toBe('hunt');
    expect(urls).toHaveLength(2);
  });

  it('sends lang, partner and country only when given', async () => {
    const { settingsClient, urls } = setup();

    await settingsClient.load('en', { partner: 2, country: 'GB' });
    await settingsClient.load(undefined);
    await settingsClient.load('ru', { country: 'KZ' });

    expect(urls.map((u) => u.pathname)).toEqual(Array(3).fill('/frontend-api/site-settings'));
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      lang: 'en',
      partner: '2',
      country: 'GB',
    });
    expect(Object.fromEntries(urls[1]!.searchParams)).toEqual({});
    expect(Object.fromEntries(urls[2]!.searchParams)).toEqual({ lang: 'ru', country: 'KZ' });
  });
});
