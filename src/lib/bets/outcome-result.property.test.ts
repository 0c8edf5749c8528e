import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type WireOutcome } from '@/lib/feed/bet-types';

import { asianShares, poisson, poissonCap } from '../../../server/feed/sim/odds-math.ts';
import type { SelectionResult } from './bet-maths';
import { type GameResult, outcomeResult } from './outcome-result';

const FOOTBALL = 1;
const o = (g: number, t: number, p: number) => ({ g, t, p }) as Pick<WireOutcome, 'g' | 't' | 'p'>;
const result = (x: number, y: number): GameResult => ({
  score: [x, y],
  periods: [[x, y]],
  overtime: false,
  shootout: false,
});
const settle = (g: number, t: number, p: number, x: number, y: number) =>
  outcomeResult(o(g, t, p), result(x, y), FOOTBALL);

/** The two sides of each line market: [group, side 1's type, side 2's type]. */
const LINE_MARKETS = [
  [2, 7, 8],
  [17, 9, 10],
  [15, 11, 12],
  [62, 13, 14],
] as const;

const MIRROR: Record<SelectionResult, SelectionResult> = {
  won: 'lost',
  lost: 'won',
  void: 'void',
  halfWon: 'halfLost',
  halfLost: 'halfWon',
};

/** The stake's net share in units of the odds: won 1, half won ½, void 0, half lost −½, lost −1. */
const NET: Record<SelectionResult, number> = {
  won: 1,
  halfWon: 0.5,
  void: 0,
  halfLost: -0.5,
  lost: -1,
};

const score = fc.integer({ min: 0, max: 15 });
const line = fc.integer({ min: -60, max: 60 }).map((q) => q / 4);
const market = fc.constantFrom(...LINE_MARKETS);

describe('line markets', () => {
  it('settle their two sides complementarily: won↔lost, halfWon↔halfLost, void↔void', () => {
    fc.assert(
      fc.property(score, score, line, market, (x, y, p, [g, t1, t2]) => {
        const one = settle(g, t1, p, x, y);
        expect(one).toBeDefined();
        expect(settle(g, t2, p, x, y)).toBe(MIRROR[one!]);
      }),
    );
  });

  it('split a quarter line into half the stake on each neighbouring line', () => {
    const quarter = fc.integer({ min: -30, max: 29 }).map((k) => k / 2 + 0.25);
    fc.assert(
      fc.property(score, score, quarter, market, (x, y, p, [g, t1, t2]) => {
        for (const t of [t1, t2]) {
          const here = NET[settle(g, t, p, x, y)!];
          const below = NET[settle(g, t, p - 0.25, x, y)!];
          const above = NET[settle(g, t, p + 0.25, x, y)!];
          expect(here).toBe((below + above) / 2);
        }
      }),
    );
  });

  it('never push on x.5 lines, never half on whole lines', () => {
    fc.assert(
      fc.property(score, score, fc.integer({ min: -15, max: 15 }), market, (x, y, k, [g, t]) => {
        expect(['won', 'lost']).toContain(settle(g, t, k + 0.5, x, y));
        expect(['won', 'lost', 'void']).toContain(settle(g, t, k, x, y));
      }),
    );
  });
});

describe('1X2, double chance and both to score', () => {
  it('one of 1, X, 2 wins; a double chance wins when either of its two would', () => {
    fc.assert(
      fc.property(score, score, (x, y) => {
        const [w1, d, w2] = [1, 2, 3].map((t) => settle(1, t, 0, x, y) === 'won');
        expect([w1, d, w2].filter(Boolean)).toHaveLength(1);
        expect(settle(8, 4, 0, x, y) === 'won').toBe(w1 || d);
        expect(settle(8, 5, 0, x, y) === 'won').toBe(w1 || w2);
        expect(settle(8, 6, 0, x, y) === 'won').toBe(d || w2);
        expect(settle(19, 181, 0, x, y)).toBe(MIRROR[settle(19, 180, 0, x, y)!]);
      }),
    );
  });
});

/**
 * The simulator's own distributions (markets.ts: independent Poisson goals) and the share of the
 * stake a side wins, weighed over them, against asianShares' fair shares: a settlement that is the
 * event priced gives the same numbers.
 */
describe('settling against the simulator’s distributions', () => {
  const mean = fc.double({ min: 0.1, max: 4, noNaN: true });

  type Cells = readonly (readonly [number, number, number])[];

  function grid(l1: number, l2: number): Cells {
    const p1 = poisson(l1, poissonCap(l1));
    const p2 = poisson(l2, poissonCap(l2));
    return p1.flatMap((a, i) => p2.map((b, j) => [i, j, a * b] as const));
  }
  const distOf = (cells: Cells, key: (x: number, y: number) => number) => {
    const dist = new Map<number, number>();
    for (const [x, y, p] of cells) dist.set(key(x, y), (dist.get(key(x, y)) ?? 0) + p);
    return dist;
  };
  /** [winning share, losing share] of a side over the grid: half results count half. */
  function shares(cells: Cells, g: number, t: number, p: number) {
    let [win, lose] = [0, 0];
    for (const [x, y, prob] of cells) {
      const r = settle(g, t, p, x, y)!;
      win += r === 'won' ? prob : r === 'halfWon' ? prob / 2 : 0;
      lose += r === 'lost' ? prob : r === 'halfLost' ? prob / 2 : 0;
    }
    return [win, lose];
  }
  const close = ([a, b]: number[], [c, d]: number[]) => {
    expect(a).toBeCloseTo(c!, 12);
    expect(b).toBeCloseTo(d!, 12);
  };

  it('handicaps: side 1 over the margin at its line, side 2 the other way round', () => {
    fc.assert(
      fc.property(mean, mean, line, (l1, l2, p) => {
        const cells = grid(l1, l2);
        const [w, l] = asianShares(
          distOf(cells, (x, y) => x - y),
          p,
        );
        close(shares(cells, 2, 7, p), [w, l]);
        close(shares(cells, 2, 8, p), [l, w]);
      }),
    );
  });

  it('totals and team totals: over and under the line', () => {
    fc.assert(
      fc.property(mean, mean, line, (l1, l2, q) => {
        const p = Math.abs(q);
        const cells = grid(l1, l2);
        const markets = [
          [17, 9, 10, (x: number, y: number) => x + y],
          [15, 11, 12, (x: number) => x],
          [62, 13, 14, (_: number, y: number) => y],
        ] as const;
        for (const [g, over, under, key] of markets) {
          // markets.ts prices totals as asianShares(dist, −line): [over, under].
          const [o1, u1] = asianShares(distOf(cells, key), -p);
          close(shares(cells, g, over, p), [o1, u1]);
          close(shares(cells, g, under, p), [u1, o1]);
        }
      }),
    );
  });

  it('a few fixed distributions, by hand', () => {
    // Margin −1, 0, +1, +2 with 0.1, 0.2, 0.3, 0.4: side 1 at −1 wins +2 (0.4), pushes +1.
    const cells = [
      [0, 1, 0.1],
      [1, 1, 0.2],
      [2, 1, 0.3],
      [3, 1, 0.4],
    ] as const;
    close(
      shares(cells, 2, 7, -1),
      asianShares(
        distOf(cells, (x, y) => x - y),
        -1,
      ),
    );
    close(shares(cells, 2, 7, -1), [0.4, 0.3]);
    close(shares(cells, 2, 7, -0.75), [0.4 + 0.3 / 2, 0.1 + 0.2]);
    close(
      shares(cells, 17, 9, 3.25),
      asianShares(
        distOf(cells, (x, y) => x + y),
        -3.25,
      ),
    );
  });
});
