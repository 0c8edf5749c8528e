import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  AnalyticsCounter,
  AnalyticsCountersQuery,
  AnalyticsCountersResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** The third-party analytics counters of a project on a host. */
export const getAnalyticsCounters = defineEndpoint<
  AnalyticsCountersQuery,
  AnalyticsCountersResponse,
  readonly AnalyticsCounter[]
>({
  url: '/seo-module-api/api/public/v1/analytics-counters',
  params: {
    projectId: { type: 'string' },
    domain: { type: 'string' },
    partner: { type: 'string' },
    country: { type: 'string' },
  },
  transform: (raw) => raw.data.attributes.counters,
});
