import { describe, expect, it } from 'vitest';

import { MARKET_GROUP as G } from '../../../src/lib/feed/bet-types.ts';
import { DAY_MS, dayOf, decodeGameId } from './schedule.ts';
import { FeedSimulator, LONGEST_PLAY_SECONDS } from './simulator.ts';

const NOON = Date.UTC(2026, 10, 25, 12, 0, 0);
const simulator = (seed: string, now = NOON, speed = 1) =>
  new FeedSimulator({ seed, speed, density: 1, horizonDays: 7, now: () => now });

describe('the feed simulator', () => {
  it('plays no game longer than LONGEST_PLAY_SECONDS, the bound the live list skips by', () => {
    // Every sport, three worlds, a week of games each (thousands of plays).
    const sports = new Set<number>();
    for (const seed of ['alpha', 'beta', 'gamma']) {
      const sim = simulator(seed);
      for (let day = dayOf(NOON) - 6; day <= dayOf(NOON); day++)
        for (const fixture of sim.fixturesOfDay(day)) {
          sports.add(fixture.champ.sportId);
          expect(sim.play(fixture).endsAt, String(fixture.id)).toBeLessThan(LONGEST_PLAY_SECONDS);
        }
    }
    expect(sports.size).toBeGreaterThan(10);
  });

  it('gives the same line and live for the same seed and moment, another for another seed', () => {
    const a = simulator('alpha');
    const b = simulator('alpha');
    const c = simulator('beta');
    const snapshot = (sim: FeedSimulator) =>
      JSON.stringify(
        ['line', 'live'].flatMap((status) =>
          sim
            .games(status as 'line' | 'live', NOON)
            .slice(0, 200)
            .map((f) => ({
              f: [f.id, f.home.name, f.away.name, f.start],
              v: sim.view(f, NOON, { all: true, asian: true }).outcomes,
            })),
        ),
      );
    expect(snapshot(a)).toBe(snapshot(b));
    expect(snapshot(a)).not.toBe(snapshot(c));
  });

  it('schedules a week of line across sports, each game once, in kick-off order', () => {
    const sim = simulator('alpha');
    const line = sim.games('line', NOON);
    expect(line.length).toBeGreaterThan(1000);
    expect(new Set(line.map((f) => f.id)).size).toBe(line.length);
    expect(line.every((f) => f.start > NOON && f.start <= NOON + 7 * DAY_MS)).toBe(true);
    expect(line.map((f) => f.start)).toEqual([...line.map((f) => f.start)].sort((x, y) => x - y));
    expect(new Set(line.map((f) => f.champ.sportId)).size).toBeGreaterThanOrEqual(10);
    for (const f of line.slice(0, 50)) {
      expect(f.home.id).not.toBe(f.away.id);
      expect(sim.fixture(f.id)).toBe(f);
      expect(decodeGameId(f.id)?.day).toBe(Math.floor(f.start / DAY_MS));
    }
  });

  it('plays every game to a result: scores only grow, the chronology adds up, a finished game has no prices', () => {
    const sim = simulator('alpha');
    const games = sim.fixturesOfDay(Math.floor(NOON / DAY_MS)).slice(0, 300);
    for (const f of games) {
      const play = sim.play(f);
      let [h, a] = [0, 0];
      for (const m of play.moments) {
        expect(m.score[0]).toBeGreaterThanOrEqual(h);
        expect(m.score[1]).toBeGreaterThanOrEqual(a);
        [h, a] = m.score;
      }
      const end = f.start + (play.endsAt / 1) * 1000 + 1;
      const view = sim.view(f, end, { all: true, asian: false });
      expect(view.status).toBe('finished');
      expect(view.state?.score).toEqual([h, a]);
      expect(view.outcomes).toEqual([]);
      if (f.champ.model.kind === 'rally')
        expect(Math.max(h, a)).toBe(Math.ceil(f.champ.model.bestOf / 2));
      else if (f.champ.model.kind === 'points')
        expect(h).not.toBe(f.champ.model.drawStands ? -1 : a);
    }
  });

  it("prices with a bookmaker margin: a market's implied chances add up to a little over one", () => {
    const sim = simulator('alpha');
    for (const f of sim.games('line', NOON).slice(0, 200)) {
      const { outcomes } = sim.view(f, NOON, { all: true, asian: false });
      for (const g of [G.result, G.winner]) {
        const market = outcomes.filter((o) => o.g === g && !o.pe);
        if (market.length === 0) continue;
        const book = market.reduce((s, o) => s + 1 / o.c, 0);
        expect(book).toBeGreaterThan(1);
        expect(book).toBeLessThan(1.12);
      }
      for (const o of outcomes) expect(o.c).toBeGreaterThanOrEqual(1.01);
    }
  });

  it('lists a game with its result and the most even handicap and total; the game page has many more', () => {
    const sim = simulator('alpha');
    const football = sim.games('line', NOON).find((f) => f.champ.sportId === 1)!;
    const main = sim.view(football, NOON, { all: false, asian: false }).outcomes;
    expect(main.map((o) => `${o.g}:${o.t}`)).toEqual([
      '1:1',
      '1:2',
      '1:3',
      '2:7',
      '2:8',
      '17:9',
      '17:10',
    ]);
    const all = sim.view(football, NOON, { all: true, asian: false }).outcomes;
    expect(all.length).toBeGreaterThan(40);
    const asian = sim.view(football, NOON, { all: true, asian: true }).outcomes;
    expect(asian.some((o) => o.g === G.handicap && Math.abs((o.p ?? 0) % 0.5) === 0.25)).toBe(true);
  });

  it('moves live: scores, the clock and prices change as the clock runs; dangerous moments suspend', () => {
    const sim = simulator('alpha');
    const football = sim
      .fixturesOfDay(Math.floor(NOON / DAY_MS))
      .find((f) => f.champ.sportId === 1 && sim.play(f).moments.some((m) => m.kind === 'goal'))!;
    const play = sim.play(football);
    const goal = play.moments.find((m) => m.kind === 'goal')!;
    const at = (modelSeconds: number) => football.start + modelSeconds * 1000;
    const before = sim.view(football, at(goal.at - 60), { all: false, asian: false });
    const after = sim.view(football, at(goal.at + 60), { all: false, asian: false });
    expect(before.status).toBe('live');
    expect(after.state!.score[0] + after.state!.score[1]).toBe(
      before.state!.score[0] + before.state!.score[1] + 1,
    );
    expect(after.state!.clock).toBeGreaterThan(before.state!.clock!);
    expect(after.outcomes).not.toEqual(before.outcomes);
    const tense = sim.view(football, at(goal.at - 5), { all: false, asian: false });
    expect(tense.state!.suspended).toBe(true);
    expect(tense.outcomes.every((o) => o.b === true)).toBe(true);
    // Between events the prices still move with the game's beat.
    const quiet = [0, 20, 40].map((s) =>
      JSON.stringify(
        sim.view(football, at(goal.at + 120) + s * 1000, { all: false, asian: false }).outcomes,
      ),
    );
    expect(new Set(quiet).size).toBeGreaterThan(1);
  });

  it('plays faster when asked: at speed 10 a football match is over in a quarter of an hour', () => {
    const sim = simulator('alpha', NOON, 10);
    const football = sim
      .fixturesOfDay(Math.floor(NOON / DAY_MS))
      .find((f) => f.champ.sportId === 1)!;
    expect(sim.status(football, football.start + 15 * 60_000)).toBe('finished');
    expect(simulator('alpha').status(football, football.start + 15 * 60_000)).toBe('live');
  });
});
