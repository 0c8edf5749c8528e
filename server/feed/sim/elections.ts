import type { Participant, Region } from './long-term-plans.ts';
import { INITIALS, SURNAMES } from './names.ts';
import { drawsOf, normal } from './random.ts';
import { DAY_MS, FIRST_DAY } from './schedule.ts';

/** Votes are counted for this long after the polls close; then the winner is known. */
export const COUNTING_MS = 3 * 3_600_000;

/** How much a candidate's standing moves in a day, and how much the day itself can still surprise. */
const DAILY_SWING = 0.035;
const ELECTION_DAY_SURPRISE = 0.16;

/** When election `n` of a region closes (polls close), epoch milliseconds. */
export const pollsClose = (region: Region, n: number): number =>
  (FIRST_DAY + region.offsetDays + n * region.everyDays) * DAY_MS + region.closeHourUtc * 3_600_000;

/** The election whose polls close next after `now` (elections before the first day do not exist). */
export function electionAt(region: Region, now: number): number {
  const period = region.everyDays * DAY_MS;
  return Math.max(0, Math.floor((now - pollsClose(region, 0)) / period) + 1);
}

/** Who stands in election `n`: three to six candidates named from the region's pool. */
export function candidatesOf(seed: string, region: Region, n: number): Participant[] {
  const draws = drawsOf(seed, 'candidates', region.key, n);
  const surnames = SURNAMES[region.pool] ?? [];
  const count = 3 + draws.int(0, 4);
  const names = new Set<string>();
  while (names.size < count) names.add(`${draws.pick([...INITIALS])}. ${draws.pick(surnames)}`);
  return [...names].map((name) => ({ name }));
}

/** Each candidate's standing when the election is called (a log-scale popularity). */
const baseOf = (seed: string, region: Region, n: number, count: number) => {
  const draws = drawsOf(seed, 'standing', region.key, n);
  return Array.from({ length: count }, () => 0.25 * normal(draws));
};

/**
 * The candidates' standing after `days` days of campaign: the start plus each day's swing (one
 * draw a day, so the standing on any day is the same whenever it is asked).
 */
export function standingAfter(
  seed: string,
  region: Region,
  n: number,
  count: number,
  days: number,
): number[] {
  const standing = baseOf(seed, region, n, count);
  for (let day = 1; day <= days; day++) {
    const draws = drawsOf(seed, 'poll', region.key, n, day);
    for (let i = 0; i < count; i++) standing[i] = standing[i]! + DAILY_SWING * normal(draws);
  }
  return standing;
}

/**
 * What the market makes of an election at `at` (from `opens` to `closes`): each candidate's
 * standing that day, and how uncertain the result still is (the days left and the day itself).
 */
export function electionOutlook(
  seed: string,
  region: Region,
  n: number,
  count: number,
  opens: number,
  closes: number,
  at: number,
): { means: number[]; sds: number[] } {
  const days = Math.max(0, Math.floor((Math.min(at, closes) - opens) / DAY_MS));
  const left = Math.max(0, (closes - at) / DAY_MS);
  const sd = Math.sqrt(left * DAILY_SWING ** 2 + ELECTION_DAY_SURPRISE ** 2);
  return {
    means: standingAfter(seed, region, n, count, days),
    sds: Array.from({ length: count }, () => sd),
  };
}

/** The winner of election `n` (its 1-based number among the candidates): the most votes. */
export function electionWinner(
  seed: string,
  region: Region,
  n: number,
  count: number,
  opens: number,
  closes: number,
): number {
  const days = Math.max(0, Math.floor((closes - opens) / DAY_MS));
  const standing = standingAfter(seed, region, n, count, days);
  const draws = drawsOf(seed, 'votes', region.key, n);
  const votes = standing.map((s) => s + ELECTION_DAY_SURPRISE * normal(draws));
  return votes.indexOf(Math.max(...votes)) + 1;
}
