import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sportName } from '../catalogues/sports.ts';
import { longTermSideNames } from './sim/long-term-plans.ts';
import type { Fixture } from './sim/schedule.ts';
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

/** The catalogue's politics (the sport elections are about). */
const POLITICS = 200;

/**
 * A championship's name in a language: "England. Premier League"; cyber and virtual ones by their
 * game ("Virtual football. Premier League"); long-term ones by what they are about ("Football.
 * England. Premier League", "Politics. Republic of Varnia").
 */
export function champName(champ: Champ, language: string): string {
  const longTerm = champ.longTerm;
  if (longTerm?.subject)
    return `${sportName(longTerm.subject.sportId, language)}. ${champName(longTerm.subject, language)}`;
  if (longTerm?.plan.kind === 'election')
    return `${sportName(POLITICS, language)}. ${titleIn(longTerm.plan.region.names, language)}`;
  const title = titleIn(TITLES[champ.plan.title], language);
  const where =
    champ.plan.country === 'INT' && (champ.sportId >= 4000 || champ.kind === 'virtual')
      ? sportName(champ.sportId, language)
      : countryName(champ.plan.country, language);
  return `${where}. ${title}`;
}

/**
 * A game's sides as a language names them: the teams, or a long-term event's event and market
 * ("Season 5" – "Winner"), which the fixture itself names in English.
 */
export function sideNames(fixture: Fixture, language: string): [string, string] {
  const plan = fixture.champ.longTerm?.plan;
  return fixture.event && plan
    ? longTermSideNames(plan, fixture.event.instance, language)
    : [fixture.home.name, fixture.away.name];
}

export { sportName };
