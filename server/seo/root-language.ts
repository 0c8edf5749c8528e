import type { FastifyInstance, FastifyRequest } from 'fastify';

import { acceptedLanguages, preferredLanguage } from '../../src/config/preferred-language.ts';
import { splitRequestUrl } from '../http/request-url.ts';

/**
 * Where the site's root (`/`) sends a page navigation: `/{lng}/` with the query kept. The language
 * is `?lang=` when given, else the first of the browser's `Accept-Language` languages the variant
 * shows guests, else the variant's default. Undefined for any other path (or an unknown partner,
 * whose page explains itself).
 */
export function rootLanguageTarget(
  app: FastifyInstance,
  request: FastifyRequest,
): string | undefined {
  const { path, query } = splitRequestUrl(request.url);
  if (path !== '/') return undefined;
  const params = new URLSearchParams(query);
  let served;
  try {
    served = app.settingsOf(request, { languageFromHeader: false });
  } catch {
    return undefined;
  }
  const { langs_order, langs_hidden_unauth } = served.settings.globalConfig;
  const header = request.headers['accept-language'];
  const language =
    (params.has('lang')
      ? undefined
      : preferredLanguage(
          acceptedLanguages(typeof header === 'string' ? header : ''),
          langs_order.filter((l) => !langs_hidden_unauth.includes(l)),
        )) ?? served.variant.language;
  params.delete('lang');
  const search = params.toString();
  return `/${language}/${search ? `?${search}` : ''}`;
}
