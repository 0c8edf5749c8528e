/**
 * The market groups and outcome types the feed sends and the site names, shared by the platform
 * and the site (one table: a price the coupon shows is the outcome the platform prices). An
 * outcome is `{ g: group, t: type, p?: line or parameter, pe?: period }`; its key is the same
 * everywhere: `${gameId}:${pe}:${g}:${t}:${p}` (outcomeKey).
 */
export const MARKET_GROUP = {
  result: 1,
  handicap: 2,
  doubleChance: 8,
  team1Total: 15,
  total: 17,
  bothScore: 19,
  winner: 101,
  correctScore: 136,
  team2Total: 62,
  /** Long-term events and races: which of the game's participants wins (p: its number). */
  outright: 900,
} as const;

export type MarketGroup = (typeof MARKET_GROUP)[keyof typeof MARKET_GROUP];

export const OUTCOME = {
  win1: 1,
  draw: 2,
  win2: 3,
  win1OrDraw: 4,
  win1OrWin2: 5,
  drawOrWin2: 6,
  handicap1: 7,
  handicap2: 8,
  over: 9,
  under: 10,
  team1Over: 11,
  team1Under: 12,
  team2Over: 13,
  team2Under: 14,
  bothScoreYes: 180,
  bothScoreNo: 181,
  winner1: 401,
  winner2: 402,
  score: 731,
  /** A participant of the game's `participants` list; `p` is its 1-based number there. */
  participant: 9001,
} as const;

export type OutcomeType = (typeof OUTCOME)[keyof typeof OUTCOME];

/** The group each outcome type belongs to. */
export const GROUP_OF: Readonly<Record<OutcomeType, MarketGroup>> = {
  1: 1,
  2: 1,
  3: 1,
  4: 8,
  5: 8,
  6: 8,
  7: 2,
  8: 2,
  9: 17,
  10: 17,
  11: 15,
  12: 15,
  13: 62,
  14: 62,
  180: 19,
  181: 19,
  401: 101,
  402: 101,
  731: 136,
  9001: 900,
};

/** A correct score's parameter: home * 100 + away (a score of 100 or more is not offered). */
export const scoreParam = (home: number, away: number) => home * 100 + away;

/** One priced outcome as the feed sends it. */
export interface WireOutcome {
  readonly g: MarketGroup;
  readonly t: OutcomeType;
  /** Line (totals, handicaps: side 1's), score parameter, participant's number, or absent. */
  readonly p?: number;
  /** Period: 0 or absent the whole game, else the half, period, quarter or set it is about. */
  readonly pe?: number;
  /** Decimal price. */
  readonly c: number;
  /** Present and true while the market is suspended: shown locked, not bettable. */
  readonly b?: true;
}

/** The key that names an outcome of a game everywhere (feed, selection list, coupon, bets). */
export const outcomeKey = (gameId: number, o: Pick<WireOutcome, 'g' | 't' | 'p' | 'pe'>) =>
  `${gameId}:${o.pe ?? 0}:${o.g}:${o.t}:${o.p ?? 0}`;

/** The game and outcome an outcomeKey names (its inverse); undefined for another text. */
export function outcomeOfKey(
  key: string,
): { gameId: number; outcome: Pick<WireOutcome, 'g' | 't' | 'p' | 'pe'> } | undefined {
  const parts = key.split(':').map(Number);
  if (parts.length !== 5 || !parts.every(Number.isFinite)) return undefined;
  const [gameId = 0, pe = 0, g = 0, t = 0, p = 0] = parts;
  return {
    gameId,
    outcome: {
      g: g as MarketGroup,
      t: t as OutcomeType,
      ...(p ? { p } : {}),
      ...(pe ? { pe } : {}),
    },
  };
}

/** Groups whose parameter names an outcome, not a market: every score, every participant is one market. */
const ONE_MARKET: ReadonlySet<number> = new Set([MARKET_GROUP.correctScore, MARKET_GROUP.outright]);

/**
 * The key of the market an outcome belongs to: one outcome per market in the selection list.
 * A line is a market of its own (over and under 2.5 are one market, 3.5 another; both sides of a
 * handicap carry side 1's line), a correct score is one market for every score, an outright one
 * market for every participant.
 */
export const marketKey = (gameId: number, o: Pick<WireOutcome, 'g' | 'p' | 'pe'>) =>
  `${gameId}:${o.pe ?? 0}:${o.g}:${ONE_MARKET.has(o.g) ? 0 : (o.p ?? 0)}`;

/**
 * A game's one result market, whole game: the 1X2 where it has one, else the winner's prices (a
 * sport with overtime has both; a card or a "1x2" list shows one row, not two that read alike).
 */
export function resultMarket<T extends Pick<WireOutcome, 'g' | 't' | 'pe'>>(
  outcomes: readonly T[],
): T[] {
  const whole = outcomes.filter((o) => !o.pe);
  const group = whole.some((o) => o.g === MARKET_GROUP.result)
    ? MARKET_GROUP.result
    : MARKET_GROUP.winner;
  return whole.filter((o) => o.g === group).sort((a, b) => a.t - b.t);
}
