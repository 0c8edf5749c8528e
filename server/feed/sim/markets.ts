import {
  MARKET_GROUP as G,
  OUTCOME as T,
  scoreParam,
  type WireOutcome,
} from '../../../src/lib/feed/bet-types.ts';
import type { GoalsModel, PlayModel, PointsModel, RallyModel } from './models.ts';
import { asianShares, phi, poisson, poissonCap, setOutlook, withMargin } from './odds-math.ts';
import type { Play } from './play.ts';
import type { GameState } from './state.ts';

/** What a game is priced from: its play's strengths, moved by the feed's drift, and its state. */
export interface PricingInput {
  readonly model: PlayModel;
  readonly play: Play;
  /** Undefined before kick-off. */
  readonly state?: GameState;
  /** Multipliers of each side's strength (drift between events). */
  readonly drift: readonly [number, number];
  /** Quarter and whole lines for the Asian view. */
  readonly asian: boolean;
  /** Only what a list shows (the result, handicaps and totals): lists of thousands stay cheap. */
  readonly mainOnly?: boolean;
}

const MAIN_MARGIN = 0.055;
const SIDE_MARGIN = 0.075;

type Out = WireOutcome[];
type Dist = Map<number, number>;

const add = (dist: Dist, key: number, p: number) => dist.set(key, (dist.get(key) ?? 0) + p);
const mass = (dist: Dist, keep: (k: number) => boolean) => {
  let sum = 0;
  for (const [k, p] of dist) if (keep(k)) sum += p;
  return sum;
};

function push(out: Out, fair: number[], margin: number, outcomes: Omit<WireOutcome, 'c'>[]) {
  const prices = withMargin(fair, margin);
  if (prices) outcomes.forEach((o, i) => out.push({ ...o, c: prices[i]! }));
}

/** Lines around a distribution's middle: x.5 lines, plus quarters and wholes for the Asian view. */
function linesAround(centre: number, spread: number, asian: boolean, floor = -Infinity): number[] {
  const lines: number[] = [];
  const step = asian ? 0.25 : 1;
  const start = Math.round(centre - spread) - 0.5;
  for (let l = start; l <= centre + spread + 0.5; l += step) if (l > floor) lines.push(l);
  return lines;
}

/** Two-sided line markets (handicaps on the margin, totals on the sum) with Asian settlement. */
function lineMarkets(
  out: Out,
  dist: Dist,
  lines: number[],
  base: Omit<WireOutcome, 'c' | 't'>,
  types: [number, number],
  sign: 1 | -1,
  margin: number,
) {
  for (const line of lines) {
    // Handicaps: side 1's margin plus its line; totals: the sum less the line (over first).
    push(out, asianShares(dist, sign * line), margin, [
      { ...base, t: types[0] as WireOutcome['t'], p: line },
      { ...base, t: types[1] as WireOutcome['t'], p: line },
    ]);
  }
}

/** The middle of a distribution (its median). */
function median(dist: Dist): number {
  let acc = 0;
  for (const k of [...dist.keys()].sort((a, b) => a - b)) {
    acc += dist.get(k)!;
    if (acc >= 0.5) return k;
  }
  return 0;
}

/**
 * The period a game's period markets are about: the one being played, or the next one during a
 * break and before kick-off; its share of regulation still to play and its score so far.
 */
function periodAhead(model: GoalsModel | PointsModel, state: GameState | undefined) {
  const regulation = model.periods * model.periodSeconds;
  if (!state) return { pe: 1, share: model.periodSeconds / regulation, score: [0, 0] as const };
  if (state.phase === 'break') {
    const pe = state.period + 1;
    return pe > model.periods
      ? undefined
      : { pe, share: model.periodSeconds / regulation, score: [0, 0] as const };
  }
  if (state.period > model.periods) return undefined;
  const left = state.period * model.periodSeconds - (state.clock ?? 0);
  if (left <= 0) return undefined;
  return {
    pe: state.period,
    share: left / regulation,
    score: state.periods.at(-1) ?? ([0, 0] as const),
  };
}

