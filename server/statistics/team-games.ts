import type { Champ, Team, World } from '../feed/sim/world.ts';
import { newestFirst, type Result, type SeasonBook } from './season-book.ts';
import { type Outcome, outcomeFor, sideOf } from './standings.ts';

/** Seasons head to head looks back over: the current one and the two before it. */
export const H2H_SEASONS = 3;

/** Seasons a team's last games look back over at most (every side plays every round). */
const LAST_GAMES_SEASONS = 10;

/** A team's championship (teams play only in their own). */
export const champOfTeam = (world: World, team: Team): Champ =>
  world.champById.get(Math.floor(team.id / 100))!;

/** A team's last finished games, newest first, from this season back as far as `count` needs. */
export function lastGamesOf(
  book: SeasonBook,
  team: Team,
  count: number,
  now: number,
): { result: Result; outcome: Outcome }[] {
  const champ = champOfTeam(book.sim.world, team);
  const games: { result: Result; outcome: Outcome }[] = [];
  const current = book.currentSeason(champ, now);
  for (let season = current; season >= Math.max(0, current - LAST_GAMES_SEASONS + 1); season--) {
    for (const result of book.finished(champ, season, now, (f) => !!sideOf(f, team.id))) {
      games.push({ result, outcome: outcomeFor(result, team.id) });
      if (games.length === count) return games;
    }
  }
  return games;
}

export interface HeadToHead {
  /** The seasons looked at, oldest and newest. */
  readonly seasons: readonly [number, number];
  readonly meetings: readonly Result[];
  readonly totals: { readonly wins1: number; readonly wins2: number; readonly draws: number };
}

/**
 * The finished games between two teams in the last H2H_SEASONS seasons, newest first, and who won
 * them (wins1: `team1`'s). Teams of different championships never meet: an empty record.
 */
export function headToHead(book: SeasonBook, team1: Team, team2: Team, now: number): HeadToHead {
  const champ = champOfTeam(book.sim.world, team1);
  const newest = book.currentSeason(champ, now);
  const oldest = Math.max(0, newest - H2H_SEASONS + 1);
  const meetings: Result[] = [];
  if (champ.id === champOfTeam(book.sim.world, team2).id && team1.id !== team2.id)
    for (let season = newest; season >= oldest; season--)
      meetings.push(
        ...book.finished(champ, season, now, (f) => !!sideOf(f, team1.id) && !!sideOf(f, team2.id)),
      );
  meetings.sort(newestFirst);
  const totals = { wins1: 0, wins2: 0, draws: 0 };
  for (const result of meetings) {
    const outcome = outcomeFor(result, team1.id);
    if (outcome === 'W') totals.wins1++;
    else if (outcome === 'L') totals.wins2++;
    else totals.draws++;
  }
  return { seasons: [oldest, newest], meetings, totals };
}
