import type { SeasonBook } from '../statistics/season-book.ts';
import { sideOf } from '../statistics/standings.ts';
import { headToHead, lastGamesOf } from '../statistics/team-games.ts';
import type { Fixture } from './sim/schedule.ts';
import type { Team } from './sim/world.ts';

/** Results a side's form is made of. */
export const FORM_GAMES = 5;

const DAY_MS = 86_400_000;

const round2 = (x: number) => Math.round(x * 100) / 100;

function formOf(team: Team, games: ReturnType<typeof lastGamesOf>) {
  let goalsFor = 0;
  let goalsAgainst = 0;
  for (const { result } of games) {
    const [own, other] =
      sideOf(result.fixture, team.id) === 1 ? result.score : [result.score[1], result.score[0]];
    goalsFor += own;
    goalsAgainst += other;
  }
  return {
    id: team.id,
    name: team.name,
    form: games.map((g) => g.outcome),
    games: games.length,
    goalsFor,
    goalsAgainst,
    goalsPerGame: games.length === 0 ? 0 : round2(goalsFor / games.length),
  };
}

/**
 * What the game page's insights say about a game: each side's form (its last results, newest
 * first, and its scoring) and the head-to-head record, from games over before the game (or
 * before now, for a game still to come) — the statistics' last games and head to head, so the
 * insights and the statistics window tell the same story.
 */
export function insightsOf(book: SeasonBook, fixture: Fixture, now: number) {
  const before = Math.min(now, fixture.start);
  const { home, away } = fixture;
  const h2h = headToHead(book, home, away, before);
  // Head to head looks over seasons; the wire names the span they cover in days.
  const from = book.fixtures(fixture.champ, h2h.seasons[0])[0]?.start ?? before;
  return {
    gameId: fixture.id,
    team1: formOf(home, lastGamesOf(book, home, FORM_GAMES, before)),
    team2: formOf(away, lastGamesOf(book, away, FORM_GAMES, before)),
    headToHead: {
      days: Math.max(1, Math.ceil((before - from) / DAY_MS)),
      games: h2h.meetings.length,
      wins1: h2h.totals.wins1,
      draws: h2h.totals.draws,
      wins2: h2h.totals.wins2,
    },
  };
}
