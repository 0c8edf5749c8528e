import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  PageDataQuery,
  PageDataResponse,
  PageMetadata,
} from '@/lib/api-contract/generated/api-types.ts';

/** The query of the SEO module's per-page calls (pagedata, visual). */
export const PAGE_QUERY_PARAMS = {
  language: { type: 'string' },
  domain: { type: 'string' },
  section: { type: 'string' },
  menuSection: { type: 'string' },
  partner: { type: 'string' },
  country: { type: 'string' },
} as const;

/** A page's head from the SEO module (schemas/api/seo.json), reduced to its attributes. */
export const getPageData = defineEndpoint<PageDataQuery, PageDataResponse, PageMetadata>({
  url: '/seo-module-api/api/v2/pagedata',
  params: PAGE_QUERY_PARAMS,
  noParallel: true,
  transform: (raw) => raw.data.attributes,
});
