import type { FastifyInstance, FastifyRequest } from 'fastify';

import { splitRequestUrl } from '../http/request-url.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { originOf } from '../routes/seo.ts';
import { fillHead } from './html-head.ts';
import { pageMetadataFor } from './page-metadata.ts';

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const REST = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,3}$/;

/** The app's index.html for a page URL (`/{lng}/{section}/{rest…}`), its head filled in. */
export function appPageHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  dictionaries: DictionarySet,
): string {
  let settings;
  try {
    settings = app.settingsOf(request, { languageFromHeader: false }).settings;
  } catch {
    return template; // an unknown partner: the app shows the problem itself
  }
  const [lng = '', section = '', ...rest] = splitRequestUrl(request.url)
    .path.split('/')
    .filter(Boolean);
  const menuSection = rest.length > 0 ? rest.join('/') : undefined;
  const languages = settings.globalConfig.langs_order;
  const language = languages.includes(lng) ? lng : (languages[0] ?? 'en');
  const page = SEGMENT.test(section)
    ? { section, menuSection: menuSection && REST.test(menuSection) ? menuSection : undefined }
    : { section: '' };
  const meta = pageMetadataFor(
    { settings, language, ...page, origin: originOf(request) },
    dictionaries,
  );
  return fillHead(template, meta, language, settings.customizeConfig.brand);
}
