import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ApiProblem } from '../errors.ts';
import type { HostMap } from './config-set.ts';
import { variantOfRequest } from './request-variant.ts';
import {
  type ServedSettings,
  type SettingsService,
  UnknownPartnerError,
} from './settings-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings of the variant a request is for (host, geo header, dev query, language). */
    settingsOf(request: FastifyRequest, options?: { languageFromHeader?: boolean }): ServedSettings;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Every route can ask for its request's settings. The language comes from `?lang=`, else the
 * `x-lang` header the app sends with each call (not for the settings call itself, where only
 * `?lang=` counts, so that a first visit gets the variant's default language). An unknown partner
 * is a 404.
 */
export function installRequestSettings(
  app: FastifyInstance,
  settings: SettingsService,
  hosts: HostMap,
  production: boolean,
  /** Whether this request's x-geo-country comes from the operator's edge (a trusted proxy). */
  geoHeaderTrusted: (request: FastifyRequest) => boolean,
) {
  app.decorate(
    'settingsOf',
    (request: FastifyRequest, options: { languageFromHeader?: boolean } = {}) => {
      const query = (request.query ?? {}) as { partner?: string; country?: string; lang?: string };
      const lang =
        query.lang ??
        (options.languageFromHeader === false ? undefined : header(request, 'x-lang'));
      const variant = variantOfRequest(
        {
          host: request.host,
          geoCountry: geoHeaderTrusted(request) ? header(request, 'x-geo-country') : undefined,
          query: { ...query, lang },
        },
        hosts,
        production,
      );
      try {
        return settings.serve(variant);
      } catch (error) {
        if (error instanceof UnknownPartnerError)
          throw new ApiProblem(404, 'error_unknown_partner', [error.message]);
        throw error;
      }
    },
  );
}
