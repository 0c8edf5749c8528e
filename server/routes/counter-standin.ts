import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';
import { CounterHits } from '../seo/counter-hits.ts';

const COUNTER_SCRIPT = readFileSync(
  join(import.meta.dirname, '../standin/counter/counter.js'),
  'utf8',
);

/**
 * The stand-in analytics counter (a stand-in: BETFRAME_STANDINS): its script, the page views it
 * reports, and in development GET /__dev/counter-hits to read them.
 */
export function counterStandinRoutes(app: FastifyInstance, options: { dev: boolean }) {
  const hits = new CounterHits();

  app.get('/seo-standin/counter.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(COUNTER_SCRIPT),
  );
  app.post<{ Body: { counter: string; page: string } }>(
    '/seo-standin/counter/hit',
    { schema: { body: ref('seo', 'counterHit') } },
    async (request, reply) => {
      hits.record({ ...request.body, host: request.host, at: new Date().toISOString() });
      return reply.code(204).send();
    },
  );
  if (options.dev) {
    app.get<{ Querystring: { counter: string } }>(
      '/__dev/counter-hits',
      { schema: { querystring: ref('seo', 'counterHitsQuery') } },
      async (request) => ({ data: hits.of(request.query.counter) }),
    );
  }
}
