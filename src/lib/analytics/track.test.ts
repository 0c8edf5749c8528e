import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AnalyticsEvent } from './event-codes';
import { attachTracker, currentUserId, identify, track } from './track';

describe('analytics event bus', () => {
  afterEach(() => identify(''));

  it('keeps the last 50 events tracked before the runtime attaches, then hands them over in order', () => {
    let detach = attachTracker(() => undefined);
    detach();
    for (let i = 0; i < 60; i++) track(i, { i });
    const got: AnalyticsEvent[] = [];
    detach = attachTracker((event) => void got.push(event));
    expect(got.map((e) => e.code)).toEqual(Array.from({ length: 50 }, (_, i) => i + 10));
    track(99);
    expect(got.at(-1)).toMatchObject({ code: 99, params: {} });
    detach();
  });

  it('stamps each event with the time it happened and remembers the identified player', () => {
    vi.useFakeTimers({ now: 1_234 });
    const got: AnalyticsEvent[] = [];
    const detach = attachTracker((event) => void got.push(event));
    track(1000, { type: 'fast_reg' });
    expect(got).toEqual([{ code: 1000, ts: 1_234, params: { type: 'fast_reg' } }]);
    identify(77);
    expect(currentUserId()).toBe('77');
    detach();
    vi.useRealTimers();
  });
});
