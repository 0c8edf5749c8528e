/**
 * How each simulated sport is played and priced. Three families cover the sports the simulator
 * runs: `goals` (few scores, Poisson: football, hockey, baseball, futsal, cyber football), `points`
 * (many scores, normal: basketball, handball, American football, rugby) and `rally` (sets won by
 * reaching a target: tennis games, volleyball and table-tennis points, esports rounds or maps,
 * fights). Times are in seconds of the game clock (`goals`, `points`) or of play (`rally`).
 */
export type PlayModel = GoalsModel | PointsModel | RallyModel;

interface Clocked {
  /** Regulation periods and their length on the game clock. */
  readonly periods: number;
  readonly periodSeconds: number;
  /** Real seconds a period takes (the clock stops in hockey and basketball). */
  readonly wallPeriodSeconds: number;
  /** Break after each period but the last (index: period - 1); the last entry repeats. */
  readonly breakSeconds: readonly number[];
  /** Extra play after a draw in regulation (0: the draw stands). */
  readonly overtimeSeconds: number;
}

export interface GoalsModel extends Clocked {
  readonly kind: 'goals';
  /** Mean goals of a match between equal teams. */
  readonly meanTotal: number;
  /** Stoppage time added to each period, in seconds (football). */
  readonly stoppage: readonly [number, number];
  /** After a drawn overtime a shoot-out gives the winner one goal (hockey). */
  readonly shootout: boolean;
  /** Cards and corners happen (football and its kin). */
  readonly incidents: boolean;
}

export interface PointsModel extends Clocked {
  readonly kind: 'points';
  readonly meanTotal: number;
  /** Scoring plays' values and weights (basketball: 2, 3, 1). */
  readonly plays: readonly (readonly [number, number])[];
  /** Whether a draw after regulation is a result of its own (handball) or goes to overtime. */
  readonly drawStands: boolean;
}

export interface RallyModel {
  readonly kind: 'rally';
  readonly bestOf: number;
  /** Units a set is won at, the deciding set's target, whether two clear are needed. */
  readonly target: number;
  readonly lastTarget: number;
  readonly winByTwo: boolean;
  /** With win-by-two, the score both sides reach that one more unit decides (tennis 6:6 → 7:6). */
  readonly cap?: number;
  /** Mean real seconds a unit takes, and the break between sets. */
  readonly unitSeconds: number;
  readonly setBreakSeconds: number;
  /** What a unit is: shown on the scoreboard and in the chronology. */
  readonly unit: 'game' | 'point' | 'round' | 'map' | 'round-fight';
}

const FOOTBALL: GoalsModel = {
  kind: 'goals',
  periods: 2,
  periodSeconds: 45 * 60,
  wallPeriodSeconds: 45 * 60,
  breakSeconds: [15 * 60],
  overtimeSeconds: 0,
  meanTotal: 2.65,
  stoppage: [60, 300],
  shootout: false,
  incidents: true,
};

/** The play model of each simulated sport family. */
export const MODELS = {
  football: FOOTBALL,
  cyberFootball: {
    ...FOOTBALL,
    periodSeconds: 4 * 60,
    wallPeriodSeconds: 4 * 60,
    breakSeconds: [60],
    meanTotal: 3.6,
    stoppage: [0, 30],
  },
  futsal: {
    ...FOOTBALL,
    periodSeconds: 20 * 60,
    wallPeriodSeconds: 35 * 60,
    breakSeconds: [15 * 60],
    meanTotal: 6.2,
    stoppage: [0, 0],
  },
  hockey: {
    kind: 'goals',
    periods: 3,
    periodSeconds: 20 * 60,
    wallPeriodSeconds: 36 * 60,
    breakSeconds: [17 * 60],
    overtimeSeconds: 5 * 60,
    meanTotal: 5.6,
    stoppage: [0, 0],
    shootout: true,
    incidents: false,
  },
  baseball: {
    kind: 'goals',
    periods: 9,
    periodSeconds: 20 * 60,
    wallPeriodSeconds: 20 * 60,
    breakSeconds: [120],
    overtimeSeconds: 20 * 60,
    meanTotal: 8.8,
    stoppage: [0, 0],
    shootout: true,
    incidents: false,
  },
  basketball: {
    kind: 'points',
    periods: 4,
    periodSeconds: 10 * 60,
    wallPeriodSeconds: 24 * 60,
    breakSeconds: [120, 15 * 60, 120],
    overtimeSeconds: 5 * 60,
    meanTotal: 162,
    plays: [
      [2, 0.62],
      [3, 0.22],
      [1, 0.16],
    ],
    drawStands: false,
  },
  handball: {
    kind: 'points',
    periods: 2,
    periodSeconds: 30 * 60,
    wallPeriodSeconds: 34 * 60,
    breakSeconds: [15 * 60],
    overtimeSeconds: 0,
    meanTotal: 56,
    plays: [[1, 1]],
    drawStands: true,
  },
  americanFootball: {
    kind: 'points',
    periods: 4,
    periodSeconds: 15 * 60,
    wallPeriodSeconds: 45 * 60,
    breakSeconds: [120, 20 * 60, 120],
    overtimeSeconds: 10 * 60,
    meanTotal: 45,
    plays: [
      [7, 0.55],
      [3, 0.38],
      [2, 0.07],
    ],
    drawStands: false,
  },
  tennis: {
    kind: 'rally',
    bestOf: 3,
    target: 6,
    lastTarget: 6,
    winByTwo: true,
    cap: 7,
    unitSeconds: 270,
    setBreakSeconds: 120,
    unit: 'game',
  },
  volleyball: {
    kind: 'rally',
    bestOf: 5,
    target: 25,
    lastTarget: 15,
    winByTwo: true,
    unitSeconds: 26,
    setBreakSeconds: 180,
    unit: 'point',
  },
  tableTennis: {
    kind: 'rally',
    bestOf: 5,
    target: 11,
    lastTarget: 11,
    winByTwo: true,
    unitSeconds: 14,
    setBreakSeconds: 60,
    unit: 'point',
  },
  counterStrike: {
    kind: 'rally',
    bestOf: 3,
    target: 13,
    lastTarget: 13,
    winByTwo: true,
    unitSeconds: 115,
    setBreakSeconds: 300,
    unit: 'round',
  },
  moba: {
    kind: 'rally',
    bestOf: 3,
    target: 1,
    lastTarget: 1,
    winByTwo: false,
    unitSeconds: 36 * 60,
    setBreakSeconds: 600,
    unit: 'map',
  },
  fight: {
    kind: 'rally',
    bestOf: 1,
    target: 1,
    lastTarget: 1,
    winByTwo: false,
    unitSeconds: 14 * 60,
    setBreakSeconds: 0,
    unit: 'round-fight',
  },
  // Virtual sports: a whole match in compressed time (the clock still shows 90 minutes or four
  // quarters), so a round fits between kick-offs a few minutes apart.
  virtualFootball: {
    ...FOOTBALL,
    wallPeriodSeconds: 60,
    breakSeconds: [20],
    meanTotal: 2.8,
    stoppage: [0, 240],
  },
  virtualBasketball: {
    kind: 'points',
    periods: 4,
    periodSeconds: 10 * 60,
    wallPeriodSeconds: 30,
    breakSeconds: [10, 20, 10],
    overtimeSeconds: 5 * 60,
    meanTotal: 160,
    plays: [
      [2, 0.62],
      [3, 0.22],
      [1, 0.16],
    ],
    drawStands: false,
  },
} as const satisfies Record<string, PlayModel>;

export type ModelName = keyof typeof MODELS;
