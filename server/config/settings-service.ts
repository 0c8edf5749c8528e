import { createHash } from 'node:crypto';
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
  readonly body: string;
  readonly etag: string;
}

export class UnknownPartnerError extends Error {}

/** Resolves and caches site settings per variant from a checked configuration set. */
export class SettingsService {
  private readonly cache = new Map<string, ServedSettings>();

  constructor(private readonly config: ConfigSet) {}

  get partners(): number[] {
    return [...new Set(this.config.layers.map((l) => l.match.partner).filter((p): p is number => p !== undefined))];
  }

  /** The settings for a request; an unsupported language falls back to the variant's default. */
  serve(request: VariantRequest): ServedSettings {
    if (!this.partners.includes(request.partner)) throw new UnknownPartnerError(`unknown partner ${request.partner}`);
    const key = `${request.partner}|${request.country ?? ''}|${request.language ?? ''}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const languages = this.resolve({ partner: request.partner, country: request.country }).globalConfig.langs_order;
    const language = request.language && languages.includes(request.language) ? request.language : (languages[0] as string);
    const variant = { partner: request.partner, country: request.country, language };
    const settings = this.resolve(variant);
    const body = JSON.stringify({
      data: { type: 'site-settings', id: `${variant.partner}-${variant.country ?? 'any'}-${language}`, attributes: settings },
      meta: { variant },
    });
    const served = { variant, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    this.cache.set(key, served);
    return served;
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
