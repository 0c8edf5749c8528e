import { describe, expect, it } from 'vitest';

import { countdownTo, eventStartMs } from './countdown';

describe('the promoted event’s countdown', () => {
  it('reads the settings’ start as UTC unless it names its zone', () => {
    expect(eventStartMs('2027-02-16T20:00')).toBe(Date.UTC(2027, 1, 16, 20));
    expect(eventStartMs('2027-02-16T20:00:00Z')).toBe(Date.UTC(2027, 1, 16, 20));
    expect(eventStartMs('2027-02-16T20:00:00+03:00')).toBe(Date.UTC(2027, 1, 16, 17));
    expect(eventStartMs(undefined)).toBeUndefined();
    expect(eventStartMs('2027-13-45T99:99')).toBeUndefined();
  });

  it('counts days, hours, minutes and seconds, then says it has started', () => {
    const start = Date.UTC(2027, 1, 16, 20);
    const before = start - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 400;
    expect(countdownTo(start, before)).toEqual({
      started: false,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownTo(start, start - 999)).toMatchObject({ started: false, days: 0, seconds: 1 });
    expect(countdownTo(start, start)).toEqual({ started: true });
    expect(countdownTo(start, start + 60_000)).toEqual({ started: true });
  });
});
