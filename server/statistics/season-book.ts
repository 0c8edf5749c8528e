import { playOf, type Side } from '../feed/sim/play.ts';
import { dayOf, FIRST_DAY, type Fixture, fixturesOfDay, roundsOn } from '../feed/sim/schedule.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { stateAt } from '../feed/sim/state.ts';
import type { Champ } from '../feed/sim/world.ts';

/** A scoring moment with the player the simulator credits it to (clubs' sports). */
export interface Score {
  readonly side: Side;
  readonly player: string;
}

/** A finished game as statistics show it: the last moment of its play. */
export interface Result {
  readonly fixture: Fixture;
  readonly score: readonly [number, number];
  readonly periods: readonly (readonly [number, number])[];
  readonly scorers: readonly Score[];
}

interface Season {
  readonly fixtures: readonly Fixture[];
  /** Each game's result and when its play ends (model seconds), once computed. */
  readonly results: Map<number, { readonly endsAt: number; readonly result: Result }>;
}

/** Seasons kept at once: every championship's current one and the two before (head to head). */
const SEASONS_KEPT = 200;
/** Days looked back for a championship's last round (the slowest play once a week). */
const LOOKBACK_DAYS = 60;

export const roundsInSeason = (champ: Champ) => 2 * (champ.teams.length - 1);

/** Newest kick-off first; the same kick-off by id, so every list shares one order. */
export const newestFirst = (a: Result, b: Result) =>
  b.fixture.start - a.fixture.start || b.fixture.id - a.fixture.id;

/**
 * A championship's seasons as the simulator plays them (a double round robin, `roundsInSeason`
 * rounds): the fixtures of a season are found from the days its rounds fall on, and each game's
 * result is computed from its play only when asked and once. Nothing is stored: past seasons are
 * computed the same way as today's.
 */
export class SeasonBook {
  readonly #seasons = new Map<string, Season>();

  constructor(readonly sim: FeedSimulator) {}

  get density(): number {
    return this.sim.options.density;
  }

  /** Every game of a season, in kick-off order (season 0 starts on the simulator's first day). */
  fixtures(champ: Champ, season: number): readonly Fixture[] {
    return this.#season(champ, season).fixtures;
  }

  /** The season being played at `now`: the one of the last round that has kicked off. */
  currentSeason(champ: Champ, now: number): number {
    const today = dayOf(now);
    for (let day = today; day > today - LOOKBACK_DAYS; day--) {
      const last = roundsOn(champ, day, this.density).at(-1);
      if (last === undefined) continue;
      const season = Math.max(0, Math.floor(last / roundsInSeason(champ)));
      const first = this.fixtures(champ, season)[0];
      return first && first.start > now ? Math.max(0, season - 1) : season;
    }
    return 0;
  }

  /** The result of a game once it is over at `now`, else undefined. */
  resultAt(fixture: Fixture, now: number): Result | undefined {
    return this.#resultIn(this.#season(fixture.champ, fixture.season), fixture, now);
  }

  #resultIn({ results }: Season, fixture: Fixture, now: number): Result | undefined {
    if (fixture.start > now) return undefined;
    let known = results.get(fixture.id);
    if (!known) {
      // The pure play, not the simulator's: old games must not push live ones out of its cache.
      const play = playOf(fixture, fixture.champ.model, this.sim.options.seed);
      const state = stateAt(play, fixture.champ.model, play.endsAt);
      known = {
        endsAt: play.endsAt,
        result: {
          fixture,
          score: state.score,
          periods: state.periods,
          scorers: play.moments.flatMap((m) =>
            m.kind === 'goal' && m.side !== undefined && m.player !== undefined
              ? [{ side: m.side, player: m.player }]
              : [],
          ),
        },
      };
      results.set(fixture.id, known);
    }
    // The simulator's own test of a finished game (FeedSimulator.status), on the same numbers.
    return this.sim.elapsed(fixture, now) >= known.endsAt ? known.result : undefined;
  }

  /** A season's games over by `now` (those `only` keeps), newest kick-off first. */
  finished(
    champ: Champ,
    season: number,
    now: number,
    only: (f: Fixture) => boolean = () => true,
  ): Result[] {
    const done: Result[] = [];
    const entry = this.#season(champ, season);
    for (const f of entry.fixtures) {
      if (f.start > now) break;
      // Filtering first spares the play of games a team list or a meeting does not need.
      const result = only(f) ? this.#resultIn(entry, f, now) : undefined;
      if (result) done.push(result);
    }
    return done.sort(newestFirst);
  }

  #season(champ: Champ, season: number): Season {
    const key = `${champ.id}:${season}`;
    const found = this.#seasons.get(key);
    if (found) {
      // Recently used seasons stay: move to the end of the eviction order.
      this.#seasons.delete(key);
      this.#seasons.set(key, found);
      return found;
    }
    const made: Season = { fixtures: this.#fixturesOf(champ, season), results: new Map() };
    this.#seasons.set(key, made);
    if (this.#seasons.size > SEASONS_KEPT)
      this.#seasons.delete(this.#seasons.keys().next().value as string);
    return made;
  }

  #fixturesOf(champ: Champ, season: number): Fixture[] {
    const perDay = champ.plan.roundsPerDay * this.density;
    const from = season * roundsInSeason(champ);
    const to = from + roundsInSeason(champ) - 1;
    const found: Fixture[] = [];
    // A round's day is about FIRST_DAY + round / perDay; one day either side covers the rounding.
    const firstDay = FIRST_DAY + Math.floor(from / perDay) - 1;
    const lastDay = FIRST_DAY + Math.floor(to / perDay) + 1;
    for (let day = firstDay; day <= lastDay; day++) {
      if (!roundsOn(champ, day, this.density).some((r) => r >= from && r <= to)) continue;
      // The pure schedule, not the simulator's few cached days: an old season must not evict today.
      for (const f of fixturesOfDay(this.sim.world, day, this.density))
        if (f.champ.id === champ.id && f.season === season) found.push(f);
    }
    return found.sort((a, b) => a.start - b.start || a.id - b.id);
  }
}

const books = new WeakMap<FeedSimulator, SeasonBook>();

/** The one book of a simulator (its memory outlives requests). */
export function seasonBookOf(sim: FeedSimulator): SeasonBook {
  let book = books.get(sim);
  if (!book) {
    book = new SeasonBook(sim);
    books.set(sim, book);
  }
  return book;
}
