import type { FastifyInstance, FastifyRequest } from 'fastify';

import { contractErrors } from '../contract.ts';
import { validationProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { LANGUAGE_ISO_CODES } from '../seo/iso-codes.ts';
import { pageMetadataFor } from '../seo/page-metadata.ts';

interface PageDataQuery {
  language: string;
  domain: string;
  section?: string;
  menuSection?: string;
}

/** `https://host` of the request, the base of canonical and alternate URLs. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A malformed query (checked against seo.json#/$defs/{def}) is a 422 naming each parameter (validation_errors: { name: [key] }). */
export function checkQuery<T = PageDataQuery>(query: unknown, def = 'pageDataQuery'): T {
  const errors = contractErrors('seo', def, query);
  if (errors.length === 0) return query as T;
  // No prototype: a parameter named __proto__ or constructor is a name like any other.
  const byName: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const e of errors) {
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const name =
      params.missingProperty ??
      params.additionalProperty ??
      (e.instancePath.replace(/^\//, '') || 'query');
    (byName[name] ??= []).push('error_bad_request');
  }
  throw validationProblem(byName);
}

/** The SEO module's calls: page metadata for a path of the variant, and the language ISO codes. */
export function seoRoutes(app: FastifyInstance, dictionaries: DictionarySet) {
  app.get('/seo-module-api/api/v2/pagedata', async (request) => {
    const query = checkQuery(request.query);
    const { settings } = app.settingsOf(request);
    const attributes = pageMetadataFor(
      {
        settings,
        language: query.language,
        section: query.section ?? '',
        menuSection: query.menuSection,
        origin: originOf(request),
      },
      dictionaries,
    );
    return { data: { type: 'page-data', id: attributes.customCanonical, attributes } };
  });

  app.get('/seo-module-api/api/public/v1/language-iso-codes', async () => ({
    data: { type: 'language-iso-codes', id: 'all', attributes: { codes: LANGUAGE_ISO_CODES } },
  }));
}
