import { describe, expect, it } from 'vitest';

import { rateVital } from './vital-rating';

describe('web vital ratings (spec thresholds)', () => {
  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 4000.5, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FID', 99, 'good'],
    ['FID', 300, 'needs-improvement'],
    ['FID', 301, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1799, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });

  it('rates a nonsense measurement poor rather than crashing', () => {
    expect(rateVital('LCP', Number.NaN)).toBe('poor');
    expect(rateVital('CLS', -1)).toBe('poor');
  });
});
