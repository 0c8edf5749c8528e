import { MODELS, type PlayModel } from './models.ts';
import { CLUB_PATTERNS, INITIALS, regionOf, SURNAMES, TOWNS } from './names.ts';
import { type ChampPlan, SPORT_PLANS, type SportPlan } from './plans.ts';
import { type Draws, drawsOf, normal, sample } from './random.ts';

export interface Team {
  /** `champId * 100 + position` in its home championship. */
  readonly id: number;
  readonly name: string;
  /** Strength on a log scale: 0 is an average side of its championship. */
  readonly rating: number;
  readonly country: string;
}

export interface Champ {
  /** `sportId * 1000 + position` in the sport's plan. */
  readonly id: number;
  readonly sportId: number;
  readonly plan: ChampPlan;
  readonly model: PlayModel;
  readonly teams: readonly Team[];
}

/** The simulated world of a seed: its championships and teams, the same for every day. */
export interface World {
  readonly seed: string;
  readonly champs: readonly Champ[];
  readonly champById: ReadonlyMap<number, Champ>;
  readonly teamById: ReadonlyMap<number, Team>;
  /** Sport ids the simulator plays, in plan order. */
  readonly sportIds: readonly number[];
}

const individualName = (draws: Draws, pool: readonly string[]) =>
  `${draws.pick(pool)} ${draws.pick([...INITIALS])}.`;

/** Distinct names for `count` sides: clubs from towns × patterns, individuals by surname. */
function sideNames(
  seed: string,
  sport: SportPlan,
  plan: ChampPlan,
  champId: number,
  count: number,
) {
  const draws = drawsOf(seed, 'names', champId);
  const pool = plan.pool ?? plan.country;
  const names = new Set<string>();
  if ('clubs' in sport.sides) {
    const towns = TOWNS[pool] ?? TOWNS.INT ?? [];
    const patterns = CLUB_PATTERNS[sport.sides.clubs] ?? ['{t}'];
    // Every town once before any twice, each with a pattern of its own.
    for (const town of sample(draws, towns, towns.length)) {
      if (names.size === count) break;
      names.add(draws.pick(patterns).replace('{t}', town));
    }
    while (names.size < count) names.add(draws.pick(patterns).replace('{t}', draws.pick(towns)));
  } else {
    const surnames = SURNAMES[pool] ?? SURNAMES[regionOf(pool)] ?? [];
    while (names.size < count) names.add(individualName(draws, surnames));
  }
  return [...names];
}

function buildChamp(seed: string, sport: SportPlan, plan: ChampPlan, position: number): Champ {
  const id = sport.sportId * 1000 + position;
  const draws = drawsOf(seed, 'champ', id);
  const spread = plan.spread ?? 0.4;
  const teams = sideNames(seed, sport, plan, id, plan.teams).map((name, i): Team => ({
    id: id * 100 + i,
    name,
    rating: normal(draws) * spread,
    country: plan.country,
  }));
  return { id, sportId: sport.sportId, plan, model: MODELS[sport.model], teams };
}

/** The world of `seed` (pure: the same seed gives the same world). */
export function buildWorld(seed: string): World {
  const champs = SPORT_PLANS.flatMap((sport) =>
    sport.champs.map((plan, position) => buildChamp(seed, sport, plan, position)),
  );
  return {
    seed,
    champs,
    champById: new Map(champs.map((c) => [c.id, c])),
    teamById: new Map(champs.flatMap((c) => c.teams.map((t) => [t.id, t] as const))),
    sportIds: SPORT_PLANS.map((s) => s.sportId),
  };
}

/** A side's players (football-like squads for line-ups and scorers), drawn from its id. */
export function rosterOf(seed: string, team: Team, size = 18): string[] {
  const draws = drawsOf(seed, 'roster', team.id);
  const surnames = SURNAMES[regionOf(team.country)] ?? [];
  const names = new Set<string>();
  while (names.size < size) names.add(`${draws.pick([...INITIALS])}. ${draws.pick(surnames)}`);
  return [...names];
}
