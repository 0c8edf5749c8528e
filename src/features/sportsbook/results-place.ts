import type { ResultsInput } from './api/get-results';

/** Days the results page offers: today and the six before it. */
export const RESULTS_DAYS = 7;

/** A calendar day as the address names it: YYYY-MM-DD. */
export type DayKey = string;

const two = (n: number) => String(n).padStart(2, '0');

/** The parts of a day key, or undefined for anything that is not one. */
function partsOf(key: string): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** Midnight of year/month/day (month 1-based, day may overflow), in the browser's zone or UTC. */
const midnight = (local: boolean, y: number, m: number, d: number) =>
  local ? new Date(y, m - 1, d).getTime() : Date.UTC(y, m - 1, d);

/** The day an instant falls on: in the player's zone (`local`), or UTC where the zone is unknown. */
export function dayKeyOf(ms: number, local: boolean): DayKey {
  const d = new Date(ms);
  return local
    ? `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
    : `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

/** The days offered at `now`, today first. */
export function resultsDays(now: number, local: boolean): DayKey[] {
  const [y, m, d] = partsOf(dayKeyOf(now, local))!;
  return Array.from({ length: RESULTS_DAYS }, (_, i) =>
    dayKeyOf(midnight(local, y, m, d - i), local),
  );
}

/** A day's kick-offs as the results call asks them: its first and last second, epoch seconds. */
export function dayWindow(day: DayKey, local: boolean): { tsFrom: number; tsTo: number } {
  const [y, m, d] = partsOf(day)!;
  return {
    tsFrom: midnight(local, y, m, d) / 1000,
    tsTo: midnight(local, y, m, d + 1) / 1000 - 1,
  };
}

/** What the results page shows: a day, and perhaps a sport, a championship and a team's name. */
export interface ResultsPlace {
  readonly day: DayKey;
  readonly sportId?: number;
  readonly champId?: number;
  readonly team?: string;
}

const idOf = (value: string | null) =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/**
 * The place the address's query names (`?day=&sport=&champ=&team=`): a day not offered is today,
 * a malformed id or an empty name is left out; a championship only within its sport.
 */
export function resultsPlaceOf(search: URLSearchParams, days: readonly DayKey[]): ResultsPlace {
  const asked = search.get('day');
  const day = asked !== null && days.includes(asked) ? asked : days[0]!;
  const sportId = idOf(search.get('sport'));
  const champId = sportId === undefined ? undefined : idOf(search.get('champ'));
  const team = search.get('team')?.trim().slice(0, 100);
  return {
    day,
    ...(sportId === undefined ? {} : { sportId }),
    ...(champId === undefined ? {} : { champId }),
    ...(team ? { team } : {}),
  };
}

/** The page's address for a place (today's day is left out: the plain address is today). */
export function resultsHref(language: string, place: ResultsPlace, today: DayKey): string {
  const query = new URLSearchParams();
  if (place.day !== today) query.set('day', place.day);
  if (place.sportId !== undefined) query.set('sport', String(place.sportId));
  if (place.champId !== undefined) query.set('champ', String(place.champId));
  if (place.team) query.set('team', place.team);
  const text = query.toString();
  return `/${language}/results${text ? `?${text}` : ''}`;
}

/** What the page asks the platform for a place: the day's window and the filters. */
export const resultsInput = (
  language: string,
  place: ResultsPlace,
  local: boolean,
  count: number,
): ResultsInput => ({
  lng: language,
  ...dayWindow(place.day, local),
  ...(place.sportId === undefined ? {} : { sports: [place.sportId] }),
  ...(place.champId === undefined ? {} : { champs: [place.champId] }),
  ...(place.team ? { text: place.team } : {}),
  count,
});
