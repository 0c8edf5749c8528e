import { describe, expect, it } from 'vitest';

import type { WireOutcome } from '@/lib/feed/bet-types';

import { asianColumns, asianMarketOrder, hasDraw, mainLine } from './asian-columns';

const o = (g: number, t: number, c: number, p?: number, pe?: number) =>
  ({
    g,
    t,
    c,
    ...(p === undefined ? {} : { p }),
    ...(pe === undefined ? {} : { pe }),
  }) as WireOutcome;

const game: WireOutcome[] = [
  o(1, 1, 2.1),
  o(1, 2, 3.3),
  o(1, 3, 3.6),
  o(2, 7, 1.6, -0.5),
  o(2, 8, 2.35, -0.5),
  o(2, 7, 1.93, -0.25),
  o(2, 8, 1.91, -0.25),
  o(2, 7, 2.4, 0),
  o(2, 8, 1.55, 0),
  o(17, 9, 1.95, 2.5),
  o(17, 10, 1.89, 2.5),
  o(17, 9, 1.7, 2.25),
  // A line with one side only is never the main one.
  o(17, 9, 1.92, 2.75),
  o(1, 1, 2.8, undefined, 1),
  o(1, 2, 2.1, undefined, 1),
  o(1, 3, 4.4, undefined, 1),
  o(2, 7, 1.88, -0.25, 1),
  o(2, 8, 1.96, -0.25, 1),
  o(17, 9, 1.9, 1.25, 1),
  o(17, 10, 1.94, 1.25, 1),
];

describe('the Asian columns of a game', () => {
  it('shows the whole game’s 1 2 X and its handicap and total closest to evens', () => {
    const full = asianColumns(game);
    expect(full.result.map((x) => x?.c)).toEqual([2.1, 3.6, 3.3]);
    expect(full.handicap.map((x) => [x?.t, x?.p])).toEqual([
      [7, -0.25],
      [8, -0.25],
    ]);
    expect(full.total.map((x) => [x?.t, x?.p])).toEqual([
      [9, 2.5],
      [10, 2.5],
    ]);
  });

  it('shows the first half’s own markets, never the whole game’s', () => {
    const half = asianColumns(game, 1);
    expect(half.result.map((x) => x?.c)).toEqual([2.8, 4.4, 2.1]);
    expect(half.handicap.every((x) => x?.pe === 1 && x.p === -0.25)).toBe(true);
    expect(half.total.map((x) => x?.p)).toEqual([1.25, 1.25]);
  });

  it('leaves a column empty when its market is not priced', () => {
    const bare = asianColumns([o(1, 1, 1.5), o(1, 3, 2.5)], 1);
    expect(bare.result).toEqual([undefined, undefined, undefined]);
    expect(bare.handicap).toEqual([undefined, undefined]);
    expect(mainLine([o(17, 9, 1.9, 2.5)], 17, [9, 10])).toEqual([undefined, undefined]);
  });

  it('keeps the lower line of two equally even ones', () => {
    const tie = [o(17, 9, 1.9, 3), o(17, 10, 1.95, 3), o(17, 9, 1.95, 2.75), o(17, 10, 1.9, 2.75)];
    expect(mainLine(tie, 17, [9, 10])[0]?.p).toBe(2.75);
    expect(mainLine([...tie].reverse(), 17, [9, 10])[0]?.p).toBe(2.75);
  });

  it('knows a league is three-way by its draws', () => {
    expect(hasDraw([{ outcomes: game }])).toBe(true);
    expect(hasDraw([{ outcomes: [o(101, 401, 1.5), o(101, 402, 2.5)] }])).toBe(false);
  });
});

describe('the game page’s markets in the Asian view', () => {
  it('puts handicaps and totals first, the whole game’s before the first half’s', () => {
    const markets = [
      [o(1, 1, 2)],
      [o(8, 4, 1.3)],
      [o(2, 7, 1.9, -0.5)],
      [o(17, 9, 1.9, 2.5)],
      [o(1, 1, 2.8, undefined, 1)],
      [o(17, 9, 1.9, 1.5, 1)],
      [o(2, 7, 1.9, 0, 1)],
    ];
    expect(asianMarketOrder(markets).map(([x]) => `${x!.pe ?? 0}:${x!.g}`)).toEqual([
      '0:2',
      '0:17',
      '1:2',
      '1:17',
      '0:1',
      '0:8',
      '1:1',
    ]);
  });
});
