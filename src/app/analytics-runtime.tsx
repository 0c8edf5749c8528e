import { useEffect } from 'react';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useConsentStore } from '@/lib/consent/consent-context';
import { startAnalytics } from '@/lib/analytics/start-analytics';

/** Starts the page's analytics once inside the /{lng} layout (it waits for consent by itself). */
export function AnalyticsRuntime() {
  const consent = useConsentStore();
  const { settings, variant } = useLoadedSettings();
  const webVitals = settings.booleanConfig.has_web_vitals;
  useEffect(
    () => startAnalytics({ partner: variant.partner, consent, webVitals }),
    [consent, variant.partner, webVitals],
  );
  return null;
}
