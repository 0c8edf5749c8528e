import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import type { PageMetadata } from '../../src/lib/api-contract/generated/api-types.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { isoCodeOf } from './iso-codes.ts';

/** A page of the app as the URL names it: the segments after `/{lng}`. */
export interface PageRequest {
  readonly settings: SiteSettings;
  /** The language asked for; one the variant does not have falls back to its default. */
  readonly language: string;
  /** First path segment after the language ('' for home) and the rest of the path, if any. */
  readonly section: string;
  readonly menuSection?: string;
  /** `https://host` the canonical and alternate URLs are built on. */
  readonly origin: string;
}

/** Pages a search engine must not index (they hold a player's own data or forms only). */
const NOINDEX = new Set(['login', 'registration', 'office', 'password-reset']);
const TEXT_PAGES = new Set(['', 'login', 'registration', 'office', 'password-reset', 'information']);
const INFO_DICTIONARY = '2';

/** The languages a guest can switch to, in menu order. */
export const guestLanguagesOf = (settings: SiteSettings): string[] =>
  settings.globalConfig.langs_order.filter((l) => !settings.globalConfig.langs_hidden_unauth.includes(l));

/** The app path of a page without the language: `/` for home, `/login`, `/information/about`. */
const pathOf = ({ section, menuSection }: Pick<PageRequest, 'section' | 'menuSection'>) =>
  `/${[section, menuSection].filter(Boolean).join('/')}`;

/** The one source of a page's head: the pagedata route and the served HTML both use it. */
export function pageMetadataFor(request: PageRequest, dictionaries: DictionarySet): PageMetadata {
  const { settings, section, menuSection, origin } = request;
  const languages = guestLanguagesOf(settings);
  const fallback = languages[0] ?? settings.globalConfig.langs_order[0] ?? 'en';
  const language = settings.globalConfig.langs_order.includes(request.language) ? request.language : fallback;
  const brand = settings.customizeConfig.brand;
  const { pages, aliases } = settings.informationConfig;
  const infoPath = menuSection ?? 'information';
  const info = section === 'information' ? ((aliases as Readonly<Record<string, string>>)[infoPath] ?? infoPath) : undefined;
  const known = TEXT_PAGES.has(section) && (info === undefined || pages.includes(info as never));
  const page = info ? serverText(dictionaries, language, `info_${info}_title`, {}, INFO_DICTIONARY) : '';
  const text = (kind: 'title' | 'description') =>
    known ? serverText(dictionaries, language, `seo.${section || 'home'}.${kind}`, { brand, page }) : '';
  const title = text('title');
  const description = text('description');
  const robots = NOINDEX.has(section) ? 'noindex,nofollow' : 'index,follow';
  // An alias's canonical and alternates name the page itself.
  const path = pathOf({ section, menuSection: info && known ? info : menuSection });
  const url = (lang: string) => `${origin}/${lang}${path}`;
  const isoCode = isoCodeOf(language);
  return {
    title,
    description,
    metaRobots: robots,
    hierarchyMetaRobots: robots,
    ampPageUrl: '',
    alternativeLinks: [
      ...languages.map((lang) => ({ hreflang: isoCodeOf(lang), href: url(lang) })),
      ...(languages.length > 0 ? [{ hreflang: 'x-default', href: url(fallback) }] : []),
    ],
    alternateMedia: [],
    customCanonical: url(language),
    languageIsoCode: isoCode,
    metas: [
      { property: 'og:title', content: title || brand },
      { property: 'og:description', content: description },
      { property: 'og:locale', content: isoCode.replace('-', '_') },
      { property: 'og:url', content: url(language) },
    ],
  };
}
