import { playOf } from './sim/play.ts';
import { dayOf, type Fixture, fixturesOfDay } from './sim/schedule.ts';
import type { FeedSimulator } from './sim/simulator.ts';
import { stateAt } from './sim/state.ts';

/** A game's final result: the last moment of the play the live feed shows it playing. */
export interface FinalResult {
  readonly fixture: Fixture;
  /** When its play ends, model seconds after kick-off (the simulator's test of a finished game). */
  readonly endsAt: number;
  readonly score: readonly [number, number];
  readonly periods: readonly (readonly [number, number])[];
  /** Played on past regulation (extra time, overtime, extra innings). */
  readonly overtime: boolean;
  /** Decided by a shoot-out (its goal is in the score, not in the periods). */
  readonly shootout: boolean;
}

/** Days of results kept at once: the results page's week and the window's reach back. */
const DAYS_KEPT = 40;

function finalResult(fixture: Fixture, seed: string): FinalResult {
  const { model } = fixture.champ;
  const play = playOf(fixture, model, seed);
  const state = stateAt(play, model, play.endsAt);
  return {
    fixture,
    endsAt: play.endsAt,
    score: state.score,
    periods: state.periods,
    overtime: model.kind !== 'rally' && state.periods.length > model.periods,
    shootout: play.moments.some((m) => m.kind === 'shootout'),
  };
}

/**
 * The finished games of any window, from the simulator's own plays. A day's games and their final
 * results do not depend on the clock (a play is drawn once from the seed), so each day is
 * computed once and kept; only whether a game is over yet is asked at `now`. The days' schedule is
 * the championships' (fixturesOfDay): virtual leagues and long-term events keep schedules of
 * their own and have no results here.
 */
export class ResultsBook {
  readonly #days = new Map<number, readonly FinalResult[]>();

  constructor(readonly sim: FeedSimulator) {}

  /** Every game that kicks off on `day` with how it ends, in id order. */
  #day(day: number): readonly FinalResult[] {
    const found = this.#days.get(day);
    if (found) {
      this.#days.delete(day);
      this.#days.set(day, found);
      return found;
    }
    const { world, options } = this.sim;
    // The pure schedule and plays, not the simulator's caches: old days must not evict live ones.
    const made = fixturesOfDay(world, day, options.density).map((f) =>
      finalResult(f, options.seed),
    );
    this.#days.set(day, made);
    if (this.#days.size > DAYS_KEPT) this.#days.delete(this.#days.keys().next().value as number);
    return made;
  }

  /** The games that kicked off from `from` to `to` (epoch ms, both included) and are over at `now`. */
  finished(from: number, to: number, now: number): FinalResult[] {
    const last = Math.min(to, now);
    const done: FinalResult[] = [];
    for (let day = dayOf(from); day <= dayOf(last); day++)
      for (const result of this.#day(day)) {
        const { start } = result.fixture;
        if (
          start >= from &&
          start <= last &&
          this.sim.elapsed(result.fixture, now) >= result.endsAt
        )
          done.push(result);
      }
    return done;
  }

  /** When a game's play ends, epoch milliseconds. */
  endOf(result: FinalResult): number {
    // The simulator's pace for this game (model seconds a real second): its own test inverted.
    const { fixture } = result;
    const pace = this.sim.elapsed(fixture, fixture.start + 1000);
    return fixture.start + (result.endsAt * 1000) / pace;
  }
}

const books = new WeakMap<FeedSimulator, ResultsBook>();

/** The one results book of a simulator (its memory outlives requests). */
export function resultsBookOf(sim: FeedSimulator): ResultsBook {
  let book = books.get(sim);
  if (!book) {
    book = new ResultsBook(sim);
    books.set(sim, book);
  }
  return book;
}
