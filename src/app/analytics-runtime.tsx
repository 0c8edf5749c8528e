import { useEffect } from 'react';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { startAnalytics } from '@/lib/analytics/start-analytics';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useConsentStore } from '@/lib/consent/consent-context';

/** Starts the page's analytics once inside the /{lng} layout (it waits for consent by itself), over the API client's transport. */
export function AnalyticsRuntime() {
  const consent = useConsentStore();
  const { settings, variant } = useLoadedSettings();
  const { transport } = useApiClient();
  const webVitals = settings.booleanConfig.has_web_vitals;
  useEffect(
    () =>
      startAnalytics({
        partner: variant.partner,
        consent,
        webVitals,
        ...(transport ? { fetch: transport } : {}),
      }),
    [consent, variant.partner, webVitals, transport],
  );
  return null;
}
