import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a sport is to the line: a sport proper, a cyber sport, the long-term bets, a virtual sport
 * (simulated rounds, the feed's `virtualSports` lists), or the stand-in.
 */
export type SportKind = 'regular' | 'cyber' | 'longterm' | 'virtual' | 'dummy';

export interface Sport {
  readonly id: number;
  /** English; the names in other languages are in catalogue-names.json ("sports"). */
  readonly name: string;
  readonly kind: SportKind;
}

const seedData = <T>(file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../db/seed-data', file), 'utf8')) as T;

/** Every sport of the catalogue in id order, the dummy (id 0) first: the table the database seeds. */
export const SPORTS: readonly Sport[] = seedData<Sport[]>('sports.json');

/** The entry for an id the catalogue does not have. */
export const DUMMY_SPORT: Sport = (() => {
  const dummy = SPORTS.find((s) => s.kind === 'dummy');
  if (!dummy) throw new Error('sports.json has no dummy entry');
  return dummy;
})();

const byId = new Map(SPORTS.map((s) => [s.id, s]));
const names = new Map(
  Object.entries(
    seedData<Record<string, Record<string, Record<string, string>>>>('catalogue-names.json')
      .sports ?? {},
  ),
);

/** The sport with an id, else the dummy entry. */
export const sportOf = (id: number): Sport => byId.get(id) ?? DUMMY_SPORT;

/** A sport's name in a language, else its English name; an unknown id is named as the dummy is. */
export function sportName(id: number, language: string): string {
  const sport = sportOf(id);
  return names.get(language)?.[String(sport.id)] ?? sport.name;
}
