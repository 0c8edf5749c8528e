import type { LongTermEvent } from './long-term-plans.ts';
import { drawsOf, sample } from './random.ts';
import type { Champ, Team, World } from './world.ts';

export const DAY_MS = 86_400_000;
/** Round 0 of every championship is played on this day (2024-10-04); days before count back. */
export const FIRST_DAY = 20_000;
/** Game ids: `GAME_ID_BASE + (day - FIRST_DAY) * GAMES_PER_DAY + index of the day`. */
const GAME_ID_BASE = 100_000_000;
export const GAMES_PER_DAY = 100_000;

export interface Fixture {
  readonly id: number;
  readonly champ: Champ;
  readonly home: Team;
  readonly away: Team;
  /** Kick-off, epoch milliseconds. */
  readonly start: number;
  /** Round since round 0, and the season it belongs to (a double round robin). */
  readonly round: number;
  readonly season: number;
  /**
   * A long-term event (sport 2999): no sides play, its participants are priced until `start`,
   * when betting closes; `home` and `away` stand for the event and its market (see long-term.ts).
   */
  readonly event?: LongTermEvent;
}

export const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** The day a game id was scheduled on and its index that day, or undefined for a foreign id. */
export function decodeGameId(id: number): { day: number; index: number } | undefined {
  const offset = id - GAME_ID_BASE;
  if (!Number.isSafeInteger(id) || offset < 0) return undefined;
  return { day: FIRST_DAY + Math.floor(offset / GAMES_PER_DAY), index: offset % GAMES_PER_DAY };
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** The pairings of a round: the circle method over the season's order, sides swapped in the second half. */
export function pairings(world: World, champ: Champ, round: number) {
  const n = champ.teams.length;
  const roundsInSeason = 2 * (n - 1);
  const season = Math.floor(round / roundsInSeason);
  const k = mod(round, roundsInSeason);
  const order = sample(drawsOf(world.seed, 'season', champ.id, season), champ.teams, n);
  const turn = k % (n - 1);
  // Position 0 stays, the others rotate by `turn`.
  const at = (i: number) => (i === 0 ? order[0]! : order[1 + mod(i - 1 + turn, n - 1)]!);
  const games: [Team, Team][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = at(i);
    const b = at(n - 1 - i);
    // Alternate who is at home so no side is always the host, and swap in the second half.
    const first = (i + turn) % 2 === 0 ? [a, b] : [b, a];
    games.push(k >= n - 1 ? [first[1]!, first[0]!] : [first[0]!, first[1]!]);
  }
  return { season, games };
}

/**
 * The highest density whose busiest day still fits a day's game ids (GAMES_PER_DAY): a day holds
 * at most `roundsPerDay × density + 1` rounds of each championship. Team counts come from the
 * plans, so any world of the same plans has the same bound.
 */
export function maxDensity(world: World): number {
  let gamesPerDensity = 0;
  let extra = 0;
  for (const champ of world.champs) {
    if (champ.kind !== 'regular') continue;
    const games = Math.floor(champ.teams.length / 2);
    gamesPerDensity += champ.plan.roundsPerDay * games;
    extra += games;
  }
  return Math.max(1, Math.floor((GAMES_PER_DAY - extra) / gamesPerDensity));
}

/** Rounds of a championship played on `day` (rounds per day scaled by the density). */
export function roundsOn(champ: Champ, day: number, density: number): number[] {
  const perDay = champ.plan.roundsPerDay * density;
  const from = Math.ceil((day - FIRST_DAY) * perDay - 1e-9);
  const to = Math.ceil((day - FIRST_DAY + 1) * perDay - 1e-9);
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

/**
 * Every game that kicks off on `day` (UTC), in id order. A round's games start from the
 * championship's prime hour on a quarter-hour grid; several rounds a day spread over the day.
 */
export function fixturesOfDay(world: World, day: number, density: number): Fixture[] {
  const fixtures: Fixture[] = [];
  const dayStart = day * DAY_MS;
  // Virtual leagues and long-term events keep schedules (and ids) of their own.
  for (const champ of world.champs) {
    if (champ.kind !== 'regular') continue;
    const rounds = roundsOn(champ, day, density);
    const spacing = Math.floor((24 * 60) / Math.max(rounds.length, 1) / 15) * 15;
    rounds.forEach((round, j) => {
      const { season, games } = pairings(world, champ, round);
      const draws = drawsOf(world.seed, 'kickoff', champ.id, round);
      const firstMinute = (champ.plan.primeHourUtc * 60 + j * spacing) % (24 * 60);
      const window = Math.min(spacing, 6 * 60);
      for (const [home, away] of games) {
        const minute = firstMinute + 15 * draws.int(0, Math.max(1, window / 15));
        const id = GAME_ID_BASE + (day - FIRST_DAY) * GAMES_PER_DAY + fixtures.length;
        fixtures.push({
          id,
          champ,
          home,
          away,
          start: dayStart + (minute % (24 * 60)) * 60_000,
          round,
          season,
        });
      }
    });
  }
  if (fixtures.length > GAMES_PER_DAY) throw new Error('feed density too high for game ids');
  return fixtures;
}
