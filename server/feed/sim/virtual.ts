import type { ModelName } from './models.ts';
import { DAY_MS, FIRST_DAY, type Fixture, pairings } from './schedule.ts';
import type { TitleKey } from './titles.ts';
import type { Champ, World } from './world.ts';

/**
 * A virtual league, as sportsbooks' virtual football and basketball run: a round kicks off every
 * `everyMinutes` of the feed's clock, all its games at once, around the clock; each game plays in
 * compressed time (its model) and is over before the next round starts. A round is on sale
 * `roundsAhead` rounds before its kick-off, and bets close at kick-off (no prices in play).
 */
export interface VirtualPlan {
  readonly sportId: number;
  readonly model: ModelName;
  readonly clubs: 'football' | 'basketball';
  readonly title: TitleKey;
  /** Sides (even): a double round robin, played over and over. */
  readonly teams: number;
  readonly everyMinutes: number;
  /** Minutes past the grid its rounds kick off at, so leagues do not all start together. */
  readonly offsetMinutes: number;
  readonly roundsAhead: number;
  /** How far apart the sides are (spread of ratings). */
  readonly spread: number;
}

/** The catalogue's virtual sports (sports.json, kind `virtual`). */
export const VIRTUAL_FOOTBALL = 301;
export const VIRTUAL_BASKETBALL = 302;

/** Append only: a league's position names its championship id and its games' ids. */
export const VIRTUAL_PLANS: readonly VirtualPlan[] = [
  {
    sportId: VIRTUAL_FOOTBALL,
    model: 'virtualFootball',
    clubs: 'football',
    title: 'premier',
    teams: 16,
    everyMinutes: 4,
    offsetMinutes: 0,
    roundsAhead: 5,
    spread: 0.55,
  },
  {
    sportId: VIRTUAL_FOOTBALL,
    model: 'virtualFootball',
    clubs: 'football',
    title: 'champions',
    teams: 8,
    everyMinutes: 3,
    offsetMinutes: 1,
    roundsAhead: 5,
    spread: 0.4,
  },
  {
    sportId: VIRTUAL_BASKETBALL,
    model: 'virtualBasketball',
    clubs: 'basketball',
    title: 'national',
    teams: 12,
    everyMinutes: 5,
    offsetMinutes: 2,
    roundsAhead: 4,
    spread: 0.35,
  },
];

/** A virtual championship's league: its plan and its position in VIRTUAL_PLANS. */
export interface VirtualLeague {
  readonly plan: VirtualPlan;
  readonly league: number;
}

/**
 * Virtual game ids: `VIRTUAL_ID_BASE + league * IDS_PER_LEAGUE + round * ROUND_SLOTS + index`,
 * above every scheduled game's id (those are below 10⁹) and below the long-term events' (2·10⁹).
 */
export const VIRTUAL_ID_BASE = 1_000_000_000;
const IDS_PER_LEAGUE = 100_000_000;
const ROUND_SLOTS = 16;
const MAX_ROUND = IDS_PER_LEAGUE / ROUND_SLOTS - 1;

/** How far back finished virtual games are listed (and recorded): about 30 rounds a league. */
export const VIRTUAL_RESULTS_MS = 2 * 3_600_000;

const everyMs = (plan: VirtualPlan) => plan.everyMinutes * 60_000;

/** When round `round` of a league kicks off, epoch milliseconds (round 0: the first day). */
export const roundStart = (plan: VirtualPlan, round: number): number =>
  FIRST_DAY * DAY_MS + plan.offsetMinutes * 60_000 + round * everyMs(plan);

/** The last round that kicked off at or before `ms` (−1 before round 0). */
export const roundAt = (plan: VirtualPlan, ms: number): number =>
  Math.max(-1, Math.floor((ms - roundStart(plan, 0)) / everyMs(plan)));

export const virtualGameId = (league: number, round: number, index: number): number =>
  VIRTUAL_ID_BASE + league * IDS_PER_LEAGUE + round * ROUND_SLOTS + index;

/** The league, round and index of a virtual game id, or undefined for another id. */
export function decodeVirtualId(
  id: number,
): { league: number; round: number; index: number } | undefined {
  const offset = id - VIRTUAL_ID_BASE;
  if (!Number.isSafeInteger(id) || offset < 0) return undefined;
  const league = Math.floor(offset / IDS_PER_LEAGUE);
  if (league >= VIRTUAL_PLANS.length) return undefined;
  const rest = offset % IDS_PER_LEAGUE;
  return { league, round: Math.floor(rest / ROUND_SLOTS), index: rest % ROUND_SLOTS };
}

/** The games of a round of a virtual championship (the same pairings as scheduled leagues draw). */
export function virtualRound(world: World, champ: Champ, round: number): Fixture[] {
  const virtual = champ.virtual;
  if (!virtual || round < 0 || round > MAX_ROUND) return [];
  const { season, games } = pairings(world, champ, round);
  const start = roundStart(virtual.plan, round);
  return games.map(([home, away], index) => ({
    id: virtualGameId(virtual.league, round, index),
    champ,
    home,
    away,
    start,
    round,
    season,
  }));
}

/**
 * The rounds of a league worth looking at `now` for a status: the line's rounds on sale, the
 * round (or two) that may still be playing, the finished ones of the results window.
 */
export function roundsFor(
  plan: VirtualPlan,
  status: 'line' | 'live' | 'finished',
  now: number,
): number[] {
  const last = roundAt(plan, now);
  const span = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i).filter((r) => r >= 0);
  if (status === 'line') return span(last + 1, last + plan.roundsAhead);
  if (status === 'live') return span(last - 1, last);
  return span(last - Math.ceil(VIRTUAL_RESULTS_MS / everyMs(plan)), last);
}
