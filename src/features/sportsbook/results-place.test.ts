import { describe, expect, it } from 'vitest';

import { dayWindow, resultsDays, resultsHref, resultsPlaceOf } from './results-place';

const NOON = Date.UTC(2025, 2, 1, 12); // 1 March 2025, after a 28-day February

describe('the results page’s days and address', () => {
  it('offers today and the six days before, across a month’s end', () => {
    expect(resultsDays(NOON, false)).toEqual([
      '2025-03-01',
      '2025-02-28',
      '2025-02-27',
      '2025-02-26',
      '2025-02-25',
      '2025-02-24',
      '2025-02-23',
    ]);
  });

  it('asks a day from its first to its last second', () => {
    expect(dayWindow('2025-03-01', false)).toEqual({
      tsFrom: Date.UTC(2025, 2, 1) / 1000,
      tsTo: Date.UTC(2025, 2, 2) / 1000 - 1,
    });
    // In the browser's zone a day is its own midnight to midnight, whatever its length.
    const local = dayWindow('2025-03-01', true);
    expect(local.tsFrom).toBe(new Date(2025, 2, 1).getTime() / 1000);
    expect(local.tsTo).toBe(new Date(2025, 2, 2).getTime() / 1000 - 1);
  });

  it('reads the place from the query: an offered day, ids, a name; anything else is left out', () => {
    const days = resultsDays(NOON, false);
    const place = (query: string) => resultsPlaceOf(new URLSearchParams(query), days);
    expect(place('')).toEqual({ day: '2025-03-01' });
    expect(place('day=2025-02-24&sport=1&champ=1000&team=%20Rovers%20')).toEqual({
      day: '2025-02-24',
      sportId: 1,
      champId: 1000,
      team: 'Rovers',
    });
    expect(place('day=2025-02-01&sport=football&champ=1000&team=%20')).toEqual({
      day: '2025-03-01',
    });
    expect(resultsHref('en', { day: '2025-03-01', sportId: 2 }, '2025-03-01')).toBe(
      '/en/results?sport=2',
    );
    expect(resultsHref('en', { day: '2025-02-28', team: 'FC A' }, '2025-03-01')).toBe(
      '/en/results?day=2025-02-28&team=FC+A',
    );
  });
});
