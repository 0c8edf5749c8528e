import { countryIdOf } from '../feed/names.ts';
import { INITIALS, SURNAMES, TOWNS } from '../feed/sim/names.ts';
import { type Draws, drawsOf, normal, sample, weighted } from '../feed/sim/random.ts';
import { DAY_MS, FIRST_DAY } from '../feed/sim/schedule.ts';

/**
 * Horse racing, which the simulator does not play: a race card drawn from the race id and the
 * feed's seed (runners, jockeys, weights, form, prices), and once the race has been run on the
 * feed clock, its finishing order. Race `n` starts `n` slots after the simulator's first day.
 */

export const RACE_EVERY_MS = 15 * 60_000;

export type RaceStatus = 'upcoming' | 'running' | 'finished';

export interface Runner {
  readonly number: number;
  /** Starting stall. */
  readonly draw: number;
  readonly name: string;
  readonly jockey: string;
  readonly age: number;
  /** Weight carried, kilograms. */
  readonly weight: number;
  /** Recent finishes, oldest first: 1–9, 0 (tenth or worse), P pulled up, F fell, U unseated, - a season break. */
  readonly form: string;
  readonly odds: number;
  /** Finishing place once the race is over. */
  readonly position?: number;
}

export interface HorseRace {
  readonly id: number;
  /** Off time, epoch seconds. */
  readonly start: number;
  readonly course: string;
  readonly countryId?: number;
  readonly title: string;
  /** Metres. */
  readonly distance: number;
  readonly going: string;
  readonly status: RaceStatus;
  /** The book's sum of implied chances (1 / odds), above 1 by the bookmaker's margin. */
  readonly overround: number;
  readonly runners: readonly Runner[];
  /** Runner numbers in finishing order, once the race is over. */
  readonly result?: readonly number[];
}

// prettier-ignore
const ADJECTIVES = [
  'Silver', 'Golden', 'Midnight', 'Northern', 'Royal', 'Wild', 'Quiet', 'Lucky', 'Brave',
  'Crimson', 'Misty', 'Swift', 'Noble', 'Desert', 'Velvet', 'Copper', 'Summer', 'Winter',
  'Highland', 'Blue', 'Scarlet', 'Hidden', 'Dancing', 'Distant',
];
// prettier-ignore
const NOUNS = [
  'Arrow', 'Storm', 'Legend', 'Dancer', 'Spirit', 'Comet', 'Harbour', 'Whisper', 'Rebel', 'Echo',
  'Falcon', 'Tide', 'Crown', 'Meadow', 'Rocket', 'Thunder', 'Lantern', 'Voyager', 'Banner',
  'Prince', 'Melody', 'Mirage', 'Sparrow', 'Outlaw',
];
// prettier-ignore
const RACE_KINDS = ['Handicap', 'Maiden Stakes', 'Novice Stakes', 'Conditions Stakes', 'Sprint', 'Cup'];
const GOINGS = ['firm', 'good-to-firm', 'good', 'good-to-soft', 'soft', 'heavy'] as const;
const DISTANCES = [1000, 1200, 1400, 1600, 2000, 2400, 2800, 3200] as const;
const COUNTRIES = ['GB', 'FR', 'US', 'AU'] as const;
// prettier-ignore
const FORM_MARKS: readonly (readonly [string, number])[] = [
  ['1', 8], ['2', 8], ['3', 8], ['4', 7], ['5', 6], ['6', 5], ['7', 4], ['8', 3], ['9', 2],
  ['0', 3], ['P', 1], ['F', 0.5], ['U', 0.5],
];
/** A galloping horse covers about 16 metres a second. */
const METRES_PER_SECOND = 16;

/** When race `id` is off, epoch milliseconds. */
export const raceStartMs = (id: number) => FIRST_DAY * DAY_MS + id * RACE_EVERY_MS;

/** Whether race `id` is on the card: every race since the first day, and those of the days ahead. */
export const raceExists = (id: number, now: number, horizonDays: number) =>
  Number.isSafeInteger(id) && id >= 1 && raceStartMs(id) <= now + horizonDays * DAY_MS;

function formOf(draws: Draws): string {
  const marks = Array.from({ length: draws.int(3, 7) }, () => weighted(draws, FORM_MARKS));
  if (draws.real(0, 1) < 0.3) marks.splice(draws.int(1, marks.length), 0, '-');
  return marks.join('');
}

/** Places drawn one by one in proportion to each runner's chance (a Plackett–Luce order). */
function finishingOrder(draws: Draws, chances: readonly number[]): number[] {
  const left = chances.map((p, i) => [i, p] as const);
  const order: number[] = [];
  while (left.length > 0) {
    const picked = weighted(draws, left);
    order.push(picked);
    left.splice(
      left.findIndex(([i]) => i === picked),
      1,
    );
  }
  return order;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The card of race `id` at `now` (pure: the same seed, id and moment give the same race). */
export function horseRace(seed: string, id: number, now: number): HorseRace {
  const draws = drawsOf(seed, 'horse-race', id);
  const country = draws.pick(COUNTRIES);
  const course = draws.pick(TOWNS[country] ?? ['Newmarket']);
  const distance = draws.pick(DISTANCES);
  const size = draws.int(8, 15);
  const names = sample(
    draws,
    ADJECTIVES.flatMap((a) => NOUNS.map((n) => `${a} ${n}`)),
    size,
  );
  const jockeys = [...(SURNAMES.europe ?? []), ...(SURNAMES.americas ?? [])];
  const stalls = sample(
    draws,
    Array.from({ length: size }, (_, i) => i + 1),
    size,
  );
  const ratings = names.map(() => normal(draws) * 0.5);
  const weights = ratings.map((r) => Math.exp(r * 2.2));
  const total = weights.reduce((s, w) => s + w, 0);
  const chances = weights.map((w) => w / total);
  const margin = draws.real(1.12, 1.25);
  const runners = names.map((name, i) => ({
    number: i + 1,
    draw: stalls[i]!,
    name,
    jockey: `${draws.pick([...INITIALS])}. ${draws.pick(jockeys)}`,
    age: draws.int(3, 9),
    // Better-rated horses carry more in a handicap: weight follows the rating.
    weight: Math.round((57 + ratings[i]! * 6 + draws.real(-1, 1)) * 2) / 2,
    form: formOf(draws),
    odds: Math.min(1000, Math.max(1.01, round2(1 / (chances[i]! * margin)))),
  }));
  const startMs = raceStartMs(id);
  const runMs = (distance / METRES_PER_SECOND) * 1000;
  const status: RaceStatus =
    now < startMs ? 'upcoming' : now < startMs + runMs ? 'running' : 'finished';
  const order =
    status === 'finished' ? finishingOrder(drawsOf(seed, 'horse-result', id), chances) : undefined;
  const countryId = countryIdOf(country);
  return {
    id,
    start: Math.floor(startMs / 1000),
    course,
    ...(countryId === undefined ? {} : { countryId }),
    title: `${course} ${draws.pick(RACE_KINDS)}`,
    distance,
    going: draws.pick(GOINGS),
    status,
    overround: Math.round(runners.reduce((s, r) => s + 1 / r.odds, 0) * 1000) / 1000,
    runners: order ? runners.map((r, i) => ({ ...r, position: order.indexOf(i) + 1 })) : runners,
    ...(order ? { result: order.map((i) => i + 1) } : {}),
  };
}