function goalsPeriodMarkets(out: Out, input: PricingInput, model: GoalsModel) {
  const ahead = periodAhead(model, input.state);
  if (!ahead) return;
  const { pe, share, score } = ahead;
  const l1 = input.play.strength.mean1 * input.drift[0] * share;
  const l2 = input.play.strength.mean2 * input.drift[1] * share;
  const p1 = poisson(l1, poissonCap(l1));
  const p2 = poisson(l2, poissonCap(l2));
  const margins: Dist = new Map();
  const totals: Dist = new Map();
  p1.forEach((x, i) =>
    p2.forEach((y, j) => {
      add(margins, score[0] + i - score[1] - j, x * y);
      add(totals, score[0] + i + score[1] + j, x * y);
    }),
  );
  push(
    out,
    [mass(margins, (m) => m > 0), mass(margins, (m) => m === 0), mass(margins, (m) => m < 0)],
    SIDE_MARGIN,
    [
      { g: G.result, t: T.win1, pe },
      { g: G.result, t: T.draw, pe },
      { g: G.result, t: T.win2, pe },
    ],
  );
  // Asian books price the period's handicap too, and both on quarter and whole lines.
  if (input.asian)
    lineMarkets(
      out,
      margins,
      linesAround(score[1] - score[0] - l1 + l2, 1, true),
      { g: G.handicap, pe },
      [T.handicap1, T.handicap2],
      1,
      SIDE_MARGIN,
    );
  const done = score[0] + score[1];
  lineMarkets(
    out,
    totals,
    linesAround(done + l1 + l2, 1, input.asian, done),
    { g: G.total, pe },
    [T.over, T.under],
    -1,
    SIDE_MARGIN,
  );
}

function goalsMarkets(out: Out, input: PricingInput, model: GoalsModel) {
  const { state, play, drift, asian } = input;
  const share = state ? state.remaining : 1;
  const [h, a] = state?.score ?? [0, 0];
  const l1 = play.strength.mean1 * drift[0] * share;
  const l2 = play.strength.mean2 * drift[1] * share;
  const p1 = poisson(l1, poissonCap(l1));
  const p2 = poisson(l2, poissonCap(l2));
  const margins: Dist = new Map();
  const totals: Dist = new Map();
  const team1: Dist = new Map();
  const team2: Dist = new Map();
  const scores: Dist = new Map();
  let both = 0;
  p1.forEach((x, i) =>
    p2.forEach((y, j) => {
      const p = x * y;
      add(margins, h + i - (a + j), p);
      add(totals, h + i + a + j, p);
      if (h + i < 10 && a + j < 10) add(scores, scoreParam(h + i, a + j), p);
      if (h + i > 0 && a + j > 0) both += p;
    }),
  );
  p1.forEach((x, i) => add(team1, h + i, x));
  p2.forEach((y, j) => add(team2, a + j, y));
  const win1 = mass(margins, (m) => m > 0);
  const draw = mass(margins, (m) => m === 0);
  const win2 = mass(margins, (m) => m < 0);
  push(out, [win1, draw, win2], MAIN_MARGIN, [
    { g: G.result, t: T.win1 },
    { g: G.result, t: T.draw },
    { g: G.result, t: T.win2 },
  ]);
  if (model.shootout) {
    const edge =
      l1 + l2 > 0 ? play.strength.mean1 / (play.strength.mean1 + play.strength.mean2) : 0.5;
    push(out, [win1 + draw * edge, win2 + draw * (1 - edge)], MAIN_MARGIN, [
      { g: G.winner, t: T.winner1 },
      { g: G.winner, t: T.winner2 },
    ]);
  }
  if (!input.mainOnly) out.push(...doubleChance([win1, draw, win2]));
  const expectedMargin = h - a + l1 - l2;
  lineMarkets(
    out,
    margins,
    linesAround(-expectedMargin, 2, asian),
    { g: G.handicap },
    [T.handicap1, T.handicap2],
    1,
    MAIN_MARGIN,
  );
  const total = h + a;
  lineMarkets(
    out,
    totals,
    linesAround(total + l1 + l2, 2, asian, total),
    { g: G.total },
    [T.over, T.under],
    -1,
    MAIN_MARGIN,
  );
  if (input.mainOnly) return;
  lineMarkets(
    out,
    team1,
    linesAround(h + l1, 1, false, h),
    { g: G.team1Total },
    [T.team1Over, T.team1Under],
    -1,
    SIDE_MARGIN,
  );
  lineMarkets(
    out,
    team2,
    linesAround(a + l2, 1, false, a),
    { g: G.team2Total },
    [T.team2Over, T.team2Under],
    -1,
    SIDE_MARGIN,
  );
  if (h === 0 || a === 0)
    push(out, [both, 1 - both], SIDE_MARGIN, [
      { g: G.bothScore, t: T.bothScoreYes },
      { g: G.bothScore, t: T.bothScoreNo },
    ]);
  goalsPeriodMarkets(out, input, model);
  for (const [param, p] of [...scores].sort((x, y) => x[0] - y[0])) {
    const price = withMargin([p, 1 - p], 0.2)?.[0];
    if (price !== undefined && price <= 150)
      out.push({ g: G.correctScore, t: T.score, p: param, c: price });
  }
}

