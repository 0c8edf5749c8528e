import { describe, expect, it } from 'vitest';

import { combinedPrice, expressOfDay } from './express.ts';
import { FeedSimulator } from './sim/simulator.ts';

const simOf = (seed: string) =>
  new FeedSimulator({ seed, speed: 1, density: 1, horizonDays: 2, now: Date.now });

/** A moment with enough games under way for every express of seed 'x' (live ones can be short). */
const AT = Date.UTC(2026, 0, 15, 3);

describe('the express of the day', () => {
  it('multiplies prices exactly and rounds down to hundredths', () => {
    // In binary floating point 1.15 × 2 is 2.2999…, which would round down to 2.29.
    expect(combinedPrice([1.15, 2])).toBe(2.3);
    expect(combinedPrice([1.33, 1.47, 1.91])).toBe(3.73); // 3.734241
    expect(combinedPrice([2.2])).toBe(2.2);
    expect(combinedPrice([])).toBe(1);
  });

  it.each([
    ['line', false],
    ['line', true],
    ['live', false],
    ['live', true],
  ] as const)(
    'picks 3 to 5 games of the %s set (cyber: %s), each its likeliest open outcome',
    (mode, cyber) => {
      const sim = simOf('x');
      const { selections, price } = expressOfDay(sim, AT, mode, cyber);
      expect(selections.length).toBeGreaterThanOrEqual(3);
      expect(selections.length).toBeLessThanOrEqual(5);
      expect(new Set(selections.map((s) => s.view.fixture.id)).size).toBe(selections.length);
      for (const { view, outcome } of selections) {
        expect(view.status).toBe(mode);
        expect(view.fixture.champ.sportId >= 4000).toBe(cyber);
        const open = view.outcomes.filter((o) => !o.b && o.c >= 1.25 && o.c <= 2.2);
        expect(open).toContainEqual(outcome);
        expect(Math.min(...open.map((o) => o.c))).toBe(outcome.c);
      }
      expect(price).toBe(combinedPrice(selections.map((s) => s.outcome.c)));
    },
  );

  it('is the same for the same seed and moment, and another for another seed', () => {
    const ids = (seed: string) =>
      expressOfDay(simOf(seed), AT, 'line', false).selections.map((s) => s.view.fixture.id);
    expect(ids('a')).toEqual(ids('a'));
    expect(ids('a').length).toBeGreaterThanOrEqual(3);
    expect(ids('a')).not.toEqual(ids('b'));
  });
});
