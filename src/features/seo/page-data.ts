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
 * The page data, or the defaults when the platform calls it non-valid (403, 422) or invalid
 * ('Failed with params'); other failures give the defaults too. Logged, never thrown.
 */
export async function pageDataOrDefaults(load: () => Promise<PageMetadata>, signal?: AbortSignal): Promise<PageMetadata> {
  try {
    return await load();
  } catch (error) {
    if (signal?.aborted) return EMPTY_PAGE_DATA; // a newer page asked; nothing went wrong
    const expected = (error instanceof ApiError && (error.status === 403 || error.status === 422)) ||
      (error instanceof Error && error.message === 'Failed with params');
    if (expected) logger.warn('page data: not valid for this page, defaults used', error);
    else logger.error('page data: failed, defaults used', error);
    return EMPTY_PAGE_DATA;
  }
}
