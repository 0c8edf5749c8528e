import type { GoalsModel, PlayModel, PointsModel, RallyModel } from './models.ts';
import { type Draws, drawsOf, exponential, weighted } from './random.ts';
import type { Fixture } from './schedule.ts';
import { rosterOf } from './world.ts';

export type Side = 1 | 2;

/** Something that happened in a game, `at` model seconds after kick-off. */
export interface Moment {
  readonly at: number;
  readonly kind:
    | 'period-start'
    | 'period-end'
    | 'goal'
    | 'unit'
    | 'card'
    | 'red-card'
    | 'corner'
    | 'shootout'
    | 'end';
  /** Period (half, quarter, set; overtime continues the count). */
  readonly period: number;
  /** Game clock in seconds since kick-off (clocked sports). */
  readonly clock?: number;
  readonly side?: Side;
  readonly player?: string;
  readonly value?: number;
  /** Score after this moment: the game's (sets in rally sports) and this period's. */
  readonly score: readonly [number, number];
  readonly periodScore: readonly [number, number];
}

/** A game's whole play, drawn once from the seed: what happens, when it ends, when it is tense. */
export interface Play {
  readonly moments: readonly Moment[];
  readonly endsAt: number;
  /** Model-second windows around dangerous moments when markets are suspended. */
  readonly suspended: readonly (readonly [number, number])[];
  /** Where each period starts and how long it runs, in model seconds (clocked sports). */
  readonly periods: readonly {
    readonly start: number;
    readonly wall: number;
    readonly clock: number;
  }[];
  /** Side 1's scoring rates (goals or points per regulation game) or unit-win chance (rally). */
  readonly strength: { readonly mean1: number; readonly mean2: number; readonly unitWin: number };
}

const HOME_EDGE = 0.12;

/**
 * Who scores: a scoring moment names one of the squad's outfield starters (squad places
 * SCORER_FIRST to SCORER_FIRST + SCORERS - 1 of rosterOf), each equally likely, so a player's
 * expected share of their side's scores is 1 / SCORERS (duels price players on it).
 */
export const SCORER_FIRST = 1;
export const SCORERS = 10;

/** Each side's mean score over regulation between these two teams. */
export function meansOf(fixture: Fixture, model: GoalsModel | PointsModel): [number, number] {
  const diff = fixture.home.rating - fixture.away.rating + HOME_EDGE;
  // Many scores make even a small edge decisive: the split of points stays near half.
  const steep = model.kind === 'goals' ? 1.6 : 0.18;
  const share = 1 / (1 + Math.exp(-diff * steep));
  const { meanTotal } = model;
  return [meanTotal * share, meanTotal * (1 - share)];
}

/** Side 1's chance of winning one unit of a rally sport. */
export function unitWinOf(fixture: Fixture, model: RallyModel): number {
  const diff = fixture.home.rating - fixture.away.rating;
  const steep = model.target === 1 ? 1.6 : model.unit === 'game' ? 0.6 : 0.35;
  return 0.5 + 0.5 * Math.tanh(diff * steep);
}

const addTo = ([a, b]: [number, number], side: Side, value: number): [number, number] =>
  side === 1 ? [a + value, b] : [a, b + value];

class Recorder {
  readonly moments: Moment[] = [];
  readonly suspended: [number, number][] = [];
  score: [number, number] = [0, 0];
  periodScore: [number, number] = [0, 0];
  add(m: Omit<Moment, 'score' | 'periodScore'>) {
    this.moments.push({ ...m, score: [...this.score], periodScore: [...this.periodScore] });
  }
}

function clockedLayout(model: GoalsModel | PointsModel, draws: Draws, periods: number) {
  const layout: { start: number; wall: number; clock: number }[] = [];
  let at = 0;
  for (let p = 0; p < periods; p++) {
    const extra =
      model.kind === 'goals' && model.stoppage[1] > 0
        ? Math.round(draws.real(model.stoppage[0], model.stoppage[1]) / 60) * 60
        : 0;
    const clock = model.periodSeconds + extra;
    const wall = (clock * model.wallPeriodSeconds) / model.periodSeconds;
    layout.push({ start: at, wall, clock });
    at += wall + (model.breakSeconds[p] ?? model.breakSeconds.at(-1) ?? 0);
  }
  return layout;
}

