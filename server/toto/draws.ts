import { FIFTEEN_EVENTS } from '../../src/lib/toto/toto-maths.ts';
import { dayOf, FIRST_DAY, type Fixture } from '../feed/sim/schedule.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';

/**
 * Draws of the toto, made from the feed simulator the same way every time (a restart, a second
 * process, a test: the same draws). A day's football league games, in kick-off order, make up to
 * DRAWS_A_DAY draws of FIFTEEN_EVENTS games each; a draw closes when its first game kicks off.
 * Its id (the spec's drawId, digits) is the feed's day × 10 + its number that day (1 …).
 */

/** The spec's draw-game types and ids; the platform plays fifteen. */
export const DRAW_TYPE_IDS = {
  fifteen: 1,
  score: 2,
  football: 3,
  hockey: 4,
  basket: 12,
  cyberfootball: 6,
  cybersport: 9,
  free: 7,
  jackpot: 8,
  cricket: 11,
} as const;
export type DrawType = keyof typeof DRAW_TYPE_IDS;

/** What a draw is as the player sees it: open until its first game, closed until it settles. */
export type DrawStatus = 'open' | 'closed' | 'settled' | 'cancelled';
export const DRAW_STATUSES: readonly DrawStatus[] = ['open', 'closed', 'settled', 'cancelled'];

const DRAWS_A_DAY = 4;
const FOOTBALL = 1;

export interface Draw {
  readonly id: number;
  readonly type: 'fifteen';
  readonly games: readonly Fixture[];
  /** Epoch milliseconds: the first game's kick-off. */
  readonly closesAt: number;
}

/** The draws of a feed day, in closing order. */
export function drawsOfDay(sim: FeedSimulator, day: number): Draw[] {
  if (day < FIRST_DAY) return [];
  const football = sim
    .fixturesOfDay(day)
    .filter((f) => f.champ.sportId === FOOTBALL && f.champ.kind === 'regular' && !f.event)
    .sort((a, b) => a.start - b.start || a.id - b.id);
  const draws: Draw[] = [];
  for (let n = 0; n < DRAWS_A_DAY && (n + 1) * FIFTEEN_EVENTS <= football.length; n++) {
    const games = football.slice(n * FIFTEEN_EVENTS, (n + 1) * FIFTEEN_EVENTS);
    draws.push({ id: day * 10 + n + 1, type: 'fifteen', games, closesAt: games[0]!.start });
  }
  return draws;
}

/** The draw an id names, if the feed has it. */
export function drawById(sim: FeedSimulator, id: number): Draw | undefined {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return drawsOfDay(sim, Math.floor(id / 10)).find((d) => d.id === id);
}

/** The days whose draws are listed and settled: two days back (as the feed's results) to the line's end. */
export function drawDays(now: number, horizonDays: number): number[] {
  const today = dayOf(now);
  return Array.from({ length: horizonDays + 3 }, (_, i) => today - 2 + i);
}

/** A draw's status from the clock and its stored row (settled or cancelled once settlement ran). */
export function drawStatusOf(
  draw: Pick<Draw, 'closesAt'>,
  stored: string | undefined,
  now: number,
): DrawStatus {
  if (stored === 'settled' || stored === 'cancelled') return stored;
  return now < draw.closesAt ? 'open' : 'closed';
}
