import { LONG_TERM_PLANS, LONG_TERM_SPORT, type LongTermPlan } from './long-term-plans.ts';
import { MODELS, type PlayModel } from './models.ts';
import { CLUB_PATTERNS, INITIALS, regionOf, SURNAMES, TOWNS } from './names.ts';
import { type ChampPlan, SPORT_PLANS, type SportPlan } from './plans.ts';
import { type Draws, drawsOf, normal, sample } from './random.ts';
import { VIRTUAL_PLANS, type VirtualLeague } from './virtual.ts';

export interface Team {
  /** `champId * 100 + position` in its home championship. */
  readonly id: number;
  readonly name: string;
  /** Strength on a log scale: 0 is an average side of its championship. */
  readonly rating: number;
  readonly country: string;
}

/**
 * What a championship is: one of the scheduled plans (SPORT_PLANS), a virtual league playing
 * round after round (virtual.ts), or long-term events (sport 2999: long-term.ts).
 */
export type ChampKind = 'regular' | 'virtual' | 'longterm';

export interface Champ {
  /** `sportId * 1000 + position` in the sport's plan (virtual and long-term plans count apart). */
  readonly id: number;
  readonly sportId: number;
  readonly kind: ChampKind;
  readonly plan: ChampPlan;
  /**
   * How its games are played. Long-term events are never played: theirs is the subject
   * championship's (elections: a one-decision fight), only so every championship has one.
   */
  readonly model: PlayModel;
  readonly teams: readonly Team[];
  readonly virtual?: VirtualLeague;
  /** A long-term championship's plan and the championship whose winner it is about. */
  readonly longTerm?: {
    readonly plan: LongTermPlan;
    readonly position: number;
    readonly subject?: Champ;
  };
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
  return { id, sportId: sport.sportId, kind: 'regular', plan, model: MODELS[sport.model], teams };
}

/** The virtual leagues' championships, numbered within each virtual sport. */
function virtualChamps(seed: string): Champ[] {
  const positions = new Map<number, number>();
  return VIRTUAL_PLANS.map((plan, league) => {
    const position = positions.get(plan.sportId) ?? 0;
    positions.set(plan.sportId, position + 1);
    const sport: SportPlan = {
      sportId: plan.sportId,
      model: plan.model,
      sides: { clubs: plan.clubs },
      champs: [],
    };
    const champPlan: ChampPlan = {
      country: 'INT',
      title: plan.title,
      teams: plan.teams,
      roundsPerDay: (24 * 60) / plan.everyMinutes,
      primeHourUtc: 0,
      spread: plan.spread,
      pool: 'VIRTUAL',
    };
    const champ = buildChamp(seed, sport, champPlan, position);
    return { ...champ, kind: 'virtual', virtual: { plan, league } };
  });
}

/** The long-term championships (sport 2999): a championship's winner, a region's elections. */
function longTermChamps(regular: readonly Champ[]): Champ[] {
  return LONG_TERM_PLANS.map((plan, position): Champ => {
    const subject =
      plan.kind === 'winner'
        ? regular.find(
            (c) =>
              c.sportId === plan.sportId &&
              c.plan.country === plan.country &&
              c.plan.title === plan.title,
          )
        : undefined;
    if (plan.kind === 'winner' && !subject)
      throw new Error(`no championship for long-term plan ${position}`);
    return {
      id: LONG_TERM_SPORT * 1000 + position,
      sportId: LONG_TERM_SPORT,
      kind: 'longterm',
      plan: {
        country: subject?.plan.country ?? 'INT',
        title: subject?.plan.title ?? 'premier',
        teams: subject?.teams.length ?? 0,
        roundsPerDay: 0,
        primeHourUtc: 0,
      },
      model: subject?.model ?? MODELS.fight,
      teams: [],
      longTerm: { plan, position, ...(subject ? { subject } : {}) },
    };
  });
}

/** The world of `seed` (pure: the same seed gives the same world). */
export function buildWorld(seed: string): World {
  const regular = SPORT_PLANS.flatMap((sport) =>
    sport.champs.map((plan, position) => buildChamp(seed, sport, plan, position)),
  );
  // Appended after the scheduled ones: their ids and the day's game ids stay as they were.
  const champs = [...regular, ...virtualChamps(seed), ...longTermChamps(regular)];
  return {
    seed,
    champs,
    champById: new Map(champs.map((c) => [c.id, c])),
    teamById: new Map(champs.flatMap((c) => c.teams.map((t) => [t.id, t] as const))),
    sportIds: [...new Set(champs.map((c) => c.sportId))],
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
