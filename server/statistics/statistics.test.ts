import { describe, expect, it } from 'vitest';

import { dayOf, type Fixture, fixturesOfDay } from '../feed/sim/schedule.ts';
import { FeedSimulator } from '../feed/sim/simulator.ts';
import type { Champ } from '../feed/sim/world.ts';
import { playersInfoOf } from './player-info.ts';
import { seasonBookOf } from './season-book.ts';
import { squadOf } from './squads.ts';
import { pointsRuleOf, standingsOf } from './standings.ts';
import { H2H_SEASONS, headToHead, lastGamesOf } from './team-games.ts';

const NOW = Date.parse('2026-03-14T15:20:00Z');
const sim = new FeedSimulator({
  seed: 'stats',
  speed: 1,
  density: 1,
  horizonDays: 7,
  now: () => NOW,
});
const book = seasonBookOf(sim);
const champ = (id: number) => sim.world.champById.get(id)!;

/** The games of a championship's seasons found the slow way: every day's schedule looked through. */
function replay(c: Champ, seasons: readonly number[], days: number): Fixture[] {
  const found: Fixture[] = [];
  for (let day = dayOf(NOW) - days; day <= dayOf(NOW); day++)
    for (const f of fixturesOfDay(sim.world, day, 1))
      if (f.champ.id === c.id && seasons.includes(f.season) && sim.status(f, NOW) === 'finished')
        found.push(f);
  return found;
}

// Cyber football (a season in 14 hours), a twice-weekly football league, a table-tennis league.
const CASES = [
  [4005000, 3],
  [1009, 100],
  [10000, 4],
] as const;

describe('statistics computed from the simulator', () => {
  it.each(CASES)(
    'championship %i: the table is its season’s finished games replayed',
    (id, days) => {
      const c = champ(id);
      const season = book.currentSeason(c, NOW);
      const games = replay(c, [season], days);
      expect(games.length).toBeGreaterThan(0);
      const rule = pointsRuleOf(c);
      const expected = new Map(c.teams.map((t) => [t.id, { played: 0, scored: 0, points: 0 }]));
      for (const f of games) {
        const [a, b] = sim.view(f, NOW, { all: false, asian: false }).state!.score;
        for (const [team, own, other] of [
          [f.home, a, b],
          [f.away, b, a],
        ] as const) {
          const row = expected.get(team.id)!;
          row.played++;
          row.scored += own;
          row.points += own > other ? rule.win : own === other ? rule.draw : rule.loss;
        }
      }
      const table = standingsOf(c, book.finished(c, season, NOW));
      expect(table).toHaveLength(c.teams.length);
      for (const row of table)
        expect({ played: row.played, scored: row.scored, points: row.points }).toEqual(
          expected.get(row.team.id),
        );
      expect(table.map((r) => r.points)).toEqual(table.map((r) => r.points).sort((x, y) => y - x));
      expect(table.reduce((s, r) => s + r.played, 0)).toBe(2 * games.length);
    },
  );

  it.each(CASES)('championship %i: head to head is every finished meeting', (id, days) => {
    const c = champ(id);
    const [team1, team2] = [c.teams[0]!, c.teams[3]!];
    const h2h = headToHead(book, team1, team2, NOW);
    const seasons = Array.from({ length: H2H_SEASONS }, (_, i) => h2h.seasons[1] - i);
    const meets = (f: Fixture) =>
      [f.home.id, f.away.id].sort().join() === [team1.id, team2.id].sort().join();
    const expected = replay(c, seasons, days * H2H_SEASONS)
      .filter(meets)
      .sort((a, b) => b.start - a.start);
    expect(expected.length).toBeGreaterThan(1);
    expect(h2h.meetings.map((m) => m.fixture.id)).toEqual(expected.map((f) => f.id));
    const { wins1, wins2, draws } = h2h.totals;
    expect(wins1 + wins2 + draws).toBe(expected.length);
  });

  it.each(CASES)('championship %i: last games agree with the table’s form', (id) => {
    const c = champ(id);
    const season = book.currentSeason(c, NOW);
    for (const row of standingsOf(c, book.finished(c, season, NOW))) {
      const team = sim.world.teamById.get(row.team.id)!;
      const last = lastGamesOf(book, team, 20, NOW);
      expect(last.slice(0, row.form.length).map((g) => g.outcome)).toEqual(row.form);
      expect(
        last.every(
          (g, i) => i === 0 || g.result.fixture.start <= last[i - 1]!.result.fixture.start,
        ),
      ).toBe(true);
    }
  });

  it('scores 3/1/0 where a draw stands, handball too, and 2 a win where a game always has a winner', () => {
    // Football, futsal, cyber football, handball.
    for (const id of [1000, 14000, 4005000, 8000])
      expect(pointsRuleOf(champ(id)), String(id)).toEqual({ win: 3, draw: 1, loss: 0 });
    // Basketball, hockey, baseball, American football, tennis, volleyball.
    for (const id of [3000, 2000, 5000, 13000, 4000, 6000])
      expect(pointsRuleOf(champ(id)), String(id)).toEqual({ win: 2, draw: 0, loss: 0 });
  });

  it('credits each goal of a season to a player of the side that scored it', () => {
    const c = champ(1009);
    const season = book.currentSeason(c, NOW);
    const team = c.teams[2]!;
    const { players } = playersInfoOf(book, team, NOW);
    const row = standingsOf(c, book.finished(c, season, NOW)).find((r) => r.team.id === team.id)!;
    expect(players.reduce((s, p) => s + p.goals, 0)).toBe(row.scored);
    const squad = squadOf(sim.options.seed, team);
    expect(squad.starting).toHaveLength(11);
    expect(squad.starting[0]).toMatchObject({ position: 'GK', number: 1 });
    const lines = squad.formation!.split('-').map(Number);
    expect(squad.starting.filter((p) => p.position === 'DF')).toHaveLength(lines[0]!);
    expect(new Set(players.map((p) => p.number)).size).toBe(players.length);
  });

  it('gives the same answers however often asked, computing nothing at random', () => {
    const c = champ(4005000);
    const season = book.currentSeason(c, NOW);
    const first = standingsOf(c, book.finished(c, season, NOW));
    const again = new FeedSimulator({ ...sim.options });
    const other = seasonBookOf(again);
    expect(standingsOf(c, other.finished(again.world.champById.get(c.id)!, season, NOW))).toEqual(
      first,
    );
  });
});
