import { playOf } from './sim/play.ts';
import { dayOf, type Fixture, fixturesOfDay } from './sim/schedule.ts';
import type { FeedSimulator } from './sim/simulator.ts';
import type { Champ, Team } from './sim/world.ts';

/** A game that has been played, with its final score (sets in rally sports). */
export interface Result {
  readonly fixture: Fixture;
  readonly score: readonly [number, number];
}

/** A map that forgets its least recently made entries past `limit`. */
class Recent<K, V> {
  readonly #map = new Map<K, V>();
  constructor(readonly limit: number) {}
  get(key: K, make: () => V): V {
    const found = this.#map.get(key);
    if (found !== undefined) return found;
    const value = make();
    this.#map.set(key, value);
    if (this.#map.size > this.limit) this.#map.delete(this.#map.keys().next().value as K);
    return value;
  }
}

/** How far back a look for a side's games goes: a weekly championship plays in a fortnight. */
const FORM_DAYS = 60;
/** The span head-to-head meetings are counted over. */
export const HEAD_TO_HEAD_DAYS = 365;
/** Days kept: the longest season (the champions' 62 rounds twice a week) with room to spare. */
const DAYS_KEPT = 400;

/**
 * Games already played, computed from the simulator's pure schedule and play (nothing is read
 * from the database): past days grouped by championship and final scores are remembered, so a
 * season's table or a side's form costs a day's schedule once, not once a request. Plays of old
 * games are drawn here rather than through the simulator, whose caches are for the live window.
 */
export class History {
  readonly #days = new Recent<number, ReadonlyMap<number, readonly Fixture[]>>(DAYS_KEPT);
  readonly #ends = new Recent<number, { endsAt: number; score: readonly [number, number] }>(60_000);

  constructor(readonly sim: FeedSimulator) {}

  /** A championship's games of a day, in id order. */
  champOn(champ: Champ, day: number): readonly Fixture[] {
    const byChamp = this.#days.get(day, () => {
      const grouped = new Map<number, Fixture[]>();
      for (const f of fixturesOfDay(this.sim.world, day, this.sim.options.density)) {
        const list = grouped.get(f.champ.id);
        if (list) list.push(f);
        else grouped.set(f.champ.id, [f]);
      }
      return grouped;
    });
    return byChamp.get(champ.id) ?? [];
  }

  #end(f: Fixture) {
    return this.#ends.get(f.id, () => {
      const play = playOf(f, f.champ.model, this.sim.options.seed);
      const last = play.moments.at(-1);
      return { endsAt: play.endsAt, score: last ? last.score : ([0, 0] as const) };
    });
  }

  /** The game's result if it was over at `t`. */
  resultAt(f: Fixture, t: number): Result | undefined {
    if (t < f.start) return undefined;
    const end = this.#end(f);
    return this.sim.elapsed(f, t) >= end.endsAt ? { fixture: f, score: end.score } : undefined;
  }

  /** A side's last `count` results before `t`, newest first (within FORM_DAYS). */
  lastResults(team: Team, t: number, count: number): Result[] {
    const champ = this.sim.world.champById.get(Math.floor(team.id / 100));
    if (!champ) return [];
    const found: Result[] = [];
    for (let day = dayOf(t); day > dayOf(t) - FORM_DAYS && found.length < count; day--) {
      const games = this.champOn(champ, day).filter(
        (f) => f.home.id === team.id || f.away.id === team.id,
      );
      for (const f of [...games].sort((a, b) => b.start - a.start || b.id - a.id)) {
        const result = this.resultAt(f, t);
        if (result && found.length < count) found.push(result);
      }
    }
    return found;
  }

  /** Meetings of two sides of a championship played before `t`, over HEAD_TO_HEAD_DAYS. */
  meetings(champ: Champ, a: Team, b: Team, t: number): Result[] {
    const found: Result[] = [];
    const pair = (f: Fixture) =>
      (f.home.id === a.id && f.away.id === b.id) || (f.home.id === b.id && f.away.id === a.id);
    for (let day = dayOf(t); day > dayOf(t) - HEAD_TO_HEAD_DAYS; day--)
      for (const f of this.champOn(champ, day)) {
        if (!pair(f)) continue;
        const result = this.resultAt(f, t);
        if (result) found.push(result);
      }
    return found;
  }
}

const histories = new WeakMap<FeedSimulator, History>();

/** The history of a simulator's world (one per simulator: its seed and density). */
export function historyOf(sim: FeedSimulator): History {
  let history = histories.get(sim);
  if (!history) histories.set(sim, (history = new History(sim)));
  return history;
}
