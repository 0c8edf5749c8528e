import { useEffect } from 'react';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { AnalyticsCounter } from '@/lib/api-contract/generated/api-types.ts';
import { useConsentStore } from '@/lib/consent/consent-context';

import { startCounters } from '../analytics-counters';
import { getAnalyticsCounters } from '../api/get-analytics-counters';
import { seoDataOrDefaults } from '../page-data';
import { variantParamsOf } from '../variant-params';

const NO_COUNTERS: readonly AnalyticsCounter[] = [];

/** Asks once per site visit for the variant's analytics counters and loads them after marketing consent; renders nothing. */
export function AnalyticsCounters() {
  const client = useApiClient();
  const consent = useConsentStore();
  const { settings, variant } = useLoadedSettings();
  const projectId = String(settings.globalConfig.ref_id);
  const { partner, country } = variantParamsOf(variant);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      client.call(
        getAnalyticsCounters,
        { projectId, domain: window.location.host, partner, country },
        { signal: controller.signal },
      );
    void seoDataOrDefaults('analytics counters', load, NO_COUNTERS, controller.signal).then(
      (counters) => startCounters(counters, consent, controller.signal),
    );
    return () => controller.abort();
  }, [client, consent, projectId, partner, country]);
  return null;
}
