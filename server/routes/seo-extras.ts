import type { FastifyInstance, FastifyRequest } from 'fastify';

import type {
  AnalyticsCountersQuery,
  SeoTextQuery,
} from '../../src/lib/api-contract/generated/api-types.ts';
import { validationProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { pageTextOf } from '../seo/page-metadata.ts';
import { analyticsCountersFor, footerQuestionsFor, informationLinksFor } from '../seo/seo-texts.ts';
import { checkQuery, originOf } from './seo.ts';

const SECTION = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The SEO module's other calls — a page's visible title, footer questions, information links and
 * analytics counters — answered from settings and dictionaries like pagedata. The stand-in counter
 * itself is in counter-standin.ts.
 */
export function seoExtraRoutes(app: FastifyInstance, dictionaries: DictionarySet) {
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
}
