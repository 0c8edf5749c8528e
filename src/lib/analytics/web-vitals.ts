import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

import { rateVital, type VitalName, type VitalRating } from './vital-rating';

/** One rated measurement. */
export interface VitalReport {
  readonly name: VitalName;
  readonly value: number;
  readonly rating: VitalRating;
}

interface FirstInputEntry extends PerformanceEntry {
  readonly processingStart: number;
}

/** FID the way web-vitals 5 did it: the delay of the first input (processingStart − startTime). */
function onFirstInputDelay(report: (delay: number) => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('first-input')
  )
    return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as FirstInputEntry | undefined;
    if (!entry) return;
    observer.disconnect();
    report(entry.processingStart - entry.startTime);
  });
  observer.observe({ type: 'first-input', buffered: true });
}

/** Measures FCP, LCP, CLS, TTFB, INP (web-vitals) and FID (PerformanceObserver), each rated against our thresholds. */
export function startWebVitals(report: (vital: VitalReport) => void): void {
  const send = (name: VitalName, value: number) =>
    report({ name, value: Math.round(value * 1000) / 1000, rating: rateVital(name, value) });
  const fromMetric = (metric: Metric) => send(metric.name, metric.value);
  onFCP(fromMetric);
  onLCP(fromMetric);
  onCLS(fromMetric);
  onTTFB(fromMetric);
  onINP(fromMetric);
  onFirstInputDelay((delay) => send('FID', delay));
}