function doubleChance([w1, d, w2]: number[]): WireOutcome[] {
  const pairs: [number, number][] = [
    [T.win1OrDraw, w1! + d!],
    [T.win1OrWin2, w1! + w2!],
    [T.drawOrWin2, d! + w2!],
  ];
  return pairs.flatMap(([t, p]) => {
    const price = withMargin([p, 1 - p], SIDE_MARGIN)?.[0];
    return price === undefined ? [] : [{ g: G.doubleChance, t: t as WireOutcome['t'], c: price }];
  });
}

function pointsMarkets(out: Out, input: PricingInput, model: PointsModel) {
  const { state, play, drift } = input;
  const share = state ? state.remaining : 1;
  const [h, a] = state?.score ?? [0, 0];
  const m1 = play.strength.mean1 * drift[0] * share;
  const m2 = play.strength.mean2 * drift[1] * share;
  const weights = model.plays.reduce((s, [, w]) => s + w, 0);
  const meanPlay = model.plays.reduce((s, [v, w]) => s + v * w, 0) / weights;
  const meanSq = model.plays.reduce((s, [v, w]) => s + v * v * w, 0) / weights;
  // A compound Poisson score: variance = plays × E[value²].
  const sd = Math.sqrt(((m1 + m2) / meanPlay) * meanSq) + 0.3;
  const diff = h - a + m1 - m2;
  const above = (x: number, mean: number) => 1 - phi((x - mean) / sd);
  const win1 = above(0.5, diff);
  const win2 = 1 - above(-0.5, diff);
  const draw = 1 - win1 - win2;
  if (model.drawStands)
    push(out, [win1, draw, win2], MAIN_MARGIN, [
      { g: G.result, t: T.win1 },
      { g: G.result, t: T.draw },
      { g: G.result, t: T.win2 },
    ]);
  else
    push(out, [win1 + draw / 2, win2 + draw / 2], MAIN_MARGIN, [
      { g: G.winner, t: T.winner1 },
      { g: G.winner, t: T.winner2 },
    ]);
  const step = model.meanTotal > 100 ? 2 : 1;
  for (let k = -2; k <= 2; k++) {
    const line = Math.round(-diff) + k * step + 0.5;
    const p = above(-line, diff);
    push(out, [p, 1 - p], MAIN_MARGIN, [
      { g: G.handicap, t: T.handicap1, p: line },
      { g: G.handicap, t: T.handicap2, p: line },
    ]);
  }
  const total = h + a + m1 + m2;
  for (let k = -2; k <= 2; k++) {
    const line = Math.round(total) + k * step * 2 + 0.5;
    if (line <= h + a) continue;
    const p = above(line, total);
    push(out, [p, 1 - p], MAIN_MARGIN, [
      { g: G.total, t: T.over, p: line },
      { g: G.total, t: T.under, p: line },
    ]);
  }
  if (input.mainOnly) return;
  const ahead = periodAhead(model, state);
  if (ahead) {
    const { pe, share: left, score } = ahead;
    const q1 = play.strength.mean1 * drift[0] * left;
    const q2 = play.strength.mean2 * drift[1] * left;
    const qsd = Math.sqrt(((q1 + q2) / meanPlay) * meanSq) + 0.3;
    const qdiff = score[0] - score[1] + q1 - q2;
    const qAbove = (x: number, mean: number) => 1 - phi((x - mean) / qsd);
    const qw1 = qAbove(0.5, qdiff);
    const qw2 = 1 - qAbove(-0.5, qdiff);
    push(out, [qw1, 1 - qw1 - qw2, qw2], SIDE_MARGIN, [
      { g: G.result, t: T.win1, pe },
      { g: G.result, t: T.draw, pe },
      { g: G.result, t: T.win2, pe },
    ]);
    const qtotal = score[0] + score[1] + q1 + q2;
    const line = Math.round(qtotal) + 0.5;
    const over = qAbove(line, qtotal);
    push(out, [over, 1 - over], SIDE_MARGIN, [
      { g: G.total, t: T.over, p: line, pe },
      { g: G.total, t: T.under, p: line, pe },
    ]);
  }
  const teamSd = sd / Math.SQRT2;
  (
    [
      [h + m1, T.team1Over, T.team1Under, G.team1Total],
      [a + m2, T.team2Over, T.team2Under, G.team2Total],
    ] as const
  ).forEach(([mean, over, under, g]) => {
    const line = Math.round(mean) + 0.5;
    const p = 1 - phi((line - mean) / teamSd);
    push(out, [p, 1 - p], SIDE_MARGIN, [
      { g, t: over, p: line },
      { g, t: under, p: line },
    ]);
  });
}

