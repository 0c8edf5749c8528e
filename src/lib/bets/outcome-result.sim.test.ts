import { describe, expect, it } from 'vitest';

import { marketsOf } from '../../../server/feed/sim/markets.ts';
import type { PlayModel } from '../../../server/feed/sim/models.ts';
import type { Play } from '../../../server/feed/sim/play.ts';
import { dayOf, type Fixture } from '../../../server/feed/sim/schedule.ts';
import { FeedSimulator } from '../../../server/feed/sim/simulator.ts';
import { stateAt } from '../../../server/feed/sim/state.ts';
import { buildWorld } from '../../../server/feed/sim/world.ts';
import { type GameResult, gameResultOf, outcomeResult, regulationScore } from './outcome-result';
import { REGULATION_PERIODS } from './outcome-result-sports';

const NOON = Date.UTC(2026, 10, 25, 12, 0, 0);
const sim = new FeedSimulator({
  seed: 'alpha',
  speed: 1,
  density: 1,
  horizonDays: 1,
  now: () => NOON,
});

/** A finished game's result as recordResults writes it into feed_results. */
function recorded(play: Play, model: PlayModel): GameResult {
  const state = stateAt(play, model, play.endsAt);
  return gameResultOf({
    score1: state.score[0],
    score2: state.score[1],
    periods: state.periods,
    overtime: state.periods.length > (model.kind === 'rally' ? model.bestOf : model.periods),
    shootout: state.moments.some((m) => m.kind === 'shootout'),
    winner: null,
  });
}

/** Up to `count` games of each sport, from a few days of the feed. */
function gamesBySport(count: number): Map<number, Fixture[]> {
  const bySport = new Map<number, Fixture[]>();
  for (let day = dayOf(NOON) - 3; day <= dayOf(NOON); day++)
    for (const f of sim.fixturesOfDay(day)) {
      const list = bySport.get(f.champ.sportId) ?? [];
      if (list.length < count) bySport.set(f.champ.sportId, [...list, f]);
    }
  return bySport;
}

describe('regulation per sport', () => {
  it('matches the play models of every championship the simulator runs', () => {
    const seen = new Set<number>();
    for (const champ of buildWorld('alpha').champs) {
      if (champ.kind === 'longterm') continue;
      const { model, sportId } = champ;
      seen.add(sportId);
      expect(REGULATION_PERIODS[sportId], String(sportId)).toBe(
        model.kind === 'rally' ? undefined : model.periods,
      );
    }
    for (const id of Object.keys(REGULATION_PERIODS)) expect(seen).toContain(Number(id));
  });

  it('is the score the simulator shows when regulation ends, in games that went past it', () => {
    const past = new Set<number>();
    let shootouts = 0;
    for (const [sportId, games] of gamesBySport(1000)) {
      for (const f of games) {
        const { model } = f.champ;
        if (model.kind === 'rally') continue;
        const play = sim.play(f);
        const result = recorded(play, model);
        const end = play.moments.find((m) => m.kind === 'period-end' && m.period === model.periods);
        expect(regulationScore(result, sportId)).toEqual(stateAt(play, model, end!.at).score);
        if (!result.overtime && !result.shootout) continue;
        past.add(sportId);
        if (result.shootout) shootouts++;
        // Past regulation only from a draw, and the winner market then always has a winner.
        expect(outcomeResult({ g: 1, t: 2 }, result, sportId)).toBe('won');
        expect(outcomeResult({ g: 101, t: 401 }, result, sportId)).not.toBe('void');
      }
    }
    // Hockey, basketball, baseball and American football games went to overtime, some to shoot-outs.
    expect([...past].sort((a, b) => a - b)).toEqual([2, 3, 5, 13]);
    expect(shootouts).toBeGreaterThan(5);
  });
});

describe('every outcome the feed prices', () => {
  it('settles on its game’s result, before kick-off and in play', () => {
    const sports = new Set<number>();
    for (const [sportId, games] of gamesBySport(12)) {
      for (const f of games) {
        const { model } = f.champ;
        const play = sim.play(f);
        const result = recorded(play, model);
        const moments = [undefined, 0.2, 0.45, 0.7, 0.95].map((share) =>
          share === undefined ? undefined : stateAt(play, model, play.endsAt * share),
        );
        for (const state of moments)
          for (const outcome of marketsOf({ model, play, state, drift: [1, 1], asian: true })) {
            sports.add(sportId);
            expect(outcomeResult(outcome, result, sportId), JSON.stringify(outcome)).toBeDefined();
          }
      }
    }
    expect(sports.size).toBeGreaterThan(10);
  });
});
