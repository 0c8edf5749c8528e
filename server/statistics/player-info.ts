import type { Team } from '../feed/sim/world.ts';
import type { SeasonBook } from './season-book.ts';
import { type Player, playersOf, startersOf } from './squads.ts';
import { sideOf } from './standings.ts';
import { champOfTeam } from './team-games.ts';

export interface PlayerInfo extends Player {
  readonly starter: boolean;
  /** Scores the simulator credited to the player in the team's finished games this season. */
  readonly goals: number;
}

/** A side's players with this season's goals (counted from the scoring moments of its games). */
export function playersInfoOf(
  book: SeasonBook,
  team: Team,
  now: number,
): { season: number; players: PlayerInfo[] } {
  const champ = champOfTeam(book.sim.world, team);
  const season = book.currentSeason(champ, now);
  const goals = new Map<string, number>();
  for (const result of book.finished(champ, season, now, (f) => !!sideOf(f, team.id))) {
    const side = sideOf(result.fixture, team.id);
    for (const score of result.scorers)
      if (score.side === side) goals.set(score.player, (goals.get(score.player) ?? 0) + 1);
  }
  const starters = startersOf(team);
  return {
    season,
    players: playersOf(book.sim.options.seed, team).map((player, i) => ({
      ...player,
      starter: i < starters,
      goals: goals.get(player.name) ?? 0,
    })),
  };
}
