import { describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T } from '../../../src/lib/feed/bet-types.ts';
import { seasonBookOf } from '../../statistics/season-book.ts';
import { seasonTableOf } from '../../statistics/standings.ts';
import { LONG_TERM_SPORT } from './long-term-plans.ts';
import { chancesOfFirst } from './odds-math.ts';
import { DAY_MS } from './schedule.ts';
import { FeedSimulator } from './simulator.ts';

const NOON = Date.UTC(2026, 10, 25, 12, 0, 0);
const simulator = (seed: string) =>
  new FeedSimulator({ seed, speed: 1, density: 1, horizonDays: 7, now: () => NOON });

const outrights = (sim: FeedSimulator, now: number) =>
  sim.longTermGames('line', now).map((f) => {
    const view = sim.view(f, now, { all: true, asian: false });
    return {
      id: f.id,
      start: f.start,
      participants: f.event?.participants,
      outcomes: view.outcomes,
    };
  });

describe('long-term events', () => {
  it('are the same for the same seed and moment, another for another seed', () => {
    const a = JSON.stringify(outrights(simulator('alpha'), NOON));
    expect(JSON.stringify(outrights(simulator('alpha'), NOON))).toBe(a);
    expect(JSON.stringify(outrights(simulator('beta'), NOON))).not.toBe(a);
  });

  it('has one event on sale for every long-term championship: winners and elections, with a margin', () => {
    const sim = simulator('alpha');
    const line = sim.longTermGames('line', NOON);
    const champs = sim.world.champs.filter((c) => c.kind === 'longterm');
    expect(line.map((f) => f.champ.id).sort()).toEqual(champs.map((c) => c.id).sort());
    expect(line.every((f) => f.champ.sportId === LONG_TERM_SPORT && f.start > NOON)).toBe(true);
    expect(line.some((f) => f.event?.kind === 'winner')).toBe(true);
    expect(line.some((f) => f.event?.kind === 'election')).toBe(true);
    let priced = 0;
    for (const f of line) {
      const { outcomes } = sim.view(f, NOON, { all: true, asian: false });
      if (outcomes.length === 0) continue; // one side all but certain: the market is off
      priced++;
      const count = f.event!.participants.length;
      expect(outcomes).toHaveLength(count);
      expect(outcomes.every((o) => o.g === G.outright && o.t === T.participant)).toBe(true);
      expect(new Set(outcomes.map((o) => o.p))).toEqual(
        new Set(Array.from({ length: count }, (_, i) => i + 1)),
      );
      // Favourites first; the book's implied chances add up to more than one: its margin.
      expect(outcomes.map((o) => o.c)).toEqual([...outcomes.map((o) => o.c)].sort((x, y) => x - y));
      const implied = outcomes.reduce((sum, o) => sum + 1 / o.c, 0);
      expect(implied).toBeGreaterThan(1);
      expect(implied).toBeLessThan(1.4);
      expect(sim.fixture(f.id)?.id).toBe(f.id);
    }
    expect(priced).toBeGreaterThan(line.length / 2);
  });

  it("moves an election's prices from day to day and names its winner once the votes are counted", () => {
    const sim = simulator('alpha');
    const election = sim.longTermGames('line', NOON).find((f) => f.event?.kind === 'election')!;
    const event = election.event!;
    const prices = (at: number) =>
      sim.view(election, at, { all: true, asian: false }).outcomes.map((o) => `${o.p}:${o.c}`);
    const days = [0, 1, 2, 3].map((d) => prices(Math.max(event.opens, NOON - d * DAY_MS)));
    expect(new Set(days.map((d) => d.join())).size).toBeGreaterThan(1);
    expect(sim.view(election, event.closes, { all: true, asian: false })).toMatchObject({
      status: 'live',
      outcomes: [],
    });
    const decided = sim.view(election, event.decided, { all: true, asian: false });
    expect(decided.status).toBe('finished');
    expect(decided.winner).toBeGreaterThanOrEqual(1);
    expect(decided.winner).toBeLessThanOrEqual(event.participants.length);
    expect(sim.longTermGames('finished', event.decided).map((f) => f.id)).toContain(election.id);
    // The next one goes on sale as this one closes.
    const next = sim
      .longTermGames('line', event.closes)
      .find((f) => f.champ.id === election.champ.id)!;
    expect(next.event?.instance).toBe(event.instance + 1);
    expect(next.event?.opens).toBe(event.closes);
  });

  it("crowns the top of the championship's final table, priced from the table as the season goes", () => {
    const sim = simulator('alpha');
    const outright = sim.longTermGames('line', NOON).find((f) => f.champ.id === 2_999_000)!;
    const event = outright.event!;
    const subject = outright.champ.longTerm!.subject!;
    expect(event.participants.map((p) => p.id)).toEqual(subject.teams.map((t) => t.id));
    const decided = sim.view(outright, event.decided + 1, { all: false, asian: false });
    expect(decided.status).toBe('finished');
    const table = seasonTableOf(seasonBookOf(sim), subject, event.decided + 60_000, event.instance);
    expect(table.finished).toHaveLength(subject.teams.length * (subject.teams.length - 1));
    expect(event.participants[decided.winner! - 1]?.id).toBe(table.rows[0]!.team.id);
  });

  it('gives each of several normals its chance of being the largest', () => {
    expect(chancesOfFirst([0, 0], [1, 1]).map((p) => p.toFixed(3))).toEqual(['0.500', '0.500']);
    const [a, b, c] = chancesOfFirst([10, 9, 0], [1, 1, 1]);
    expect(a).toBeGreaterThan(0.7);
    expect(b).toBeGreaterThan(0.15);
    expect(c).toBeLessThan(1e-6);
    expect(a! + b! + c!).toBeCloseTo(1, 9);
  });
});
