import { describe, expect, it } from 'vitest';

import { fixturesOfDay } from './schedule.ts';
import { FeedSimulator } from './simulator.ts';
import { VIRTUAL_PLANS } from './virtual.ts';

const NOON = Date.UTC(2026, 10, 25, 12, 0, 0);
const simulator = (seed: string, speed = 1) =>
  new FeedSimulator({ seed, speed, density: 1, horizonDays: 7, now: () => NOON });

const programme = (sim: FeedSimulator, now: number) =>
  JSON.stringify(
    (['line', 'live', 'finished'] as const).map((status) =>
      sim.virtualGames(status, now).map((f) => ({
        f: [f.id, f.champ.id, f.home.name, f.away.name, f.start],
        v: sim.view(f, now, { all: true, asian: false }),
      })),
    ),
  );

describe('the virtual sports programme', () => {
  it('is the same for the same seed and moment, another for another seed', () => {
    expect(programme(simulator('alpha'), NOON)).toBe(programme(simulator('alpha'), NOON));
    expect(programme(simulator('alpha'), NOON)).not.toBe(programme(simulator('beta'), NOON));
  });

  it('kicks off a round of every league every few minutes, all its games at once, on sale until then', () => {
    const sim = simulator('alpha');
    const line = sim.virtualGames('line', NOON);
    for (const [league, plan] of VIRTUAL_PLANS.entries()) {
      const games = line.filter((f) => f.champ.virtual?.league === league);
      const starts = [...new Set(games.map((f) => f.start))].sort((a, b) => a - b);
      expect(starts).toHaveLength(plan.roundsAhead);
      starts
        .slice(1)
        .forEach((start, i) => expect(start - starts[i]!).toBe(plan.everyMinutes * 60_000));
      expect(starts[0]! - NOON).toBeLessThanOrEqual(plan.everyMinutes * 60_000);
      for (const start of starts) {
        const round = games.filter((f) => f.start === start);
        expect(round).toHaveLength(plan.teams / 2);
        const sides = round.flatMap((f) => [f.home.id, f.away.id]);
        expect(new Set(sides).size).toBe(plan.teams);
      }
      // Priced before kick-off (the result and more), closed from it on.
      const first = games[0]!;
      expect(sim.view(first, NOON, { all: true, asian: false }).outcomes.length).toBeGreaterThan(3);
      const kicked = sim.view(first, first.start, { all: true, asian: false });
      expect(kicked.status).toBe('live');
      expect(kicked.outcomes).toEqual([]);
      expect(sim.fixture(first.id)).toBe(first);
    }
  });

  it('plays a virtual game in minutes to a result, before the next round kicks off', () => {
    for (const speed of [1, 10]) {
      const sim = simulator('alpha', speed);
      for (const [league, plan] of VIRTUAL_PLANS.entries()) {
        const game = sim
          .virtualGames('line', NOON)
          .find((f) => f.champ.virtual?.league === league)!;
        const play = sim.play(game);
        // Compressed time whatever the feed's speed: over before the next round.
        const ends = game.start + play.endsAt * 1000;
        expect(ends).toBeLessThan(game.start + plan.everyMinutes * 60_000);
        const during = sim.view(game, game.start + 30_000, { all: false, asian: false });
        expect(during.status).toBe('live');
        expect(during.state?.clock).toBeGreaterThan(0);
        const after = sim.view(game, ends + 1, { all: false, asian: false });
        expect(after.status).toBe('finished');
        expect(after.state?.phase).toBe('finished');
        expect(after.state?.score).toEqual(play.moments.at(-1)!.score);
        expect(sim.virtualGames('finished', ends + 1).map((f) => f.id)).toContain(game.id);
      }
    }
  });

  it('leaves every scheduled championship and the day schedule as they were', () => {
    const sim = simulator('alpha');
    const day = Math.floor(NOON / 86_400_000);
    const games = fixturesOfDay(sim.world, day, 1);
    expect(games.every((f) => f.champ.kind === 'regular')).toBe(true);
    expect(sim.games('live', NOON).every((f) => f.champ.kind === 'regular')).toBe(true);
    const regular = sim.world.champs.filter((c) => c.kind === 'regular');
    expect(sim.world.champs.slice(0, regular.length)).toEqual(regular);
    expect(regular.every((c) => ![301, 302, 2999].includes(c.sportId) && !c.virtual)).toBe(true);
    const virtual = sim.world.champs.filter((c) => c.kind === 'virtual');
    expect(virtual.map((c) => c.id)).toEqual([301000, 301001, 302000]);
  });
});
