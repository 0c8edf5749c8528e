import type { FastifyInstance } from 'fastify';

import type { DictionarySet } from '../i18n/dictionaries.ts';

/** A JSON:API errors document that is also the platform's one error shape. */
const notFound = (detail: string) => ({
  success: false,
  message: 'error_not_found',
  errors: [{ status: '404', detail }],
});

/** The dictionary calls: by-lang → dictionaryMap (JSON text), then the generated files. */
export function translationRoutes(
  app: FastifyInstance,
  { dictionaries }: { dictionaries: DictionarySet },
) {
  app.get<{ Params: { lang: string } }>(
    '/translation-api/by-lang/:lang',
    async (request, reply) => {
      const lang = request.params.lang.toLowerCase();
      const map = dictionaries.maps.get(lang);
      if (!map) {
        return reply
          .code(404)
          .send(notFound(`no dictionaries for language ${request.params.lang}`));
      }
      void reply.header('cache-control', 'no-cache');
      return {
        data: {
          type: 'dictionary-map',
          id: lang,
          attributes: { dictionaryMap: JSON.stringify(map) },
        },
      };
    },
  );

  app.get<{ Params: { '*': string } }>('/genfiles/web-app-v2/*', async (request, reply) => {
    const content = dictionaries.files.get(request.params['*']);
    if (content === undefined) return reply.code(404).send(notFound('no such file'));
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('application/json; charset=utf-8')
      .send(content);
  });
}
