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
const TEXT_PAGES = new Set([
  '',
  'login',
  'registration',
  'office',
  'password-reset',
  'information',
]);
const INFO_DICTIONARY = '2';

/** The languages a guest can switch to, in menu order. */
export const guestLanguagesOf = (settings: SiteSettings): string[] =>
  settings.globalConfig.langs_order.filter(
    (l) => !settings.globalConfig.langs_hidden_unauth.includes(l),
  );

/** The app path of a page without the language: `/` for home, `/login`, `/information/about`. */
const pathOf = ({ section, menuSection }: Pick<PageRequest, 'section' | 'menuSection'>) =>
  `/${[section, menuSection].filter(Boolean).join('/')}`;

/** The language a variant serves for a request: the one asked for if it has it, else its default. */
export function servedLanguageOf(settings: SiteSettings, asked: string): string {
  const fallback = guestLanguagesOf(settings)[0] ?? settings.globalConfig.langs_order[0] ?? 'en';
  return settings.globalConfig.langs_order.includes(asked) ? asked : fallback;
}

/**
 * A page's SEO text in its language (`seo.{section|home}.{kind}`, with brand and information page
 * title): empty for a page the platform has no texts for, or an information page the variant lacks.
 */
export function pageTextOf(
  request: PageRequest,
  dictionaries: DictionarySet,
  kind: 'title' | 'description' | 'h1',
): string {
  const { settings, section } = request;
  if (!isKnownPage(request)) return '';
  const language = servedLanguageOf(settings, request.language);
  const info = informationKeyOf(request);
  const page = info
    ? serverText(dictionaries, language, `info_${info}_title`, {}, INFO_DICTIONARY)
    : '';
  return serverText(dictionaries, language, `seo.${section || 'home'}.${kind}`, {
    brand: settings.customizeConfig.brand,
    page,
  });
}

/** The information page key a request names (an alias resolved), if it is an information page. */
function informationKeyOf({ settings, section, menuSection }: PageRequest): string | undefined {
  if (section !== 'information') return undefined;
  const path = menuSection ?? 'information';
  return (settings.informationConfig.aliases as Readonly<Record<string, string>>)[path] ?? path;
}

/** Whether the platform has texts for the page (an information page only if the variant has it). */
function isKnownPage(request: PageRequest): boolean {
  const info = informationKeyOf(request);
  return (
    TEXT_PAGES.has(request.section) &&
    (info === undefined || request.settings.informationConfig.pages.includes(info as never))
  );
}

/** The one source of a page's head: the pagedata route and the served HTML both use it. */
export function pageMetadataFor(request: PageRequest, dictionaries: DictionarySet): PageMetadata {
  const { settings, section, menuSection, origin } = request;
  const languages = guestLanguagesOf(settings);
  const fallback = languages[0] ?? settings.globalConfig.langs_order[0] ?? 'en';
  const language = servedLanguageOf(settings, request.language);
  const brand = settings.customizeConfig.brand;
  const info = informationKeyOf(request);
  const known = isKnownPage(request);
  const text = (kind: 'title' | 'description') => pageTextOf(request, dictionaries, kind);
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
