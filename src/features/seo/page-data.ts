import { ApiError } from '@/lib/api-client/errors';
import type { PageMetadata } from '@/lib/api-contract/generated/api-types.ts';
import { logger } from '@/lib/logger';

/** What a page has when the platform gives nothing: empty texts, lists and rules. */
export const EMPTY_PAGE_DATA: PageMetadata = {
  title: '',
  description: '',
  metaRobots: '',
  hierarchyMetaRobots: '',
  ampPageUrl: '',
  alternativeLinks: [],
  alternateMedia: [],
  customCanonical: '',
  languageIsoCode: '',
  metas: [],
};

/** The page-data query of an app path: `/{lng}/{section}/{rest…}` (the rest is the menu section). */
export function pageDataQueryOf(pathname: string, language: string, domain: string) {
  const [, section, ...rest] = pathname.split('/').filter(Boolean);
  return { language, domain, section, menuSection: rest.length > 0 ? rest.join('/') : undefined };
}

/**
 * The spec's page-metadata failure rule, for every SEO call: a 403 or 422 (non-valid) or
 * 'Failed with params' (invalid) gives the call's defaults, logged as expected; any other failure
 * gives them too, logged as an error; a call aborted for a newer one is not logged. Never throws.
 */
export async function seoDataOrDefaults<T>(
  what: string,
  load: () => Promise<T>,
  defaults: T,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (signal?.aborted) return defaults; // a newer page asked; nothing went wrong
    const expected =
      (error instanceof ApiError && (error.status === 403 || error.status === 422)) ||
      (error instanceof Error && error.message === 'Failed with params');
    if (expected) logger.warn(`${what}: not valid for this page, defaults used`, error);
    else logger.error(`${what}: failed, defaults used`, error);
    return defaults;
  }
}

/** The page data, or EMPTY_PAGE_DATA under the failure rule of seoDataOrDefaults. */
export const pageDataOrDefaults = (
  load: () => Promise<PageMetadata>,
  signal?: AbortSignal,
): Promise<PageMetadata> => seoDataOrDefaults('page data', load, EMPTY_PAGE_DATA, signal);
