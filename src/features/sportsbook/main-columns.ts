import { MARKET_GROUP as G, OUTCOME as T, type WireOutcome } from '@/lib/feed/bet-types';

/** The columns a list shows for a game: the result, a handicap pair and a total pair. */
export interface MainColumns {
  readonly result: readonly (WireOutcome | undefined)[];
  readonly handicap: readonly (WireOutcome | undefined)[];
  readonly total: readonly (WireOutcome | undefined)[];
}

const find = (outcomes: readonly WireOutcome[], g: number, t: number) =>
  outcomes.find((o) => o.g === g && o.t === t && !o.pe);

/**
 * A list game's outcomes in their columns: three-way where the game has a draw, else the winner's
 * two. A market taken off leaves its cells empty, so the columns stay aligned.
 */
export function mainColumns(outcomes: readonly WireOutcome[], threeWay: boolean): MainColumns {
  return {
    result: threeWay
      ? [
          find(outcomes, G.result, T.win1),
          find(outcomes, G.result, T.draw),
          find(outcomes, G.result, T.win2),
        ]
      : [find(outcomes, G.winner, T.winner1), find(outcomes, G.winner, T.winner2)],
    handicap: [find(outcomes, G.handicap, T.handicap1), find(outcomes, G.handicap, T.handicap2)],
    total: [find(outcomes, G.total, T.over), find(outcomes, G.total, T.under)],
  };
}

/** Whether a list of games is priced three-way (a draw is a result in its sport). */
export const isThreeWay = (games: readonly { outcomes: readonly WireOutcome[] }[]) =>
  games.some((g) => g.outcomes.some((o) => o.g === G.result && !o.pe));
