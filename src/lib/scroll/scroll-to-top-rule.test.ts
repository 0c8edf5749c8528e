import { describe, expect, it } from 'vitest';

import { showScrollToTop } from './scroll-to-top-rule';

const page = { viewportHeight: 800, documentHeight: 20_000 };

describe('the scroll-to-top rule', () => {
  it('shows only past four screens, while scrolling up, away from the bottom', () => {
    expect(showScrollToTop({ ...page, scrollY: 3_300, previousY: 3_400 })).toBe(true);
    expect(showScrollToTop({ ...page, scrollY: 3_199, previousY: 3_400 })).toBe(false);
    expect(showScrollToTop({ ...page, scrollY: 3_300, previousY: 3_200 })).toBe(false);
    expect(showScrollToTop({ ...page, scrollY: 3_300, previousY: 3_300 })).toBe(false);
  });

  it('counts the last 10 px as the bottom of the page', () => {
    expect(showScrollToTop({ ...page, scrollY: 19_190, previousY: 19_200 })).toBe(false);
    expect(showScrollToTop({ ...page, scrollY: 19_189, previousY: 19_200 })).toBe(true);
  });
});
