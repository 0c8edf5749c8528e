import { describe, expect, it } from 'vitest';

import { horseRace, raceExists, raceStartMs } from './horse-race.ts';

const ID = 75_123;
const OFF = raceStartMs(ID);

describe('horse races drawn from the id and the seed', () => {
  it('draws a card of 8 to 14 runners whose prices carry a realistic margin', () => {
    for (let id = 1; id <= 200; id++) {
      const race = horseRace('seed', id, 0);
      expect(race.runners.length).toBeGreaterThanOrEqual(8);
      expect(race.runners.length).toBeLessThanOrEqual(14);
      expect(race.overround).toBeGreaterThan(1.1);
      expect(race.overround).toBeLessThan(1.27);
      expect(new Set(race.runners.map((r) => r.name)).size).toBe(race.runners.length);
      expect(race.runners.map((r) => r.draw).sort((a, b) => a - b)).toEqual(
        race.runners.map((r) => r.number),
      );
    }
  });

  it('is the same race every time and for every process, another with another seed', () => {
    expect(horseRace('seed', ID, OFF - 1)).toEqual(horseRace('seed', ID, OFF - 1));
    expect(horseRace('other', ID, OFF - 1).runners).not.toEqual(
      horseRace('seed', ID, OFF - 1).runners,
    );
  });

  it('has a finishing order only once the race has been run on the feed clock', () => {
    const before = horseRace('seed', ID, OFF - 1);
    expect(before.status).toBe('upcoming');
    expect(before.result).toBeUndefined();
    expect(before.runners.every((r) => r.position === undefined)).toBe(true);
    expect(horseRace('seed', ID, OFF + 1000).status).toBe('running');
    const after = horseRace('seed', ID, OFF + 3_600_000);
    expect(after.status).toBe('finished');
    expect([...after.result!].sort((a, b) => a - b)).toEqual(after.runners.map((r) => r.number));
    for (const runner of after.runners)
      expect(after.result![runner.position! - 1]).toBe(runner.number);
    // The card itself does not change when the result comes in.
    expect(after.runners.map(({ position: _, ...r }) => r)).toEqual(before.runners);
    expect(horseRace('seed', ID, OFF + 7_200_000)).toEqual(after);
  });

  it('knows the races since the first day and those of the days ahead only', () => {
    expect(raceExists(1, OFF, 7)).toBe(true);
    expect(raceExists(ID + 96 * 7, OFF, 7)).toBe(true);
    expect(raceExists(ID + 96 * 8, OFF, 7)).toBe(false);
    expect(raceExists(0, OFF, 7)).toBe(false);
  });
});
