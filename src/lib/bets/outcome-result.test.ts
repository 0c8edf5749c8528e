import { describe, expect, it } from 'vitest';

import { type WireOutcome } from '@/lib/feed/bet-types';

import { type GameResult, outcomeResult } from './outcome-result';

type Pick4 = Pick<WireOutcome, 'g' | 't' | 'p' | 'pe'>;
const o = (g: number, t: number, p?: number, pe?: number) =>
  ({ g, t, ...(p === undefined ? {} : { p }), ...(pe === undefined ? {} : { pe }) }) as Pick4;

const FOOTBALL = 1;

const game = (
  score: [number, number],
  periods: [number, number][],
  extra: Partial<GameResult> = {},
): GameResult => ({ score, periods, overtime: false, shootout: false, ...extra });

// Football 2:1, first half 1:0, second 1:1.
const twoOne = game(
  [2, 1],
  [
    [1, 0],
    [1, 1],
  ],
);
const football = (g: number, t: number, p?: number, pe?: number) =>
  outcomeResult(o(g, t, p, pe), twoOne, FOOTBALL);

describe('worked examples: football 2:1 (half time 1:0)', () => {
  it('1X2 and double chance', () => {
    expect([football(1, 1), football(1, 2), football(1, 3)]).toEqual(['won', 'lost', 'lost']);
    // 1X won, 12 won, X2 lost.
    expect([football(8, 4), football(8, 5), football(8, 6)]).toEqual(['won', 'won', 'lost']);
  });

  it('handicaps: x.5 lines win or lose, whole lines push, quarter lines split the stake', () => {
    expect(football(2, 7, -1.5)).toBe('lost'); // 1 + (−1.5) < 0
    expect(football(2, 7, -0.5)).toBe('won');
    expect(football(2, 7, -1)).toBe('void'); // 1 − 1 = 0: stake back
    expect(football(2, 7, -0.75)).toBe('halfWon'); // half on −0.5 (won), half on −1 (void)
    expect(football(2, 7, -1.25)).toBe('halfLost'); // half on −1 (void), half on −1.5 (lost)
    // Side 2 carries side 1's line: p −1.5 is side 2 at +1.5.
    expect(football(2, 8, -1.5)).toBe('won');
    expect(football(2, 8, -0.75)).toBe('halfLost');
    expect(football(2, 8, -1)).toBe('void');
    expect(football(2, 8, 0.5)).toBe('lost'); // side 2 at −0.5 lost by one
  });

  it('totals (3 goals)', () => {
    expect(football(17, 9, 2.5)).toBe('won');
    expect(football(17, 10, 2.5)).toBe('lost');
    expect(football(17, 9, 3)).toBe('void');
    expect(football(17, 9, 2.75)).toBe('halfWon'); // half on 2.5 (won), half on 3 (void)
    expect(football(17, 10, 2.75)).toBe('halfLost');
    expect(football(17, 9, 3.25)).toBe('halfLost'); // half on 3 (void), half on 3.5 (lost)
    expect(football(17, 10, 3.25)).toBe('halfWon');
    expect(football(17, 9, 3.5)).toBe('lost');
  });

  it('team totals', () => {
    expect([football(15, 11, 1.5), football(15, 12, 1.5)]).toEqual(['won', 'lost']);
    expect([football(15, 11, 2.5), football(15, 12, 2.5)]).toEqual(['lost', 'won']);
    expect([football(62, 13, 0.5), football(62, 14, 0.5)]).toEqual(['won', 'lost']);
    expect([football(62, 13, 1), football(62, 14, 1.5)]).toEqual(['void', 'won']);
  });

  it('both teams to score, correct score', () => {
    expect([football(19, 180), football(19, 181)]).toEqual(['won', 'lost']);
    const oneNil = game(
      [1, 0],
      [
        [1, 0],
        [0, 0],
      ],
    );
    expect(outcomeResult(o(19, 180), oneNil, FOOTBALL)).toBe('lost');
    expect(outcomeResult(o(19, 181), oneNil, FOOTBALL)).toBe('won');
    expect(football(136, 731, 201)).toBe('won'); // p = home × 100 + away
    expect(football(136, 731, 102)).toBe('lost');
    expect(football(136, 731, 0)).toBe('lost');
  });

  it('half markets read the half’s own score', () => {
    expect([football(1, 1, undefined, 1), football(1, 2, undefined, 1)]).toEqual(['won', 'lost']);
    expect(football(1, 2, undefined, 2)).toBe('won'); // second half 1:1
    expect(football(17, 9, 0.5, 1)).toBe('won');
    expect(football(17, 9, 1.5, 1)).toBe('lost');
    expect(football(2, 7, -1, 1)).toBe('void');
    expect(football(17, 9, 1.75, 2)).toBe('halfWon');
    expect(football(1, 1, undefined, 0)).toBe('won'); // pe 0 is the whole game
  });

  it('cannot settle a period never played, an unknown type, a line off the grid', () => {
    expect(football(1, 1, undefined, 3)).toBeUndefined();
    expect(football(1, 7, -1.5)).toBeUndefined(); // type of another group
    expect(football(1, 999)).toBeUndefined();
    expect(football(17, 9, 2.3)).toBeUndefined();
    expect(football(900, 9001, 1)).toBeUndefined(); // not a long-term event
  });

  it('a winner market on a drawn game (never priced so) returns the stake', () => {
    const draw = game(
      [1, 1],
      [
        [0, 1],
        [1, 0],
      ],
    );
    expect(outcomeResult(o(101, 401), draw, FOOTBALL)).toBe('void');
    expect(outcomeResult(o(101, 402), draw, FOOTBALL)).toBe('void');
  });
});
