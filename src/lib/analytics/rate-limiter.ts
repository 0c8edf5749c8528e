/** A sliding-window limit: at most `max` takes in any `windowMs`. */
export interface RateLimiter {
  /** Takes a slot at `now` if one is free. */
  readonly take: (now: number) => boolean;
  /** How long from `now` until a slot frees (0 when one is free). */
  readonly waitMs: (now: number) => number;
}

/** Sliding window rather than a token bucket: "at most N per second" holds for every second, not on average. */
export function createRateLimiter(max: number, windowMs = 1_000): RateLimiter {
  const taken: number[] = [];
  const prune = (now: number) => {
    while (taken.length > 0 && now - taken[0]! >= windowMs) taken.shift();
  };
  return {
    take(now) {
      prune(now);
      if (taken.length >= max) return false;
      taken.push(now);
      return true;
    },
    waitMs(now) {
      prune(now);
      return taken.length < max ? 0 : taken[0]! + windowMs - now;
    },
  };
}
