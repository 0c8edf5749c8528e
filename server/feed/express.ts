import type { WireOutcome } from '../../src/lib/feed/bet-types.ts';
import type { Mode } from './feed-calls.ts';
import { hashOf } from './sim/random.ts';
import { DAY_MS, dayOf } from './sim/schedule.ts';
import type { FeedSimulator, GameView } from './sim/simulator.ts';

/** The price range of a selection: likely, yet worth adding. */
export const EXPRESS_MIN_PRICE = 1.25;
export const EXPRESS_MAX_PRICE = 2.2;
const CYBER_FROM = 4000;

export interface ExpressSelection {
  readonly view: GameView;
  readonly outcome: WireOutcome;
}

export interface Express {
  /** The UTC day (days since the epoch) it is the express of. */
  readonly day: number;
  readonly selections: readonly ExpressSelection[];
  readonly price: number;
}

/**
 * The product of prices rounded down to hundredths, in whole hundredths (prices have two
 * decimals): binary floating point would round 3.00 down to 2.99.
 */
export function combinedPrice(prices: readonly number[]): number {
  if (prices.length === 0) return 1;
  let hundredths = 1n;
  for (const price of prices) hundredths *= BigInt(Math.round(price * 100));
  return Number(hundredths / 100n ** BigInt(prices.length - 1)) / 100;
}

/** A game's most likely outcome among its main markets priced within range, if open. */
export const likeliest = (view: GameView): WireOutcome | undefined =>
  view.outcomes
    .filter((o) => !o.b && o.c >= EXPRESS_MIN_PRICE && o.c <= EXPRESS_MAX_PRICE)
    .sort((a, b) => a.c - b.c)[0];

/**
 * The express of the day: 3 to 5 selections (how many is drawn for the seed and the day), one a
 * game, from the set's games of the day (the line: today's, then tomorrow's) — top championships
 * first, then in an order drawn for the seed and the day, so every player sees the same express
 * all day; a game leaves it only when it kicks off (the line) or ends (live). Cyber: cyber sports
 * only; otherwise none.
 */
export function expressOfDay(sim: FeedSimulator, now: number, mode: Mode, cyber: boolean): Express {
  const today = dayOf(now);
  const { seed } = sim.options;
  const kind = cyber ? 'cyber' : 'sport';
  const size = 3 + (hashOf(seed, 'express-size', kind, today) % 3);
  const pool = sim
    .games(mode, now)
    .filter(
      (f) =>
        f.champ.sportId >= CYBER_FROM === cyber &&
        (mode === 'live' || f.start < (today + 2) * DAY_MS),
    )
    .map((f) => ({
      f,
      top: f.champ.plan.top ? 0 : 1,
      day: dayOf(f.start),
      rank: hashOf(seed, 'express', kind, today, f.id),
    }))
    .sort((a, b) => a.top - b.top || a.day - b.day || a.rank - b.rank);
  const selections: ExpressSelection[] = [];
  for (const { f } of pool) {
    if (selections.length === size) break;
    const view = sim.view(f, now, { all: false, asian: false });
    const outcome = likeliest(view);
    if (outcome) selections.push({ view, outcome });
  }
  return { day: today, selections, price: combinedPrice(selections.map((s) => s.outcome.c)) };
}

/** The day as the answer names it. */
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
