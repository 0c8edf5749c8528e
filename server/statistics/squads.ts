import type { ModelName } from '../feed/sim/models.ts';
import { SPORT_PLANS } from '../feed/sim/plans.ts';
import { drawsOf, hashOf, sample } from '../feed/sim/random.ts';
import { rosterOf, type Team } from '../feed/sim/world.ts';

export interface Player {
  /** `<team id>-<place in the squad>`: the same player in line-ups, player info and scorers. */
  readonly id: string;
  readonly name: string;
  /** Shirt number (squads of clubs; an individual has none). */
  readonly number?: number;
  /** Position code of the sport (GK, DF, MF, FW in football). */
  readonly position: string;
}

export interface Squad {
  readonly formation?: string;
  readonly starting: readonly Player[];
  readonly substitutes: readonly Player[];
}

const FORMATIONS = ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2', '3-4-3', '5-3-2', '4-1-4-1'] as const;

/** How many start, and the positions the squad fills in turn (starters, then the bench again). */
const SHAPES: Partial<Record<ModelName, { starters: number; positions: readonly string[] }>> = {
  futsal: { starters: 5, positions: ['GK', 'DF', 'MF', 'MF', 'FW'] },
  hockey: { starters: 6, positions: ['G', 'D', 'D', 'F', 'F', 'F'] },
  basketball: { starters: 5, positions: ['PG', 'SG', 'SF', 'PF', 'C'] },
  handball: { starters: 7, positions: ['GK', 'LW', 'LB', 'CB', 'RB', 'RW', 'P'] },
  volleyball: { starters: 6, positions: ['S', 'OH', 'MB', 'OP', 'OH', 'MB', 'L'] },
  baseball: { starters: 9, positions: ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] },
  americanFootball: {
    starters: 11,
    positions: ['QB', 'RB', 'WR', 'WR', 'TE', 'OL', 'OL', 'OL', 'OL', 'OL', 'K'],
  },
  counterStrike: { starters: 5, positions: ['PL'] },
  moba: { starters: 5, positions: ['PL'] },
};

const plans = new Map(SPORT_PLANS.map((p) => [p.sportId, p]));
const modelOf = (team: Team) => plans.get(Math.floor(team.id / 100_000))?.model;

/** Whether a sport's sides are single players (tennis, table tennis, fights). */
export const individual = (team: Team) => {
  const plan = plans.get(Math.floor(team.id / 100_000));
  return plan !== undefined && 'individuals' in plan.sides;
};

/** A football side's formation: drawn once from its id, so it is the same every game. */
export function formationOf(team: Team): string {
  return FORMATIONS[hashOf('formation', team.id) % FORMATIONS.length]!;
}

function footballPositions(team: Team): string[] {
  const lines = formationOf(team).split('-').map(Number);
  const defenders = lines[0]!;
  const forwards = lines.at(-1)!;
  const midfield = 10 - defenders - forwards;
  return [
    'GK',
    ...Array<string>(defenders).fill('DF'),
    ...Array<string>(midfield).fill('MF'),
    ...Array<string>(forwards).fill('FW'),
    // The bench: a keeper and two of each line.
    'GK',
    'DF',
    'DF',
    'MF',
    'MF',
    'FW',
    'FW',
  ];
}

/** Every player of a side in squad order (the first ones start), with numbers and positions. */
export function playersOf(seed: string, team: Team): Player[] {
  if (individual(team)) return [{ id: `${team.id}-0`, name: team.name, position: 'PL' }];
  const roster = rosterOf(seed, team);
  const model = modelOf(team);
  const shape = model ? SHAPES[model] : undefined;
  const positions = shape
    ? roster.map((_, i) => shape.positions[i % shape.positions.length]!)
    : footballPositions(team);
  // The first keeper wears 1; the others draw distinct numbers from 2 to 99.
  const numbers = sample(
    drawsOf(seed, 'shirts', team.id),
    Array.from({ length: 98 }, (_, i) => i + 2),
    roster.length,
  );
  return roster.map((name, i) => ({
    id: `${team.id}-${i}`,
    name,
    number: i === 0 && positions[0] === 'GK' ? 1 : numbers[i]!,
    position: positions[i] ?? 'PL',
  }));
}

/** How many of a side start (football: the first eleven). */
export function startersOf(team: Team): number {
  if (individual(team)) return 1;
  const model = modelOf(team);
  return (model && SHAPES[model]?.starters) ?? 11;
}

/** A side's line-up for a game: its starters, its bench, its formation (football). */
export function squadOf(seed: string, team: Team): Squad {
  const players = playersOf(seed, team);
  const starters = startersOf(team);
  const model = modelOf(team);
  const football = model === 'football' || model === 'cyberFootball';
  return {
    ...(football ? { formation: formationOf(team) } : {}),
    starting: players.slice(0, starters),
    substitutes: players.slice(starters),
  };
}
