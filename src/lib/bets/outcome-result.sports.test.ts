import { describe, expect, it } from 'vitest';

import { type WireOutcome } from '@/lib/feed/bet-types';

import { type GameResult, gameResultOf, outcomeResult } from './outcome-result';

type Pick4 = Pick<WireOutcome, 'g' | 't' | 'p' | 'pe'>;
const o = (g: number, t: number, p?: number, pe?: number) =>
  ({ g, t, ...(p === undefined ? {} : { p }), ...(pe === undefined ? {} : { pe }) }) as Pick4;

const HOCKEY = 2;
const BASKETBALL = 3;
const TENNIS = 4;
const VOLLEYBALL = 6;
const LONG_TERM = 2999;

const game = (
  score: [number, number],
  periods: [number, number][],
  extra: Partial<GameResult> = {},
): GameResult => ({ score, periods, overtime: false, shootout: false, ...extra });

const twoOne = game(
  [2, 1],
  [
    [1, 0],
    [1, 1],
  ],
);

describe('overtime and shoot-outs: the winner reads the final score, the rest regulation', () => {
  // 2:2 after three periods, 3:2 in overtime.
  const overtime = game(
    [3, 2],
    [
      [1, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ],
    { overtime: true },
  );
  const hockey = (g: number, t: number, p?: number, pe?: number, result = overtime) =>
    outcomeResult(o(g, t, p, pe), result, HOCKEY);

  it('hockey won in overtime: a regulation draw, winner 1', () => {
    expect([hockey(1, 1), hockey(1, 2), hockey(1, 3)]).toEqual(['lost', 'won', 'lost']);
    expect([hockey(101, 401), hockey(101, 402)]).toEqual(['won', 'lost']);
    expect(hockey(8, 6)).toBe('won'); // X2 on regulation
    expect(hockey(2, 7, -0.5)).toBe('lost');
    expect(hockey(2, 7, 0)).toBe('void');
    expect(hockey(17, 9, 4.5)).toBe('lost'); // 4 in regulation, 5 in all
    expect(hockey(15, 11, 2.5)).toBe('lost');
    expect(hockey(136, 731, 202)).toBe('won');
    expect(hockey(136, 731, 302)).toBe('lost');
    expect(hockey(1, 1, undefined, 3)).toBe('lost'); // third period 1:1
  });

  it('hockey won on a shoot-out (the decisive goal counts in score only)', () => {
    const shootout = game(
      [3, 2],
      [
        [1, 0],
        [0, 1],
        [1, 1],
        [0, 0],
      ],
      {
        overtime: true,
        shootout: true,
      },
    );
    expect(hockey(1, 2, undefined, undefined, shootout)).toBe('won');
    expect(hockey(101, 401, undefined, undefined, shootout)).toBe('won');
    expect(hockey(17, 10, 4.5, undefined, shootout)).toBe('won');
  });

  it('regulation comes from the sport, or from the result where the caller knows it', () => {
    expect(outcomeResult(o(1, 2), overtime, 999)).toBeUndefined(); // unknown sport
    expect(outcomeResult(o(101, 401), overtime, 999)).toBe('won'); // needs no regulation
    expect(outcomeResult(o(1, 2), { ...overtime, regulationPeriods: 3 }, 999)).toBe('won');
    // Without overtime the final score is regulation's, whatever the sport.
    expect(outcomeResult(o(1, 1), twoOne, 999)).toBe('won');
  });

  it('basketball in overtime: winner on the final score, handicaps and totals with overtime', () => {
    const periods: [number, number][] = [
      [25, 20],
      [20, 25],
      [25, 25],
      [20, 20],
      [11, 9],
    ];
    const result = game([101, 99], periods, { overtime: true });
    const basket = (g: number, t: number, p?: number, pe?: number) =>
      outcomeResult(o(g, t, p, pe), result, BASKETBALL);
    expect(basket(101, 401)).toBe('won');
    // 90:90 after four quarters, 101:99 with overtime: lines read the overtime too.
    expect(basket(2, 7, -1.5)).toBe('won');
    expect(basket(2, 8, -1.5)).toBe('lost');
    expect(basket(2, 7, -2.5)).toBe('lost');
    expect(basket(17, 9, 180.5)).toBe('won');
    expect(basket(15, 11, 100.5)).toBe('won');
    expect(basket(1, 1, undefined, 1)).toBe('won'); // first quarter 25:20
    expect(basket(17, 9, 44.5, 2)).toBe('won');
  });
});

describe('sets sports: the score is sets, periods are sets', () => {
  // Tennis 2:1 in sets: 6:4, 6:7, 7:5.
  const match = game(
    [2, 1],
    [
      [6, 4],
      [6, 7],
      [7, 5],
    ],
  );
  const tennis = (g: number, t: number, p?: number, pe?: number) =>
    outcomeResult(o(g, t, p, pe), match, TENNIS);

  it('match, set handicap and correct score in sets', () => {
    expect([tennis(101, 401), tennis(101, 402)]).toEqual(['won', 'lost']);
    expect([tennis(2, 7, -1.5), tennis(2, 8, -1.5)]).toEqual(['lost', 'won']);
    expect([tennis(2, 7, 1.5), tennis(2, 8, 1.5)]).toEqual(['won', 'lost']);
    expect([tennis(136, 731, 201), tennis(136, 731, 200)]).toEqual(['won', 'lost']);
  });

  it('set winner and games in a set', () => {
    expect([tennis(101, 401, undefined, 1), tennis(101, 402, undefined, 2)]).toEqual([
      'won',
      'won',
    ]);
    expect(tennis(17, 9, 12.5, 2)).toBe('won'); // 6:7, 13 games
    expect(tennis(17, 10, 12.5, 3)).toBe('won'); // 7:5, 12 games
  });

  it('a set never played settles nothing', () => {
    const straight = game(
      [3, 0],
      [
        [25, 20],
        [25, 23],
        [25, 18],
      ],
    );
    expect(outcomeResult(o(101, 401, undefined, 4), straight, VOLLEYBALL)).toBeUndefined();
    expect(outcomeResult(o(101, 401, undefined, 3), straight, VOLLEYBALL)).toBe('won');
  });
});

describe('outrights and feed_results rows', () => {
  const row = { score1: 0, score2: 0, periods: [], overtime: false, shootout: false, winner: 3 };

  it('the named participant wins, every other loses', () => {
    const result = gameResultOf(row);
    expect(outcomeResult(o(900, 9001, 3), result, LONG_TERM)).toBe('won');
    expect(outcomeResult(o(900, 9001, 1), result, LONG_TERM)).toBe('lost');
    expect(outcomeResult(o(900, 9001), result, LONG_TERM)).toBeUndefined();
    expect(outcomeResult(o(1, 2), result, LONG_TERM)).toBeUndefined(); // 0:0 is no game's
    expect(outcomeResult(o(900, 9001, 3), gameResultOf({ ...row, winner: null }), 1)).toBe(
      undefined,
    );
  });

  it('a row becomes a result', () => {
    const periods: [number, number][] = [
      [1, 0],
      [0, 1],
      [1, 1],
      [0, 0],
    ];
    expect(
      gameResultOf({
        ...row,
        score1: 3,
        score2: 2,
        periods,
        overtime: true,
        shootout: true,
        winner: null,
      }),
    ).toEqual({ score: [3, 2], periods, overtime: true, shootout: true, winner: null });
  });
});
