import type {
  ChampsResponse,
  SportsShortResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** What the statistics centre shows: /{lng}/statistic[/{sportId}[/{champId}]]. */
export interface CentrePlace {
  readonly sportId?: number;
  readonly champId?: number;
}

/** The place the path under /statistic/ names, or undefined for one that names nothing. */
export function centrePlaceOf(splat: string): CentrePlace | undefined {
  const parts = splat.split('/').filter(Boolean);
  if (parts.length > 2 || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return undefined;
  const [sportId, champId] = parts.map(Number);
  return {
    ...(sportId === undefined ? {} : { sportId }),
    ...(champId === undefined ? {} : { champId }),
  };
}

export const centrePath = (language: string, place: CentrePlace): string =>
  [`/${language}/statistic`, place.sportId, place.champId]
    .filter((part) => part !== undefined)
    .join('/');

/** What each of the centre's calls asks (the first data and the views ask the same). */
export const centreInputs = (language: string, sportId?: number) => ({
  tableIds: { lng: language },
  sports: { lng: language },
  champs: { lng: language },
  sportChamps:
    sportId === undefined ? null : { lng: language, sport: sportId, getEmpty: true as const },
});

/**
 * The sports that have a championship with a table: the feed's sports (names) whose
 * championships of the line (each names its sport) include one GetStageTableIds lists.
 */
export function sportsWithTables(
  sports: SportsShortResponse['data'],
  champs: ChampsResponse['data'],
  tableIds: readonly number[],
): SportsShortResponse['data'] {
  const tables = new Set(tableIds);
  const withTables = new Set(champs.filter((c) => tables.has(c.id)).map((c) => c.sportId));
  return sports.filter((s) => withTables.has(s.id));
}

/** A sport's championships that keep a table, in the feed's order. */
export const champsWithTables = (
  champs: ChampsResponse['data'],
  tableIds: readonly number[],
): ChampsResponse['data'] => {
  const tables = new Set(tableIds);
  return champs.filter((c) => tables.has(c.id));
};
