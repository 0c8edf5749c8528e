import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sportName } from '../catalogues/sports.ts';
import { INTERNATIONAL, titleIn, TITLES } from './sim/titles.ts';
import type { Champ } from './sim/world.ts';

const seedData = <T>(file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../db/seed-data', file), 'utf8')) as T;

interface CountryRow {
  readonly id: number;
  readonly alpha2: string;
  readonly name: string;
}

const countries = new Map(seedData<CountryRow[]>('countries.json').map((c) => [c.alpha2, c]));
const countryNames =
  seedData<Record<string, Record<string, Record<string, string>>>>('catalogue-names.json')
    .countries ?? {};

/** The catalogue id of a championship's country (undefined for international ones). */
export const countryIdOf = (alpha2: string): number | undefined => countries.get(alpha2)?.id;

function countryName(alpha2: string, language: string): string {
  const row = countries.get(alpha2);
  if (!row) return titleIn(INTERNATIONAL, language);
  return countryNames[language]?.[String(row.id)] ?? row.name;
}

/** A championship's name in a language: "England. Premier League"; cyber ones by their game. */
export function champName(champ: Champ, language: string): string {
  const title = titleIn(TITLES[champ.plan.title], language);
  const where =
    champ.plan.country === 'INT' && champ.sportId >= 4000
      ? sportName(champ.sportId, language)
      : countryName(champ.plan.country, language);
  return `${where}. ${title}`;
}

export { sportName };
