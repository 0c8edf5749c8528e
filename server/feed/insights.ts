import { HEAD_TO_HEAD_DAYS, historyOf, type Result } from './history.ts';
import type { Fixture } from './sim/schedule.ts';
import type { FeedSimulator } from './sim/simulator.ts';
import type { Team } from './sim/world.ts';

/** Results a side's form is made of. */
export const FORM_GAMES = 5;

type Mark = 'W' | 'D' | 'L';

const round2 = (x: number) => Math.round(x * 100) / 100;

function formOf(team: Team, results: readonly Result[]) {
  let goalsFor = 0;
  let goalsAgainst = 0;
  const form = results.map(({ fixture, score }): Mark => {
    const [own, other] = fixture.home.id === team.id ? score : [score[1], score[0]];
    goalsFor += own;
    goalsAgainst += other;
    return own > other ? 'W' : own === other ? 'D' : 'L';
  });
  return {
    id: team.id,
    name: team.name,
    form,
    games: results.length,
    goalsFor,
    goalsAgainst,
    goalsPerGame: results.length === 0 ? 0 : round2(goalsFor / results.length),
  };
}

/**
 * What the game page's insights say about a game: each side's form (its last results, newest
 * first, and its scoring) and the head-to-head record, from games over before the game (or
 * before now, for a game still to come).
 */
export function insightsOf(sim: FeedSimulator, fixture: Fixture, now: number) {
  const history = historyOf(sim);
  const before = Math.min(now, fixture.start);
  const { home, away } = fixture;
  const meetings = history.meetings(fixture.champ, home, away, before);
  const wins = (team: Team) =>
    meetings.filter(({ fixture: f, score }) =>
      f.home.id === team.id ? score[0] > score[1] : score[1] > score[0],
    ).length;
  return {
    gameId: fixture.id,
    team1: formOf(home, history.lastResults(home, before, FORM_GAMES)),
    team2: formOf(away, history.lastResults(away, before, FORM_GAMES)),
    headToHead: {
      days: HEAD_TO_HEAD_DAYS,
      games: meetings.length,
      wins1: wins(home),
      draws: meetings.filter(({ score }) => score[0] === score[1]).length,
      wins2: wins(away),
    },
  };
}
