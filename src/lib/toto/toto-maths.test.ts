import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  bestCorrect,
  combinationsOf,
  correctCounts,
  drawCancelled,
  prizeOf,
  resultOfScore,
  TOTO_PICKS,
  type TotoPick,
  type TotoResult,
} from './toto-maths';

const single = (p: TotoPick) => [p];
const fifteen = (p: TotoPick): TotoPick[][] => Array.from({ length: 15 }, () => single(p));

/** Every combination enumerated: the counts the generating function must match. */
function bruteCounts(picks: TotoPick[][], results: TotoResult[]): number[] {
  const counts = Array.from({ length: picks.length + 1 }, () => 0);
  const walk = (i: number, right: number) => {
    if (i === picks.length) {
      counts[right]! += 1;
      return;
    }
    for (const p of new Set(picks[i]))
      walk(i + 1, right + (results[i] === 'void' || results[i] === p ? 1 : 0));
  };
  walk(0, 0);
  return counts;
}

describe('the toto maths', () => {
  it('reads 1, X and 2 off a score', () => {
    expect([resultOfScore(2, 1), resultOfScore(1, 1), resultOfScore(0, 3)]).toEqual([
      '1',
      'X',
      '2',
    ]);
  });

  it('multiplies the picks per event into combinations', () => {
    expect(combinationsOf(fifteen('1'))).toBe(1);
    const picks = fifteen('1');
    picks[0] = ['1', 'X'];
    picks[1] = ['1', 'X', '2'];
    expect(combinationsOf(picks)).toBe(6);
    expect(combinationsOf([])).toBe(0);
  });

  it('counts right picks per combination as enumerating them does', () => {
    const pick = fc.subarray<TotoPick>([...TOTO_PICKS], { minLength: 1 });
    const result = fc.constantFrom<TotoResult>('1', 'X', '2', 'void');
    fc.assert(
      fc.property(fc.array(fc.tuple(pick, result), { minLength: 1, maxLength: 8 }), (events) => {
        const picks = events.map(([p]) => p);
        const results = events.map(([, r]) => r);
        const counts = correctCounts(picks, results);
        expect(counts).toEqual(bruteCounts(picks, results));
        expect(counts.reduce((a, b) => a + b, 0)).toBe(combinationsOf(picks));
        expect(counts.findLastIndex((n) => n > 0)).toBe(bestCorrect(picks, results));
      }),
    );
  });

  it('pays a combination stake times the category coefficient, a void event right for every pick', () => {
    const results: TotoResult[] = Array.from({ length: 15 }, () => '1');
    expect(prizeOf(fifteen('1'), results, 100n)).toBe(100_000n);
    const fourteen = [...results];
    fourteen[3] = '2';
    expect(prizeOf(fifteen('1'), fourteen, 100n)).toBe(10_000n);
    fourteen[3] = 'void';
    expect(prizeOf(fifteen('1'), fourteen, 100n)).toBe(100_000n);
    const ten = results.map((r, i) => (i < 5 ? 'X' : r));
    expect(prizeOf(fifteen('1'), ten, 100n)).toBe(0n);
    // Doubled on one event: one combination has 15 right, the other 14.
    const doubled = fifteen('1');
    doubled[0] = ['1', 'X'];
    expect(prizeOf(doubled, results, 100n)).toBe(100_000n + 10_000n);
  });

  it('cancels a draw of more than seven void events and returns every stake', () => {
    const results: TotoResult[] = Array.from({ length: 15 }, (_, i) => (i < 8 ? 'void' : '2'));
    expect(drawCancelled(results)).toBe(true);
    expect(drawCancelled(results.map((r, i) => (i === 0 ? '1' : r)))).toBe(false);
    const picks = fifteen('1');
    picks[14] = ['1', 'X', '2'];
    expect(prizeOf(picks, results, 250n)).toBe(750n);
  });
});