function rallyMarkets(out: Out, input: PricingInput, model: RallyModel) {
  const { state, play, drift } = input;
  const p = Math.min(0.97, Math.max(0.03, play.strength.unitWin * (drift[0] / drift[1]) ** 0.25));
  const need = Math.ceil(model.bestOf / 2);
  const [s1, s2] = state?.score ?? [0, 0];
  const current = state && state.phase === 'live' ? (state.periods.at(-1) ?? [0, 0]) : [0, 0];
  const setNo = s1 + s2 + 1;
  const ruleOf = (set: number) => ({
    target: set === model.bestOf ? model.lastTarget : model.target,
    winByTwo: model.winByTwo,
    cap: set === model.bestOf ? undefined : model.cap,
  });
  const now = setOutlook(current[0], current[1], p, ruleOf(setNo));
  const fresh = setOutlook(0, 0, p, ruleOf(1));
  const last = setOutlook(0, 0, p, ruleOf(model.bestOf));
  // Sets: (sets 1, sets 2) → probability, playing the current set then fresh ones.
  const finals: Dist = new Map();
  const step = (x: number, y: number, prob: number, first: boolean) => {
    if (x === need || y === need) return add(finals, x * 100 + y, prob);
    const win = first ? now.win : x + y + 1 === model.bestOf ? last.win : fresh.win;
    step(x + 1, y, prob * win, false);
    step(x, y + 1, prob * (1 - win), false);
  };
  step(s1, s2, 1, true);
  const win1 = mass(finals, (k) => Math.floor(k / 100) === need);
  push(out, [win1, 1 - win1], MAIN_MARGIN, [
    { g: G.winner, t: T.winner1 },
    { g: G.winner, t: T.winner2 },
  ]);
  if (model.bestOf > 1) {
    const setMargins: Dist = new Map();
    for (const [k, prob] of finals) add(setMargins, Math.floor(k / 100) - (k % 100), prob);
    for (const line of model.bestOf === 3 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5]) {
      const [x, y] = asianShares(setMargins, line);
      push(out, [x, y], SIDE_MARGIN, [
        { g: G.handicap, t: T.handicap1, p: line },
        { g: G.handicap, t: T.handicap2, p: line },
      ]);
    }
    if (input.mainOnly) return;
    for (const [param, prob] of [...finals].sort((x, y) => y[0] - x[0])) {
      const price = withMargin([prob, 1 - prob], 0.12)?.[0];
      if (price !== undefined) out.push({ g: G.correctScore, t: T.score, p: param, c: price });
    }
    push(out, [now.win, 1 - now.win], MAIN_MARGIN, [
      { g: G.winner, t: T.winner1, pe: setNo },
      { g: G.winner, t: T.winner2, pe: setNo },
    ]);
  }
  if (model.target > 1 && !input.mainOnly) {
    const centre = median(now.totals);
    for (const line of [centre - 2.5, centre - 0.5, centre + 1.5]) {
      if (line <= current[0] + current[1]) continue;
      const over = mass(now.totals, (k) => k > line);
      push(out, [over, 1 - over], MAIN_MARGIN, [
        { g: G.total, t: T.over, p: line, pe: setNo },
        { g: G.total, t: T.under, p: line, pe: setNo },
      ]);
    }
  }
}

/** Every market of a game at one moment, in the order the game page shows them. */
export function marketsOf(input: PricingInput): WireOutcome[] {
  const out: Out = [];
  if (input.state?.phase === 'finished') return out;
  const { model } = input;
  if (model.kind === 'goals') goalsMarkets(out, input, model);
  else if (model.kind === 'points') pointsMarkets(out, input, model);
  else rallyMarkets(out, input, model);
  return out;
}

/** The markets a list shows beside a game: the result, and the most even handicap and total. */
export function mainMarkets(all: readonly WireOutcome[]): WireOutcome[] {
  const main: WireOutcome[] = all.filter((o) => (o.g === G.result || o.g === G.winner) && !o.pe);
  for (const g of [G.handicap, G.total]) {
    const lines = new Map<number, WireOutcome[]>();
    for (const o of all)
      if (o.g === g && !o.pe) lines.set(o.p ?? 0, [...(lines.get(o.p ?? 0) ?? []), o]);
    let best: WireOutcome[] | undefined;
    for (const pair of lines.values())
      if (
        pair.length === 2 &&
        (!best || Math.abs(pair[0]!.c - pair[1]!.c) < Math.abs(best[0]!.c - best[1]!.c))
      )
        best = pair;
    if (best) main.push(...best);
  }
  return main;
}
