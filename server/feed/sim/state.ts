import type { PlayModel } from './models.ts';
import type { Moment, Play } from './play.ts';

/** A game at one moment of its play. */
export interface GameState {
  readonly phase: 'live' | 'break' | 'finished';
  /** Current period (half, quarter, set), or the last one played. */
  readonly period: number;
  /** Game clock in seconds since kick-off (clocked sports while the clock runs or stands). */
  readonly clock?: number;
  /** Score: goals or points; sets won in rally sports. */
  readonly score: readonly [number, number];
  /** Each period's score so far, the current one last. */
  readonly periods: readonly (readonly [number, number])[];
  /** Share of regulation play still to come (clocked sports; 0 in overtime or when finished). */
  readonly remaining: number;
  /** Index of the last moment that happened: prices and answers change only when it does. */
  readonly momentIndex: number;
  readonly suspended: boolean;
  /** The moments so far (the chronology of play). */
  readonly moments: readonly Moment[];
}

/** The last moment at or before `x` (binary search; -1 before the first). */
function lastAt(moments: readonly Moment[], x: number): number {
  let lo = 0;
  let hi = moments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (moments[mid]!.at <= x) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The state of a game `x` model seconds after kick-off (x ≥ 0). */
export function stateAt(play: Play, model: PlayModel, x: number): GameState {
  const index = lastAt(play.moments, x);
  const last = play.moments[index];
  const happened = play.moments.slice(0, index + 1);
  const periods: (readonly [number, number])[] = [];
  for (const m of happened) {
    if (m.kind === 'period-start') periods.push([0, 0]);
    else if (
      periods.length > 0 &&
      (m.kind === 'goal' || m.kind === 'unit' || m.kind === 'period-end')
    )
      periods[periods.length - 1] = m.periodScore;
  }
  const finished = x >= play.endsAt || last?.kind === 'end';
  const inBreak = last?.kind === 'period-end' && !finished;
  const period = last?.period ?? 1;
  let clock: number | undefined;
  let remaining = 0;
  if (model.kind !== 'rally') {
    const regulation = model.periods * model.periodSeconds;
    const layout = play.periods[period - 1];
    if (layout && last) {
      const base =
        period <= model.periods
          ? (period - 1) * model.periodSeconds
          : regulation + (period - 1 - model.periods) * model.overtimeSeconds;
      const into = Math.min(Math.max(x - layout.start, 0), layout.wall);
      clock =
        inBreak || finished ? (last.clock ?? base) : base + (into * layout.clock) / layout.wall;
    }
    remaining = finished
      ? 0
      : Math.max(0, regulation - Math.min(clock ?? 0, regulation)) / regulation;
  }
  return {
    phase: finished ? 'finished' : inBreak ? 'break' : 'live',
    period,
    clock: clock === undefined ? undefined : Math.floor(clock),
    score: last ? last.score : [0, 0],
    periods,
    remaining,
    momentIndex: index,
    suspended: !finished && play.suspended.some(([from, to]) => x >= from && x < to),
    moments: happened,
  };
}