function playClocked(fixture: Fixture, model: GoalsModel | PointsModel, seed: string): Play {
  const draws = drawsOf(seed, 'play', fixture.id);
  const [mean1, mean2] = meansOf(fixture, model);
  const rec = new Recorder();
  const roster = [rosterOf(seed, fixture.home), rosterOf(seed, fixture.away)];
  const layout = clockedLayout(model, draws, model.periods);
  const playValue = (d: Draws) => (model.kind === 'points' ? weighted(d, model.plays) : 1);
  const meanPlay =
    model.kind === 'points'
      ? model.plays.reduce((s, [v, w]) => s + v * w, 0) / model.plays.reduce((s, [, w]) => s + w, 0)
      : 1;
  const regulation = model.periods * model.periodSeconds;

  const runPeriod = (index: number, suddenDeath: boolean) => {
    const { start, wall, clock } = layout[index]!;
    const clockBase =
      index < model.periods
        ? index * model.periodSeconds
        : regulation + (index - model.periods) * model.overtimeSeconds;
    rec.periodScore = [0, 0];
    rec.add({ at: start, kind: 'period-start', period: index + 1, clock: clockBase });
    const events: { at: number; side: Side; kind: Moment['kind'] }[] = [];
    ([1, 2] as const).forEach((side) => {
      const rate = (side === 1 ? mean1 : mean2) / meanPlay / regulation; // plays per clock second
      for (let t = exponential(draws, 1 / rate); t < clock; t += exponential(draws, 1 / rate))
        events.push({ at: t, side, kind: 'goal' });
      if (model.kind === 'goals' && model.incidents) {
        for (
          let t = exponential(draws, regulation / 5);
          t < clock;
          t += exponential(draws, regulation / 5)
        )
          events.push({ at: t, side, kind: 'corner' });
        for (
          let t = exponential(draws, regulation / 2);
          t < clock;
          t += exponential(draws, regulation / 2)
        )
          events.push({ at: t, side, kind: draws.real(0, 1) < 0.06 ? 'red-card' : 'card' });
      }
    });
    events.sort((a, b) => a.at - b.at);
    let end = start + wall;
    for (const e of events) {
      const at = start + (e.at * wall) / clock;
      const who = roster[e.side - 1]!;
      if (e.kind === 'goal') {
        const value = playValue(draws);
        rec.score = addTo(rec.score, e.side, value);
        rec.periodScore = addTo(rec.periodScore, e.side, value);
        rec.add({
          at,
          kind: 'goal',
          period: index + 1,
          clock: clockBase + e.at,
          side: e.side,
          value,
          player: who[draws.int(SCORER_FIRST, SCORER_FIRST + SCORERS)],
        });
        if (model.kind === 'goals') rec.suspended.push([at - 12, at + 25]);
        if (suddenDeath) {
          end = at;
          break;
        }
      } else
        rec.add({
          at,
          kind: e.kind,
          period: index + 1,
          clock: clockBase + e.at,
          side: e.side,
          player: who[draws.int(0, 16)],
        });
    }
    // Dangerous moments that came to nothing, and the end of each period, suspend too.
    for (let t = start + exponential(draws, 420); t < end; t += exponential(draws, 420))
      rec.suspended.push([t, t + 10]);
    rec.suspended.push([end - 5, end + 15]);
    rec.add({
      at: end,
      kind: 'period-end',
      period: index + 1,
      clock: clockBase + Math.min(clock, ((end - start) * clock) / wall),
    });
    return end;
  };

  let end = 0;
  for (let p = 0; p < model.periods; p++) end = runPeriod(p, false);
  const drawStands = model.kind === 'goals' ? model.overtimeSeconds === 0 : model.drawStands;
  for (let ot = 0; !drawStands && rec.score[0] === rec.score[1] && ot < 4; ot++) {
    const wall = (model.overtimeSeconds * model.wallPeriodSeconds) / model.periodSeconds;
    layout.push({
      start: end + (model.breakSeconds.at(-1) ?? 0),
      wall,
      clock: model.overtimeSeconds,
    });
    end = runPeriod(layout.length - 1, model.kind === 'goals');
    if (model.kind === 'goals') break;
  }
  if (!drawStands && rec.score[0] === rec.score[1]) {
    const side: Side = draws.real(0, 1) < mean1 / (mean1 + mean2) ? 1 : 2;
    rec.score = addTo(rec.score, side, 1);
    end += 300;
    rec.add({ at: end, kind: 'shootout', period: layout.length, side });
  }
  rec.add({ at: end, kind: 'end', period: layout.length });
  return {
    moments: rec.moments,
    endsAt: end,
    suspended: rec.suspended,
    periods: layout,
    strength: { mean1, mean2, unitWin: 0.5 },
  };
}

function playRally(fixture: Fixture, model: RallyModel, seed: string): Play {
  const draws = drawsOf(seed, 'play', fixture.id);
  const p = unitWinOf(fixture, model);
  const rec = new Recorder();
  const need = Math.ceil(model.bestOf / 2);
  let at = 0;
  for (let set = 1; rec.score[0] < need && rec.score[1] < need; set++) {
    const last = set === model.bestOf;
    const target = last ? model.lastTarget : model.target;
    rec.periodScore = [0, 0];
    rec.add({ at, kind: 'period-start', period: set });
    for (;;) {
      const [x, y] = rec.periodScore;
      const capped = model.cap !== undefined && !last && (x === model.cap || y === model.cap);
      const won = (x >= target || y >= target) && (!model.winByTwo || Math.abs(x - y) >= 2);
      if (capped || won) break;
      at += model.unitSeconds * draws.real(0.6, 1.4);
      const side: Side = draws.real(0, 1) < p ? 1 : 2;
      rec.periodScore = addTo(rec.periodScore, side, 1);
      rec.add({ at, kind: 'unit', period: set, side });
    }
    const winner: Side = rec.periodScore[0] > rec.periodScore[1] ? 1 : 2;
    rec.score = addTo(rec.score, winner, 1);
    rec.suspended.push([at - 8, at + 20]);
    rec.add({ at, kind: 'period-end', period: set, side: winner });
    at += model.setBreakSeconds;
  }
  const end = at - model.setBreakSeconds;
  rec.add({ at: end, kind: 'end', period: rec.score[0] + rec.score[1] });
  return {
    moments: rec.moments,
    endsAt: end,
    suspended: rec.suspended,
    periods: [],
    strength: { mean1: 0, mean2: 0, unitWin: p },
  };
}

/** The whole play of a game (pure: the same seed and fixture give the same play). */
export function playOf(fixture: Fixture, model: PlayModel, seed: string): Play {
  return model.kind === 'rally'
    ? playRally(fixture, model, seed)
    : playClocked(fixture, model, seed);
}
