import type { FastifyInstance, FastifyRequest } from 'fastify';

import { acceptedLanguages, preferredLanguage } from '../../src/config/preferred-language.ts';

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
  const url = new URL(request.url, 'http://x');
  if (url.pathname !== '/') return undefined;
  let served;
  try {
    served = app.settingsOf(request, { languageFromHeader: false });
  } catch {
    return undefined;
  }
  const { langs_order, langs_hidden_unauth } = served.settings.globalConfig;
  const header = request.headers['accept-language'];
  const language =
    (url.searchParams.has('lang')
      ? undefined
      : preferredLanguage(
          acceptedLanguages(typeof header === 'string' ? header : ''),
          langs_order.filter((l) => !langs_hidden_unauth.includes(l)),
        )) ?? served.variant.language;
  url.searchParams.delete('lang');
  return `/${language}/${url.search}`;
}
