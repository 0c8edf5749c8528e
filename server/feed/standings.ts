import { type History, historyOf, type Result } from './history.ts';
import { SPORT_PLANS } from './sim/plans.ts';
import { dayOf, type Fixture } from './sim/schedule.ts';
import type { FeedSimulator } from './sim/simulator.ts';
import type { Champ, Team } from './sim/world.ts';

export interface StandingRow {
  readonly team: Team;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface Standings {
  readonly champ: Champ;
  readonly season: number;
  /** `points`: 3 a win, 1 a draw (where a draw stands); `wins`: a point a win. */
  readonly scoring: 'points' | 'wins';
  /** Games of the season over so far. */
  readonly games: number;
  readonly rows: readonly StandingRow[];
}

const clubs = new Set(SPORT_PLANS.filter((s) => 'clubs' in s.sides).map((s) => s.sportId));

/** A table ranks clubs; tours of individuals and fight nights have none. */
export const hasTable = (champ: Champ): boolean => clubs.has(champ.sportId);

/** Football-like: a draw is a result of its own. */
const drawsStand = ({ model }: Champ) =>
  model.kind === 'goals'
    ? model.overtimeSeconds === 0
    : model.kind === 'points' && model.drawStands;

/** A championship plays at least twice a week: its last game is within this many days. */
const LAST_GAME_DAYS = 10;
/** Longer than any season (the champions' 62 rounds twice a week are 217 days). */
const SEASON_DAYS = 400;

/** The season of the championship's last game kicked off by `now` (undefined: none in reach). */
function seasonAt(history: History, champ: Champ, now: number): number | undefined {
  for (let day = dayOf(now); day > dayOf(now) - LAST_GAME_DAYS; day--) {
    const started = history.champOn(champ, day).filter((f) => f.start <= now);
    if (started.length > 0) return Math.max(...started.map((f) => f.season));
  }
  return undefined;
}

const earlier = new WeakMap<History, Map<string, readonly Fixture[]>>();

/**
 * The season's games of days before yesterday, remembered for the day (all over by now: no game
 * runs a day); yesterday's and today's are looked at each time, as they finish.
 */
function earlierGames(history: History, champ: Champ, season: number, today: number) {
  let memo = earlier.get(history);
  if (!memo) earlier.set(history, (memo = new Map<string, readonly Fixture[]>()));
  const key = `${champ.id}:${season}:${today}`;
  const known = memo.get(key);
  if (known) return known;
  const firstRound = season * 2 * (champ.teams.length - 1);
  const games: Fixture[] = [];
  for (let day = today - 2; day > today - SEASON_DAYS; day--) {
    const ofDay = history.champOn(champ, day);
    games.push(...ofDay.filter((f) => f.season === season));
    if (ofDay.some((f) => f.season < season || f.round === firstRound)) break;
  }
  // Keys of past days are never asked again: one day's entries are kept.
  for (const old of memo.keys()) if (!old.endsWith(`:${today}`)) memo.delete(old);
  memo.set(key, games);
  return games;
}

/** The season's results by `now`. */
export function seasonResults(sim: FeedSimulator, champ: Champ, now: number) {
  const history = historyOf(sim);
  const season = seasonAt(history, champ, now);
  if (season === undefined) return { season: 0, results: [] as Result[] };
  const today = dayOf(now);
  const recent = [today - 1, today].flatMap((day) =>
    history.champOn(champ, day).filter((f) => f.season === season),
  );
  const results = [...earlierGames(history, champ, season, today), ...recent].flatMap((f) => {
    const result = history.resultAt(f, now);
    return result ? [result] : [];
  });
  return { season, results };
}

/** A championship's table at `now`, from its season's games over by then. */
export function standingsOf(sim: FeedSimulator, champ: Champ, now: number): Standings {
  const { season, results } = seasonResults(sim, champ, now);
  const scoring = drawsStand(champ) ? 'points' : 'wins';
  const rows = new Map<number, StandingRow>(
    champ.teams.map((team) => [
      team.id,
      { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 },
    ]),
  );
  for (const { fixture, score } of results) {
    const sides = [
      [rows.get(fixture.home.id)!, score[0], score[1]],
      [rows.get(fixture.away.id)!, score[1], score[0]],
    ] as const;
    for (const [row, own, other] of sides) {
      row.played++;
      row.goalsFor += own;
      row.goalsAgainst += other;
      if (own > other) {
        row.won++;
        row.points += scoring === 'points' ? 3 : 1;
      } else if (own === other) {
        row.drawn++;
        row.points += scoring === 'points' ? 1 : 0;
      } else row.lost++;
    }
  }
  const ranked = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      b.won - a.won ||
      a.team.name.localeCompare(b.team.name),
  );
  return { champ, season, scoring, games: results.length, rows: ranked };
}
