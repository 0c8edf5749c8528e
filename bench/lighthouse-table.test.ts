import { describe, expect, it } from 'vitest';

import {
  type Figures,
  formatTable,
  median,
  medianFigures,
  MISS,
  misses,
  throttlingAsked,
} from './lighthouse-table.ts';

const atTarget: Figures = {
  score: 95,
  fcp: 1200,
  lcp: 1500,
  tbt: 200,
  cls: 0.02,
  requests: 10,
  transferred: 100 * 1024,
  js: 50 * 1024,
};

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('takes each figure on its own across runs', () => {
    const runs = [
      { ...atTarget, score: 90, tbt: 300 },
      { ...atTarget, score: 99, tbt: 100 },
      { ...atTarget, score: 95, tbt: 250 },
    ];
    expect(medianFigures(runs)).toMatchObject({ score: 95, tbt: 250 });
  });
});

describe('targets', () => {
  it('lets a figure exactly at its target pass and marks one just past it', () => {
    expect(misses(atTarget).size).toBe(0);
    const past = { ...atTarget, score: 94, fcp: 1201, lcp: 1501, tbt: 201, cls: 0.021 };
    expect([...misses(past)].sort()).toEqual(['cls', 'fcp', 'lcp', 'score', 'tbt']);
    expect([...misses({ ...atTarget, tbt: Number.NaN })]).toEqual(['tbt']);
  });
});

describe('formatTable', () => {
  it('prints the header, the targets and a row per page with a mark on each missed figure only', () => {
    const lines = formatTable([
      { page: 'home', variant: 'betframe', figures: atTarget },
      { page: 'registration', variant: 'sahara', figures: { ...atTarget, lcp: 6040, cls: 0.18 } },
    ]);
    expect(lines[0]).toMatch(
      /^page\s+variant\s+score\s+FCP\s+LCP\s+TBT\s+CLS\s+requests\s+KiB\s+JS KiB$/,
    );
    expect(lines[1]).toContain('≥ 95');
    expect(lines[1]).toContain('≤ 1.5 s');
    expect(lines[2]).not.toContain(MISS);
    expect(lines[2]).toMatch(
      /^home\s+betframe\s+95\s+1\.20 s\s+1\.50 s\s+200 ms\s+0\.020\s+10\s+100\.0\s+50\.0$/,
    );
    expect(lines[3]).toMatch(/95\s+1\.20 s\s+6\.04 s ✗\s+200 ms\s+0\.180 ✗/);
    expect(lines[3]!.split(MISS)).toHaveLength(3);
    // Columns line up: every line's figures end at the same place as the header's.
    expect(lines[2]!.length).toBe(lines[0]!.length);
  });

  it('prints a warning under a row, and a row without figures as its warning alone', () => {
    const lines = formatTable([
      { page: 'office', variant: 'sahara', figures: atTarget, warning: 'ended at /ar/login' },
      { page: 'office', variant: 'britannia', warning: 'Lighthouse failed: NO_FCP' },
    ]);
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/^office\s+sahara\s+95/),
      expect.stringMatching(/^office\s+sahara\s+⚠ ended at \/ar\/login$/),
      expect.stringMatching(/^office\s+britannia\s+⚠ Lighthouse failed: NO_FCP$/),
    ]);
  });
});

describe('throttlingAsked', () => {
  it('is simulate unless devtools is asked for, and names a value it does not know', () => {
    expect(throttlingAsked(undefined)).toBe('simulate');
    expect(throttlingAsked('')).toBe('simulate');
    expect(throttlingAsked('simulate')).toBe('simulate');
    expect(throttlingAsked('devtools')).toBe('devtools');
    expect(() => throttlingAsked('slow')).toThrow(
      'LIGHTHOUSE_THROTTLING=slow: simulate or devtools',
    );
  });
});
