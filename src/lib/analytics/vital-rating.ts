/** The metrics we report; FID is measured by hand (web-vitals 6 dropped onFID). */
export type VitalName = 'FCP' | 'LCP' | 'CLS' | 'FID' | 'TTFB' | 'INP';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Good-up-to / poor-above thresholds: spec §9 for FCP, LCP, CLS, FID, TTFB (ms; CLS unitless).
 * The spec has none for INP: we use Google's published 200/500 ms, as web-vitals does.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, readonly [good: number, poor: number]>> =
  {
    FCP: [1800, 3000],
    LCP: [2500, 4000],
    CLS: [0.1, 0.25],
    FID: [100, 300],
    TTFB: [800, 1800],
    INP: [200, 500],
  };

/** Rates a measurement: at or under the first threshold good, above the second poor, else needs-improvement. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (!Number.isFinite(value) || value < 0) return 'poor';
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}
