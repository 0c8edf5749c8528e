import { describe, expect, it } from 'vitest';

import {
  type Bet,
  betCoefficient,
  checkBet,
  expressCoefficient,
  potentialPayout,
  settledPayout,
} from './bet-maths';
import { ratioThousandths } from './ratio';

const express: Bet = { kind: 'express', stake: 1000n, prices: [1.85, 2.1, 1.5] };
const system: Bet = { kind: 'system', stake: 1000n, prices: [1.85, 2.1, 1.5], lineSize: 2 };

describe('worked examples', () => {
  it('an express pays stake × Π prices, rounded down to the cent', () => {
    // 10.00 × 1.85 × 2.10 × 1.50 = 58.275 → 58.27: the half cent is not owed.
    expect(potentialPayout(express)).toEqual({ ok: true, value: 5827n });
    expect(settledPayout(express, ['won', 'won', 'won'])).toEqual({ ok: true, value: 5827n });
    expect(settledPayout(express, ['won', 'lost', 'won'])).toEqual({ ok: true, value: 0n });
  });

  it('a void selection counts 1 in an express', () => {
    // 10.00 × 1 × 2.10 × 1.50 = 31.50.
    expect(settledPayout(express, ['void', 'won', 'won'])).toEqual({ ok: true, value: 3150n });
    expect(settledPayout(express, ['void', 'void', 'void'])).toEqual({ ok: true, value: 1000n });
  });

  it('a 2 of 3 system plays 3.33 on each of three lines, each rounded down', () => {
    // 10.00 / 3 = 3.33 a line (9.99 taken). Lines: 1.85×2.10 = 3.885 → 12.93705 → 12.93;
    // 1.85×1.50 = 2.775 → 9.24075 → 9.24; 2.10×1.50 = 3.15 → 10.4895 → 10.48. Sum 32.65.
    expect(checkBet(system)).toMatchObject({
      ok: true,
      value: {
        staked: 999n,
        lines: [
          [0, 1],
          [0, 2],
          [1, 2],
        ],
      },
    });
    expect(potentialPayout(system)).toEqual({ ok: true, value: 3265n });
    // Only the line 1.85 × 2.10 wins.
    expect(settledPayout(system, ['won', 'won', 'lost'])).toEqual({ ok: true, value: 1293n });
    // A void third selection leaves its lines a single each: 3.33 × 1.85 = 6.1605 → 6.16 and
    // 3.33 × 2.10 = 6.993 → 6.99, plus 12.93.
    expect(settledPayout(system, ['won', 'won', 'void'])).toEqual({
      ok: true,
      value: 1293n + 616n + 699n,
    });
  });

  it('a quarter line pays half won at (price + 1) / 2, half lost at 1/2', () => {
    const single: Bet = { kind: 'single', stake: 1000n, prices: [1.9] };
    // 10.00 × (1.90 + 1) / 2 = 14.50; 10.00 / 2 = 5.00.
    expect(settledPayout(single, ['halfWon'])).toEqual({ ok: true, value: 1450n });
    expect(settledPayout(single, ['halfLost'])).toEqual({ ok: true, value: 500n });
    // 0.01 half lost is half a cent: not owed.
    expect(settledPayout({ ...single, stake: 1n }, ['halfLost'])).toEqual({ ok: true, value: 0n });
    // 10.00 × 1.85 × (2.10 + 1) / 2 × 1.50 = 43.0125 → 43.01.
    expect(settledPayout(express, ['won', 'halfWon', 'won'])).toEqual({ ok: true, value: 4301n });
  });

  it('gives the total coefficient exactly, and in thousandths rounded down for display', () => {
    const coefficient = expressCoefficient([1.85, 2.1, 1.5]);
    expect(coefficient).toEqual({ ok: true, value: { numerator: 2331n, denominator: 400n } });
    if (coefficient.ok) expect(ratioThousandths(coefficient.value)).toBe(5827n); // 5.8275
    const checked = checkBet(system);
    // (3.885 + 2.775 + 3.15) / 3 = 3.27.
    if (checked.ok)
      expect(betCoefficient(checked.value)).toEqual({ numerator: 327n, denominator: 100n });
  });

  it('pays 184,756 lines of a 10 of 20 system', () => {
    // 1847.56 is 1.00 a line; 1.1^10 = 2.5937424601 → 2.59 a line.
    const big: Bet = { kind: 'system', stake: 184_756n, prices: Array(20).fill(1.1), lineSize: 10 };
    expect(potentialPayout({ ...big, stake: 18_475_600n })).toEqual({
      ok: true,
      value: 259n * 184_756n,
    });
    // 0.01 a line: 2.59 cents → 2 cents a line.
    expect(potentialPayout(big)).toEqual({ ok: true, value: 2n * 184_756n });
    expect(potentialPayout({ ...big, stake: 184_755n })).toEqual({
      ok: false,
      error: { code: 'stake_too_small' },
    });
  });
});

describe('refusals name the problem', () => {
  it.each<[string, Bet, object]>([
    [
      'a single of two',
      { kind: 'single', stake: 100n, prices: [1.5, 2] },
      { code: 'selection_count_invalid' },
    ],
    [
      'an express of one',
      { kind: 'express', stake: 100n, prices: [1.5] },
      { code: 'selection_count_invalid' },
    ],
    [
      'a price of 1.000',
      { kind: 'express', stake: 100n, prices: [1.5, 2, 1] },
      { code: 'price_invalid', index: 2 },
    ],
    [
      'a price of NaN',
      { kind: 'single', stake: 100n, prices: [Number.NaN] },
      { code: 'price_invalid', index: 0 },
    ],
    ['no stake', { kind: 'single', stake: 0n, prices: [1.5] }, { code: 'stake_invalid' }],
    [
      'a negative stake',
      { kind: 'single', stake: -100n, prices: [1.5] },
      { code: 'stake_invalid' },
    ],
    [
      'a system 3 of 3',
      { kind: 'system', stake: 100n, prices: [1.5, 2, 3], lineSize: 3 },
      { code: 'system_size_invalid' },
    ],
    [
      'a system of 21',
      { kind: 'system', stake: 100n, prices: Array(21).fill(2), lineSize: 2 },
      { code: 'system_too_large' },
    ],
    [
      'a system under a cent a line',
      { kind: 'system', stake: 2n, prices: [1.5, 2, 3], lineSize: 2 },
      { code: 'stake_too_small' },
    ],
  ])('%s', (_, bet, error) => {
    expect(potentialPayout(bet)).toEqual({ ok: false, error });
  });

  it('refuses results that do not match the selections', () => {
    expect(settledPayout(express, ['won', 'won'])).toEqual({
      ok: false,
      error: { code: 'results_count_invalid' },
    });
    const unknown = ['won', 'draw', 'won'] as unknown as Parameters<typeof settledPayout>[1];
    expect(settledPayout(express, unknown)).toEqual({
      ok: false,
      error: { code: 'result_invalid', index: 1 },
    });
  });
});
