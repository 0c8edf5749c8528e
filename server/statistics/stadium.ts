import { countryIdOf } from '../feed/names.ts';
import { CLUB_PATTERNS, TOWNS } from '../feed/sim/names.ts';
import { hashOf } from '../feed/sim/random.ts';
import type { Team } from '../feed/sim/world.ts';
import { individual } from './squads.ts';

export interface Stadium {
  readonly name: string;
  readonly city: string;
  readonly countryId?: number;
  readonly capacity: number;
}

/** Club patterns, longest first, as expressions that give back the town a club is named after. */
const PATTERNS = Object.values(CLUB_PATTERNS)
  .flat()
  .filter((p, i, all) => all.indexOf(p) === i && p !== '{t}')
  .sort((a, b) => b.length - a.length)
  .map((p) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{t}', '(.+)')}$`));

/** The town in a club's name ("Real Benalta" → Benalta); a name without a pattern is the town. */
function townOf(team: Team): string {
  for (const pattern of PATTERNS) {
    const town = pattern.exec(team.name)?.[1];
    if (town) return town;
  }
  return team.name;
}

/** Venue names by sport (clubs' grounds, or the halls individual sports are played in). */
const VENUES: Record<number, readonly string[]> = {
  1: ['{t} Stadium', '{t} Park', 'Estadio {t}', '{t} Arena', '{t} Road'],
  2: ['{t} Ice Palace', '{t} Ice Arena', '{t} Arena'],
  3: ['{t} Arena', '{t} Sports Hall', '{t} Dome'],
  4: ['{t} Tennis Centre', '{t} Centre Court'],
  10: ['{t} Table Tennis Hall'],
  56: ['{t} Fight Arena', '{t} Events Centre'],
  4005: ['{t} Cyber Arena'],
  4009: ['{t} Esports Arena', '{t} LAN Hall'],
  4010: ['{t} Esports Arena', '{t} LAN Hall'],
};
const DEFAULT_VENUES = ['{t} Arena', '{t} Stadium', '{t} Sports Centre'];

/** Seats by sport: a football ground holds many more than a table-tennis hall. */
const CAPACITY: Record<number, readonly [number, number]> = {
  1: [8_000, 85_000],
  2: [5_000, 21_000],
  3: [4_000, 20_000],
  4: [2_000, 15_000],
  5: [15_000, 50_000],
  10: [300, 2_500],
  13: [20_000, 80_000],
  14: [1_500, 8_000],
  56: [3_000, 18_000],
  4005: [200, 1_500],
  4009: [1_000, 15_000],
  4010: [1_000, 15_000],
};
const DEFAULT_CAPACITY = [3_000, 15_000] as const;

/**
 * The home side's venue, drawn from its id: a club plays at home in its own town, an individual
 * where its championship's country (or pool) has a town. The same team always has the same one.
 */
export function stadiumOf(team: Team): Stadium {
  const sportId = Math.floor(team.id / 100_000);
  const towns = TOWNS[team.country] ?? TOWNS.INT ?? [];
  const city = individual(team)
    ? (towns[hashOf('venue-town', team.id) % Math.max(1, towns.length)] ?? team.name)
    : townOf(team);
  const venues = VENUES[sportId] ?? DEFAULT_VENUES;
  const [low, high] = CAPACITY[sportId] ?? DEFAULT_CAPACITY;
  // Stronger sides have bigger grounds: the rating nudges where in the range the capacity falls.
  const share = Math.min(
    1,
    Math.max(0, (hashOf('capacity', team.id) % 1000) / 2000 + 0.25 + team.rating / 2),
  );
  const countryId = countryIdOf(team.country);
  return {
    name: venues[hashOf('venue', team.id) % venues.length]!.replace('{t}', city),
    city,
    ...(countryId === undefined ? {} : { countryId }),
    capacity: Math.round((low + (high - low) * share) / 100) * 100,
  };
}
