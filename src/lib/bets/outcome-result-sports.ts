/**
 * Regulation per sport, for settling on a result that went past it. The simulator's play models
 * (server/feed/sim/models.ts) count regulation in periods; overtime periods follow them in a
 * result's `periods`. Sets sports have no overtime (a result holds only the sets played) and are
 * not listed; a test holds this table to the simulator's plans.
 */

/** Regulation periods of each clocked sport the feed plays, by sport id. */
export const REGULATION_PERIODS: Readonly<Record<number, number>> = {
  1: 2, // football: two halves (a draw stands)
  2: 3, // ice hockey: three periods, then one sudden-death overtime and a shoot-out
  3: 4, // basketball: four quarters, then overtimes
  5: 9, // baseball: nine innings, then one sudden-death extra and a shoot-out
  8: 2, // handball: two halves (a draw stands)
  13: 4, // American football: four quarters, then overtimes
  14: 2, // futsal: two halves (a draw stands)
  301: 2, // virtual football
  302: 4, // virtual basketball
  4005: 2, // cyber football
};

/** A sport's regulation periods, or undefined for sets sports and sports the feed does not play. */
export const regulationPeriodsOf = (sportId: number): number | undefined =>
  REGULATION_PERIODS[sportId];

/**
 * Sports whose whole-game handicaps and totals include overtime, as books settle basketball and
 * American football: the feed prices them in play on the score so far, overtime points included
 * (server/feed/sim/markets.ts, pointsMarkets), so settling them on regulation would pay a side
 * the feed offered at long odds after regulation had already decided it.
 */
export const OVERTIME_INCLUDED: ReadonlySet<number> = new Set([3, 13, 302]);
