import type { Fixture } from './sim/schedule.ts';

/** The common feed parameters this platform acts on (the others are accepted and ignored). */
export interface FeedQuery {
  readonly lng?: string;
  readonly sports?: string;
  readonly champs?: string;
  readonly antiSports?: string;
  readonly count?: number;
  readonly page?: number;
  readonly top?: boolean;
  readonly tsFrom?: number;
  readonly tsTo?: number;
  readonly cyberFlag?: number;
  readonly virtualSports?: boolean;
  readonly cfview?: number;
  readonly mode?: number;
}

/** An id list as the request-building rules send it ("1,2,3") as a set; undefined when absent. */
export const idSet = (text: string | undefined): ReadonlySet<number> | undefined =>
  text === undefined || text === '' ? undefined : new Set(text.split(',').map(Number));

const CYBER_FROM = 4000;

/**
 * Whether a game passes the query's sport, championship, time and kind filters. Virtual sports
 * are a feed of their own: `virtualSports=true` asks for them only, any other list leaves them out
 * (as `cyberFlag` picks or drops cyber sports).
 */
export function fixtureFilter(query: FeedQuery): (f: Fixture) => boolean {
  const sports = idSet(query.sports);
  const champs = idSet(query.champs);
  const anti = idSet(query.antiSports);
  return (f) => {
    const sportId = f.champ.sportId;
    if ((f.champ.kind === 'virtual') !== (query.virtualSports === true)) return false;
    if (sports && !sports.has(sportId)) return false;
    if (champs && !champs.has(f.champ.id)) return false;
    if (anti?.has(sportId)) return false;
    if (query.top && !f.champ.plan.top) return false;
    if (query.cyberFlag === 1 && sportId < CYBER_FROM) return false;
    if (query.cyberFlag === 2 && sportId >= CYBER_FROM) return false;
    if (query.tsFrom !== undefined && f.start < query.tsFrom * 1000) return false;
    if (query.tsTo !== undefined && f.start > query.tsTo * 1000) return false;
    return true;
  };
}

/** The page a list answer holds: `count` games (default 50) from page `page` (1-based). */
export function pageOf<T>(items: readonly T[], query: FeedQuery): T[] {
  const count = query.count ?? 50;
  const page = query.page ?? 1;
  return items.slice((page - 1) * count, page * count);
}

/** The cache key of a call: its path and its parameters in a fixed order. */
export const answerKey = (path: string, query: object, language: string) =>
  `${path}?${language}&${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;
