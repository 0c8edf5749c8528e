/**
 * How a priced outcome settles, given its finished game's result: exactly the event the feed
 * priced it on (server/feed/sim/markets.ts), shared by the platform's settlement and the site.
 *
 * Which score a market reads:
 * - a period market (`pe` > 0: half, period, quarter, set) that period's own score;
 * - the winner (group 101, whole game) the final score, overtime and shoot-out included;
 * - handicaps, totals and team totals of basketball and American football (OVERTIME_INCLUDED)
 *   every period played, overtime included, as the feed prices them in play;
 * - every other whole-game market (1X2, double chance, handicaps, totals, team totals, both to
 *   score, correct score) regulation time: the simulator prices them on regulation play only
 *   (its distributions cover the share of regulation left; in overtime that share is 0).
 * In sets sports (tennis, volleyball…) the score is the sets won and there is no overtime.
 */
import {
  GROUP_OF,
  MARKET_GROUP as G,
  OUTCOME as T,
  scoreParam,
  type WireOutcome,
} from '@/lib/feed/bet-types';

import type { SelectionResult } from './bet-maths';
import { OVERTIME_INCLUDED, regulationPeriodsOf } from './outcome-result-sports';

/** A finished game as feed_results records it. */
export interface GameResult {
  /** Final score (score1, score2): goals or points with overtime and shoot-out, or sets won. */
  readonly score: readonly [number, number];
  /** Each period's own score in order, overtime periods after regulation (no shoot-out goal). */
  readonly periods: readonly (readonly [number, number])[];
  /** Play went past regulation (more periods than regulation has). */
  readonly overtime: boolean;
  /** A shoot-out decided it (one goal or point to its winner in `score`, none in `periods`). */
  readonly shootout: boolean;
  /** A long-term event's winner: its participant's number (outright `p`); else null or absent. */
  readonly winner?: number | null;
  /** Regulation periods, when the caller knows the play model; else read from the sport. */
  readonly regulationPeriods?: number;
}

/** A feed_results row, as recordResults writes it. */
export interface GameResultRow {
  readonly score1: number;
  readonly score2: number;
  readonly periods: readonly (readonly [number, number])[];
  readonly overtime: boolean;
  readonly shootout: boolean;
  readonly winner: number | null;
}

/** A feed_results row as a GameResult. */
export const gameResultOf = (row: GameResultRow): GameResult => ({
  score: [row.score1, row.score2],
  periods: row.periods,
  overtime: row.overtime,
  shootout: row.shootout,
  winner: row.winner,
});

type Score = readonly [number, number];

const won = (yes: boolean): SelectionResult => (yes ? 'won' : 'lost');

/**
 * A line bet whose side ends `diff` ahead of its line (margin plus handicap, or total less line):
 * counted in quarters, a quarter ahead is half won (half the stake on each neighbouring line, one
 * won, one void), level is void, a quarter behind half lost — as asianShares weighs it.
 */
function asian(diff: number): SelectionResult {
  const quarters = Math.round(diff * 4);
  if (quarters >= 2) return 'won';
  if (quarters === 1) return 'halfWon';
  if (quarters === 0) return 'void';
  return quarters === -1 ? 'halfLost' : 'lost';
}

/** Lines come in quarters; anything else was never priced, so it has no settlement. */
const isLine = (line: number) =>
  Number.isFinite(line) && Math.abs(line * 4 - Math.round(line * 4)) < 1e-9;

/**
 * The score whole-game markets but the winner settle on. Without overtime or a shoot-out it is
 * the final score; with them, the regulation periods' sum (undefined if unknown or not recorded).
 */
export function regulationScore(result: GameResult, sportId: number): Score | undefined {
  if (!result.overtime && !result.shootout) return result.score;
  const regulation = result.regulationPeriods ?? regulationPeriodsOf(sportId);
  if (regulation === undefined || result.periods.length < regulation) return undefined;
  let [home, away] = [0, 0];
  for (const [h, a] of result.periods.slice(0, regulation)) [home, away] = [home + h, away + a];
  return [home, away];
}

