import type { FastifyInstance } from 'fastify';
import { ref } from '../contract.ts';
import type { HostMap } from '../config/config-set.ts';
import { variantOfRequest } from '../config/request-variant.ts';
import { UnknownPartnerError, type SettingsService } from '../config/settings-service.ts';

interface Options {
  settings: SettingsService;
  hosts: HostMap;
  production: boolean;
}

/** If-None-Match as RFC 9110 reads it: a list of tags, weak ones compared weakly, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** GET /frontend-api/site-settings: the settings resolved for the request's variant. */
export function siteSettingsRoutes(app: FastifyInstance, { settings, hosts, production }: Options) {
  app.get<{ Querystring: { partner?: string; country?: string; lang?: string } }>(
    '/frontend-api/site-settings',
    {
      schema: { querystring: ref('site-settings', 'siteSettingsQuery') },
    },
    async (request, reply) => {
      const geo = request.headers['x-geo-country'];
      const variant = variantOfRequest(
        { host: request.host, geoCountry: typeof geo === 'string' ? geo : undefined, query: request.query },
        hosts,
        production,
      );
      try {
        const served = settings.serve(variant);
        void reply
          .header('etag', served.etag)
          .header('cache-control', 'no-cache')
          .header('vary', 'host, x-forwarded-host, x-geo-country');
        if (matchesEtag(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(served.body);
      } catch (error) {
        if (!(error instanceof UnknownPartnerError)) throw error;
        return reply.code(404).send({ success: false, message: 'error_unknown_partner', errors: [{ detail: error.message }] });
      }
    },
  );
}
