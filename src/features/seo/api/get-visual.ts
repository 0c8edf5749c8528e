import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { PageDataQuery, VisualResponse } from '@/lib/api-contract/generated/api-types.ts';

import { PAGE_QUERY_PARAMS } from './get-page-data';

/** A page's visible H1 text from the SEO module (same query as pagedata); '' when it has none. */
export const getVisual = defineEndpoint<PageDataQuery, VisualResponse, string>({
  url: '/seo-module-api/api/v1/visual',
  params: PAGE_QUERY_PARAMS,
  noParallel: true,
  transform: (raw) => raw.data.attributes.title,
});
