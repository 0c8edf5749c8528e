import type { ApiClient } from '@/lib/api-client/client';
import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { SiteSettingsResponse } from '@/lib/api-contract/generated/api-types.ts';

import { SETTINGS_SCHEMA_VERSION } from './generated/settings-schema-version.ts';
import type { SiteSettings } from './generated/site-settings.types.ts';
import { resolveLayersWith, type SchemaCheck } from './resolve-layers.ts';
import type { SettingsIssue } from './settings-errors.ts';
import type { VariantOverride } from './variant-override.ts';

/** The settings of the variant being shown, and which variant it is. */
export interface LoadedSettings {
  readonly settings: SiteSettings;
  readonly variant: SiteSettingsResponse['meta']['variant'];
}

/** The platform sent settings that fail the schema: nothing is rendered from them. */
export class SettingsInvalidError extends Error {
  constructor(readonly issues: readonly SettingsIssue[]) {
    super(
      `site settings are invalid: ${issues.map((i) => `${i.pointer}: ${i.message}`).join('; ')}`,
    );
    this.name = 'SettingsInvalidError';
  }
}

/** GET /frontend-api/site-settings for the request's variant and language. */
export const getSiteSettings = defineEndpoint<
  { lang?: string; partner?: number; country?: string },
  SiteSettingsResponse
>({
  url: '/frontend-api/site-settings',
  params: { lang: { type: 'string' }, partner: { type: 'int' }, country: { type: 'string' } },
});

/** Settings the platform checked against the schema this app was built from pass as they are. */
const checkedByPlatform: SchemaCheck = () => [];

/**
 * The schema check for a platform answer. A platform that checked the settings names the schema
 * version it used; when that is ours, checking again would only cost the validator's ~20 KB
 * (gzip) on every first page. Any other answer is checked here, the validator loaded on demand.
 */
async function schemaCheckFor(response: SiteSettingsResponse): Promise<SchemaCheck> {
  if (response.meta.schema_version === SETTINGS_SCHEMA_VERSION) return checkedByPlatform;
  return (await import('./check-settings.ts')).checkSettings;
}

/**
 * Loads settings through the one resolver: the platform's answer is a single layer over the schema
 * defaults, validated and frozen. One request per language and variant for the app's lifetime.
 */
export function createSettingsClient(client: ApiClient) {
  const cache = new Map<string, Promise<LoadedSettings>>();
  let latest: LoadedSettings | undefined;
  return {
    /** The settings most recently loaded (the CDN for dictionaries comes from them). */
    latest: () => latest,
    load(language: string | undefined, override: VariantOverride = {}): Promise<LoadedSettings> {
      const key = `${language ?? ''}|${override.partner ?? ''}|${override.country ?? ''}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = client
          .call(getSiteSettings, { lang: language, ...override })
          .then(async (response) => {
            const result = resolveLayersWith(await schemaCheckFor(response), [
              { name: 'platform', match: {}, data: response.data.attributes },
            ]);
            if (!result.ok) throw new SettingsInvalidError(result.issues);
            latest = { settings: result.settings, variant: response.meta.variant };
            return latest;
          });
        cache.set(key, pending);
        pending.catch(() => cache.delete(key));
      }
      return pending;
    },
  };
}

export type SettingsClient = ReturnType<typeof createSettingsClient>;
