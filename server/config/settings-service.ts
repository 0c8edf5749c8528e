import { createHash } from 'node:crypto';

import { SETTINGS_SCHEMA_VERSION } from '../../src/config/generated/settings-schema-version.ts';
import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { resolveLayers } from '../../src/config/resolve-settings.ts';
import { selectLayers, type SettingsLayer, type Variant } from '../../src/config/settings-layer.ts';
import type { ConfigSet } from './config-set.ts';

/** What the server knows about the request, before settings decide the language. */
export interface VariantRequest {
  readonly partner: number;
  /** The visitor's country (geo header, host mapping or dev override). */
  readonly country?: string;
  readonly language?: string;
}

/** A resolved variant as served: the JSON body (serialised once) and its ETag. */
export interface ServedSettings {
  readonly variant: Required<Pick<Variant, 'partner' | 'language'>> & { country?: string };
  readonly settings: SiteSettings;
  readonly body: string;
  readonly etag: string;
}

export class UnknownPartnerError extends Error {}

/** Distinct variants kept resolved; visitors' countries are many, so the oldest give way. */
const CACHE_LIMIT = 500;

/** Resolves and caches site settings per variant from a checked configuration set. */
export class SettingsService {
  private readonly cache = new Map<string, ServedSettings>();

  constructor(private readonly config: ConfigSet) {}

  get partners(): number[] {
    return [
      ...new Set(
        this.config.layers.map((l) => l.match.partner).filter((p): p is number => p !== undefined),
      ),
    ];
  }

  /** The settings for a request; an unsupported language falls back to the variant's default. */
  serve(request: VariantRequest): ServedSettings {
    if (!this.partners.includes(request.partner))
      throw new UnknownPartnerError(`unknown partner ${request.partner}`);
    const languages = this.languagesOf(request.partner, request.country);
    const language =
      request.language && languages.includes(request.language)
        ? request.language
        : (languages[0] as string);
    // Keyed by the language served, not the one asked for, so made-up languages add nothing.
    const key = `${request.partner}|${request.country ?? ''}|${language}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const variant = { partner: request.partner, country: request.country, language };
    const settings = this.resolve(variant);
    const body = JSON.stringify({
      data: {
        type: 'site-settings',
        id: `${variant.partner}-${variant.country ?? 'any'}-${language}`,
        attributes: settings,
      },
      // Resolved and checked here: the schema they passed, so a client built from it skips the check.
      meta: { variant, schema_version: SETTINGS_SCHEMA_VERSION },
    });
    const served = {
      variant,
      settings,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    this.cache.set(key, served);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    return served;
  }

  private readonly languageCache = new Map<string, readonly string[]>();

  private languagesOf(partner: number, country: string | undefined): readonly string[] {
    const key = `${partner}|${country ?? ''}`;
    let languages = this.languageCache.get(key);
    if (!languages) {
      languages = this.resolve({ partner, country }).globalConfig.langs_order;
      if (this.languageCache.size >= CACHE_LIMIT) this.languageCache.clear();
      this.languageCache.set(key, languages);
    }
    return languages;
  }

  private resolve(variant: Variant) {
    // The platform tells the client where the visitor is, whatever the layers' default says.
    const geo: SettingsLayer[] = variant.country
      ? [{ name: 'geo', match: {}, data: { globalConfig: { geo_country_code: variant.country } } }]
      : [];
    const result = resolveLayers([...selectLayers(this.config.layers, variant), ...geo]);
    if (!result.ok) {
      const problems = result.issues.map((i) => `${i.pointer}: ${i.message}`).join('; ');
      throw new Error(`settings for ${JSON.stringify(variant)}: ${problems}`);
    }
    return result.settings;
  }
}
