import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';

/** If-None-Match as RFC 9110 reads it: a list of tags, weak ones compared weakly, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** GET /frontend-api/site-settings: the settings resolved for the request's variant. */
export function siteSettingsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { partner?: string; country?: string; lang?: string } }>(
    '/frontend-api/site-settings',
    {
      schema: { querystring: ref('site-settings', 'siteSettingsQuery') },
    },
    async (request, reply) => {
      const served = app.settingsOf(request, { languageFromHeader: false });
      void reply
        .header('etag', served.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'host, x-forwarded-host, x-geo-country, x-lang');
      if (matchesEtag(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(served.body);
    },
  );
}
