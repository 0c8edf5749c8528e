import { describe, expect, it } from 'vitest';

import {
  duelChamp,
  duelChances,
  duelMarkets,
  type DuelPlayer,
  duelView,
  gamePlayers,
} from './duels.ts';
import { drawsOf } from './sim/random.ts';
import { DAY_MS, dayOf, type Fixture } from './sim/schedule.ts';
import { FeedSimulator, LONGEST_PLAY_SECONDS } from './sim/simulator.ts';

const NOW = Date.UTC(2026, 10, 28, 12);

const simAt = (now: () => number) =>
  new FeedSimulator({ seed: 'duel-model', speed: 1, density: 1, horizonDays: 2, now });

/** Football games of the days before NOW, all over at NOW. */
function pastGames(sim: FeedSimulator, days: number): Fixture[] {
  const games: Fixture[] = [];
  for (let day = dayOf(NOW) - days; day < dayOf(NOW) - 1; day++)
    games.push(...sim.fixturesOfDay(day).filter((f) => duelChamp(f.champ)));
  return games;
}

describe('duels priced and settled on the simulator’s model', () => {
  it('expects of each scorer what the simulator’s plays give them on average', () => {
    const sim = simAt(() => NOW);
    let expected = 0;
    let scored = 0;
    for (const fixture of pastGames(sim, 8)) {
      for (const player of gamePlayers(sim, fixture)) {
        expected += player.expected;
        const view = duelView(sim, 1, { team1: [player], team2: [player] }, NOW);
        expect(view.status).toBe('finished');
        scored += view.score[0];
      }
    }
    // Goals are Poisson: the count stays within four standard deviations of its mean.
    // Thousands of goals: a share off by a tenth (1 / 11 for 1 / 10) is ten deviations away.
    expect(expected).toBeGreaterThan(5000);
    expect(Math.abs(scored - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });

  it('gives the result its fair chances: side 1 wins as often as the prices say', () => {
    const sim = simAt(() => NOW);
    const games = pastGames(sim, 4);
    const draws = drawsOf('duel-test');
    const pick = (): DuelPlayer => {
      const players = gamePlayers(sim, games[draws.int(0, games.length)]!);
      return players[draws.int(0, players.length)]!;
    };
    let predicted = 0;
    let variance = 0;
    let wins = 0;
    let drawn = 0;
    let predictedDraws = 0;
    for (let i = 0; i < 1500; i++) {
      const team1 = [pick(), pick(), pick()];
      const team2 = [pick(), pick()].filter((p) => !team1.some((q) => q.id === p.id));
      if (team2.length === 0) continue;
      const chances = duelChances(
        team1.reduce((s, p) => s + p.expected, 0),
        team2.reduce((s, p) => s + p.expected, 0),
      );
      predicted += chances.win1;
      predictedDraws += chances.draw;
      variance += chances.win1 * (1 - chances.win1);
      const view = duelView(sim, 1, { team1, team2 }, NOW);
      if (view.score[0] > view.score[1]) wins += 1;
      if (view.score[0] === view.score[1]) drawn += 1;
    }
    expect(Math.abs(wins - predicted)).toBeLessThan(4 * Math.sqrt(variance));
    expect(Math.abs(drawn - predictedDraws)).toBeLessThan(4 * Math.sqrt(variance) + 10);
  });

  it('is on sale until the first game kicks off, then counts goals as they come', () => {
    let now = NOW;
    const sim = simAt(() => now);
    const upcoming = sim.games('line', NOW).filter((f) => duelChamp(f.champ));
    const [a, b] = [upcoming[0]!, upcoming.find((f) => f.start > upcoming[0]!.start)!];
    const team1 = gamePlayers(sim, a).slice(0, 3);
    const team2 = gamePlayers(sim, b).slice(12, 15);
    const line = duelView(sim, 7, { team1, team2 }, now);
    expect(line.status).toBe('line');
    expect(line.start).toBe(b.start);
    expect(line.closes).toBe(a.start);
    expect(line.outcomes).toEqual(
      duelMarkets(
        team1.reduce((s, p) => s + p.expected, 0),
        team2.reduce((s, p) => s + p.expected, 0),
      ),
    );
    now = a.start + 1;
    const live = duelView(sim, 7, { team1, team2 }, now);
    expect(live.status).toBe('live');
    expect(live.outcomes).toEqual([]);
    now = b.start + (LONGEST_PLAY_SECONDS + 1) * 1000 + DAY_MS;
    const over = duelView(sim, 7, { team1, team2 }, now);
    expect(over.status).toBe('finished');
    const count = (players: DuelPlayer[]) =>
      players.reduce(
        (s, p) =>
          s +
          sim
            .play(p.fixture)
            .moments.filter((m) => m.kind === 'goal' && m.side === p.side && m.player === p.name)
            .length,
        0,
      );
    expect(over.score).toEqual([count(team1), count(team2)]);
  });

  it('prices a total around the sides’ expected goals with the margin on every market', () => {
    const markets = duelMarkets(0.6, 1.3);
    const result = markets.filter((o) => o.g === 1);
    expect(result.map((o) => o.t)).toEqual([1, 2, 3]);
    expect(result.reduce((s, o) => s + 1 / o.c, 0)).toBeGreaterThan(1.05);
    // Side 2 expects more: its price is the shorter.
    expect(result[2]!.c).toBeLessThan(result[0]!.c);
    const lines = [...new Set(markets.filter((o) => o.g === 17).map((o) => o.p))];
    expect(lines).toEqual([0.5, 1.5, 2.5]);
  });
});