/** Every period played, overtime included; a shoot-out's deciding goal is not a period's. */
function playedScore(result: GameResult): Score {
  let [home, away] = [0, 0];
  for (const [h, a] of result.periods) [home, away] = [home + h, away + a];
  return [home, away];
}

const LINE_GROUPS: ReadonlySet<number> = new Set([G.handicap, G.total, G.team1Total, G.team2Total]);

/**
 * The score a market settles on: its period's, the final one (winner), with overtime (lines of
 * the OVERTIME_INCLUDED sports) or regulation's.
 */
function scoreFor(g: number, pe: number, result: GameResult, sportId: number) {
  if (pe === 0 && g === G.winner) return result.score;
  if (pe === 0 && LINE_GROUPS.has(g) && OVERTIME_INCLUDED.has(sportId) && result.overtime)
    return playedScore(result);
  if (pe === 0) return regulationScore(result, sportId);
  return Number.isInteger(pe) && pe > 0 ? result.periods[pe - 1] : undefined;
}

/** The outcome's result given its score `[x, y]` and parameter `p` (undefined: not a known type). */
function settle(t: number, [x, y]: Score, p: number): SelectionResult | undefined {
  switch (t) {
    case T.win1:
      return won(x > y);
    case T.draw:
      return won(x === y);
    case T.win2:
      return won(x < y);
    case T.win1OrDraw:
      return won(x >= y);
    case T.win1OrWin2:
      return won(x !== y);
    case T.drawOrWin2:
      return won(x <= y);
    // Both handicap sides carry side 1's line: side 2's own line is -p.
    case T.handicap1:
      return isLine(p) ? asian(x - y + p) : undefined;
    case T.handicap2:
      return isLine(p) ? asian(y - x - p) : undefined;
    case T.over:
      return isLine(p) ? asian(x + y - p) : undefined;
    case T.under:
      return isLine(p) ? asian(p - x - y) : undefined;
    case T.team1Over:
      return isLine(p) ? asian(x - p) : undefined;
    case T.team1Under:
      return isLine(p) ? asian(p - x) : undefined;
    case T.team2Over:
      return isLine(p) ? asian(y - p) : undefined;
    case T.team2Under:
      return isLine(p) ? asian(p - y) : undefined;
    case T.bothScoreYes:
      return won(x > 0 && y > 0);
    case T.bothScoreNo:
      return won(x === 0 || y === 0);
    // Nothing to win when level (a winner market is priced only where a game cannot end so).
    case T.winner1:
      return x === y ? 'void' : won(x > y);
    case T.winner2:
      return x === y ? 'void' : won(x < y);
    case T.score:
      return won(p === scoreParam(x, y));
    default:
      return undefined;
  }
}

/**
 * How an outcome settles on a finished game's result, or undefined when this result cannot
 * settle it (unknown group or type, a line off the quarter grid, a period never played, overtime
 * without known regulation, an outright without a winner): the caller voids it and logs it.
 * A missing `p` reads as 0, as outcomeKey reads it.
 */
export function outcomeResult(
  outcome: Pick<WireOutcome, 'g' | 't' | 'p' | 'pe'>,
  result: GameResult,
  sportId: number,
): SelectionResult | undefined {
  const { g, t } = outcome;
  if ((GROUP_OF as Readonly<Record<number, number>>)[t] !== g) return undefined;
  const pe = outcome.pe ?? 0;
  // An outright names a participant of a long-term event: no score, no periods, only a winner.
  if (g === G.outright) {
    if (pe !== 0 || result.winner == null || outcome.p === undefined) return undefined;
    return won(outcome.p === result.winner);
  }
  // A long-term event's recorded score (0:0) is no game's: nothing else settles on it.
  if (result.winner != null) return undefined;
  const score = scoreFor(g, pe, result, sportId);
  return score && settle(t, score, outcome.p ?? 0);
}
