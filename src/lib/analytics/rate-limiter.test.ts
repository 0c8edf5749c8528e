import { describe, expect, it } from 'vitest';

import { createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows 5 in any second and frees a slot exactly a second after the oldest', () => {
    const limiter = createRateLimiter(5);
    for (let i = 0; i < 5; i++) expect(limiter.take(1_000 + i * 100)).toBe(true);
    expect(limiter.take(1_450)).toBe(false);
    expect(limiter.waitMs(1_450)).toBe(550);
    expect(limiter.take(1_999)).toBe(false);
    expect(limiter.take(2_000)).toBe(true);
    expect(limiter.take(2_000)).toBe(false);
    expect(limiter.waitMs(2_000)).toBe(100);
    expect(limiter.take(2_100)).toBe(true);
  });
});
