import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type {
  AnalyticsCountersQuery,
  SeoTextQuery,
} from '../../src/lib/api-contract/generated/api-types.ts';
import { ref } from '../contract.ts';
import { validationProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { CounterHits } from '../seo/counter-hits.ts';
import { pageTextOf } from '../seo/page-metadata.ts';
import { analyticsCountersFor, footerQuestionsFor, informationLinksFor } from '../seo/seo-texts.ts';
import { checkQuery, originOf } from './seo.ts';

const COUNTER_SCRIPT = readFileSync(
  join(import.meta.dirname, '../standin/counter/counter.js'),
  'utf8',
);
const SECTION = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The SEO module's other calls — a page's visible title, footer questions, information links and
 * analytics counters — answered from settings and dictionaries like pagedata; plus the stand-in
 * counter script, the hits it reports, and (development only) GET /__dev/counter-hits to read them.
 */
export function seoExtraRoutes(
  app: FastifyInstance,
  dictionaries: DictionarySet,
  options: { dev: boolean },
) {
  const hits = new CounterHits();

  app.get('/seo-module-api/api/v1/visual', async (request) => {
    const query = checkQuery(request.query);
    const { settings } = app.settingsOf(request);
    const page = {
      settings,
      language: query.language,
      section: query.section ?? '',
      menuSection: query.menuSection,
      origin: originOf(request),
    };
    return {
      data: {
        type: 'visual',
        id: `${query.section ?? 'home'}/${query.menuSection ?? ''}`,
        attributes: { title: pageTextOf(page, dictionaries, 'h1') },
      },
    };
  });

  // The section is a path segment; the platform's default is 'main'.
  const footerQuestions = (request: FastifyRequest, section = 'main') => {
    if (!SECTION.test(section)) throw validationProblem({ section: ['error_bad_request'] });
    const query = checkQuery<SeoTextQuery>(request.query, 'seoTextQuery');
    const questions = footerQuestionsFor(
      app.settingsOf(request).settings,
      query.language,
      section,
      dictionaries,
    );
    return { data: { type: 'footer-questions', id: section, attributes: { questions } } };
  };
  app.get('/web-api/external-api/seo/questions/footer', async (request) =>
    footerQuestions(request),
  );
  app.get<{ Params: { section: string } }>(
    '/web-api/external-api/seo/questions/footer/:section',
    async (request) => footerQuestions(request, request.params.section),
  );

  app.get('/web-api/external-api/seo/information/links', async (request) => {
    const query = checkQuery<SeoTextQuery>(request.query, 'seoTextQuery');
    const { settings } = app.settingsOf(request);
    return {
      data: {
        type: 'information-links',
        id: 'all',
        attributes: { links: informationLinksFor(settings, query.language, dictionaries) },
      },
    };
  });

  app.get('/seo-module-api/api/public/v1/analytics-counters', async (request) => {
    const query = checkQuery<AnalyticsCountersQuery>(request.query, 'analyticsCountersQuery');
    const { settings } = app.settingsOf(request);
    return {
      data: {
        type: 'analytics-counters',
        id: query.projectId,
        attributes: { counters: analyticsCountersFor(settings, query.projectId) },
      },
    };
  });

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
