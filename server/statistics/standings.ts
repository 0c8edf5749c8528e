import { SPORT_PLANS } from '../feed/sim/plans.ts';
import type { Fixture } from '../feed/sim/schedule.ts';
import type { Champ, Team } from '../feed/sim/world.ts';
import type { Result, SeasonBook } from './season-book.ts';

export type Outcome = 'W' | 'D' | 'L';

/** What a win, a draw and a loss are worth in a championship's table (see `pointsRuleOf`). */
export interface PointsRule {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

export interface StandingRow {
  readonly position: number;
  readonly team: { readonly id: number; readonly name: string };
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  /** Goals (points, sets in rally sports) for and against. */
  readonly scored: number;
  readonly conceded: number;
  readonly difference: number;
  readonly points: number;
  /** The last five results, newest first. */
  readonly form: readonly Outcome[];
}

export const FORM_LENGTH = 5;

/**
 * The one points rule of every table the platform answers (SiteService StageTable and the feed's
 * GetStageTableZip2 both go through `seasonTableOf`), decided only by whether a game can end level:
 * - a draw stands (football, futsal, cyber football, handball): 3 a win, 1 a draw, 0 a loss;
 * - no draws (basketball, hockey and baseball after overtime or a shoot-out, American football,
 *   rally sports): 2 a win, 0 a loss, the basketball count — every game has a winner, so the
 *   table orders by wins and a draw point is never given.
 * Handball follows football (it once had 2/1/0 here and 3/1/0 in the feed): the rule is the draw's.
 */
export function pointsRuleOf(champ: Champ): PointsRule {
  return drawsPossible(champ) ? { win: 3, draw: 1, loss: 0 } : { win: 2, draw: 0, loss: 0 };
}

const CLUB_SPORTS = new Set(SPORT_PLANS.filter((s) => 'clubs' in s.sides).map((s) => s.sportId));

/** A table ranks clubs; tours of individuals and fight nights have none in the feed's list. */
export const hasTable = (champ: Champ): boolean => CLUB_SPORTS.has(champ.sportId);

/** Whether a game of this championship can end level (football, handball; never hockey or tennis). */
export function drawsPossible(champ: Champ): boolean {
  const { model } = champ;
  if (model.kind === 'rally') return false;
  if (model.kind === 'points') return model.drawStands;
  return model.overtimeSeconds === 0;
}

/** Which side of a game a team played (undefined: it did not). */
export const sideOf = (fixture: Fixture, teamId: number): 1 | 2 | undefined =>
  fixture.home.id === teamId ? 1 : fixture.away.id === teamId ? 2 : undefined;

/** A result as one team saw it. */
export function outcomeFor(result: Result, teamId: number): Outcome {
  const [a, b] = sideOf(result.fixture, teamId) === 1 ? result.score : [...result.score].reverse();
  return a > b ? 'W' : a === b ? 'D' : 'L';
}

interface Tally {
  team: Team;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  form: Outcome[];
}

/**
 * The table of a season from its finished games (newest first, as SeasonBook.finished gives them):
 * ordered by points, then difference, then goals scored, then name, so it never depends on the
 * order of the games.
 */
export function standingsOf(champ: Champ, finished: readonly Result[]): StandingRow[] {
  const tallies = new Map<number, Tally>(
    champ.teams.map((team) => [
      team.id,
      { team, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, form: [] },
    ]),
  );
  for (const result of finished) {
    for (const [team, own, other] of [
      [result.fixture.home, result.score[0], result.score[1]],
      [result.fixture.away, result.score[1], result.score[0]],
    ] as const) {
      const tally = tallies.get(team.id);
      if (!tally) continue;
      const outcome = outcomeFor(result, team.id);
      if (outcome === 'W') tally.won++;
      else if (outcome === 'D') tally.drawn++;
      else tally.lost++;
      tally.scored += own;
      tally.conceded += other;
      if (tally.form.length < FORM_LENGTH) tally.form.push(outcome);
    }
  }
  const rule = pointsRuleOf(champ);
  const rows = [...tallies.values()].map((t) => ({
    team: { id: t.team.id, name: t.team.name },
    played: t.won + t.drawn + t.lost,
    won: t.won,
    drawn: t.drawn,
    lost: t.lost,
    scored: t.scored,
    conceded: t.conceded,
    difference: t.scored - t.conceded,
    points: t.won * rule.win + t.drawn * rule.draw + t.lost * rule.loss,
    form: t.form,
  }));
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.difference - a.difference ||
      b.scored - a.scored ||
      a.team.name.localeCompare(b.team.name, 'en') ||
      a.team.id - b.team.id,
  );
  return rows.map((row, i) => ({ position: i + 1, ...row }));
}

export interface SeasonTable {
  readonly season: number;
  readonly currentSeason: number;
  /** The season's games over, newest first. */
  readonly finished: readonly Result[];
  readonly rows: readonly StandingRow[];
}

/**
 * A championship's table of a season (default: the current one) at `now`: the one computation
 * behind every standings call, so they cannot disagree. The season book keeps the season's
 * fixtures and results, so a warm table costs a pass over its games.
 */
export function seasonTableOf(
  book: SeasonBook,
  champ: Champ,
  now: number,
  season?: number,
): SeasonTable {
  const currentSeason = book.currentSeason(champ, now);
  const chosen = season ?? currentSeason;
  const finished = book.finished(champ, chosen, now);
  return { season: chosen, currentSeason, finished, rows: standingsOf(champ, finished) };
}
