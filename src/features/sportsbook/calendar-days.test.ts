import { describe, expect, it } from 'vitest';

import { calendarDays, dayLabel, dayNamed } from './calendar-days';

describe('the cyber calendar’s days', () => {
  const now = Date.UTC(2026, 11, 30, 22, 15); // 30 December, late evening (UTC)

  it('are whole UTC days from today, their last second included, across a year’s end', () => {
    const days = calendarDays(now, 3, false);
    expect(days.map((d) => d.key)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(days.map((d) => d.offset)).toEqual([0, 1, 2]);
    expect(days[0]!.from).toBe(Date.UTC(2026, 11, 30) / 1000);
    expect(days[0]!.to).toBe(Date.UTC(2026, 11, 31) / 1000 - 1);
    expect(days[1]!.from).toBe(days[0]!.to + 1);
    expect(dayLabel(days[2]!)).toBe('01.01');
  });

  it('are the player’s own days in the browser', () => {
    const days = calendarDays(now, 2, true);
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    expect(days[0]!.from).toBe(midnight.getTime() / 1000);
    const next = new Date(midnight);
    next.setDate(next.getDate() + 1);
    expect(days[1]!.from).toBe(next.getTime() / 1000);
    expect(days[0]!.key).toBe(
      `${midnight.getFullYear()}-${String(midnight.getMonth() + 1).padStart(2, '0')}-${String(midnight.getDate()).padStart(2, '0')}`,
    );
  });

  it('open on the day the address names, else today', () => {
    const days = calendarDays(now, 7, false);
    expect(dayNamed(days, '2027-01-02').offset).toBe(3);
    expect(dayNamed(days, null).offset).toBe(0);
    expect(dayNamed(days, '2026-01-01').offset).toBe(0);
  });
});
