import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type Bet, potentialPayout, settledPayout } from './bet-maths';
import { betWithTax } from './bet-tax';
import type { TaxSettings } from './tax-rules';
import {
  decimal,
  oraclePayout,
  type Outcome,
  scaledTo,
  subsets,
  times,
} from './testing/decimal-oracle';

const OUTCOMES: readonly Outcome[] = ['won', 'lost', 'void', 'halfWon', 'halfLost'];

// Systems are drawn up to 20 selections, but only k of n with at most this many lines: the
// oracle multiplies digit by digit, and C(20, 10) lines of it would take minutes.
const MAX_ORACLE_LINES = 1000;

function binomial(n: number, k: number): number {
  let row = [1];
  for (let i = 0; i < n; i += 1) row = [1, ...row.slice(1).map((v, j) => v + row[j]!), 1];
  return row[k]!;
}

const sizesOf = (n: number) =>
  Array.from({ length: n - 2 }, (_, i) => i + 2).filter((k) => binomial(n, k) <= MAX_ORACLE_LINES);

/** A price of 1.001–1000.000 as the feed could write it, three decimals at most. */
const priceText = fc
  .integer({ min: 1001, max: 1_000_000 })
  .map((t) => `${Math.trunc(t / 1000)}.${String(t % 1000).padStart(3, '0')}`);

const shape = fc.oneof(
  fc.constant({ kind: 'single' as const, n: 1, k: 1 }),
  fc.integer({ min: 2, max: 20 }).map((n) => ({ kind: 'express' as const, n, k: n })),
  fc
    .integer({ min: 3, max: 20 })
    .chain((n) => fc.constantFrom(...sizesOf(n)).map((k) => ({ kind: 'system' as const, n, k }))),
);

const scenario = shape.chain(({ kind, n, k }) =>
  fc
    .record({
      prices: fc.array(priceText, { minLength: n, maxLength: n }),
      // Drawn from a random few of the five, so all won, all void and the like come up often.
      outcomes: fc
        .subarray([...OUTCOMES], { minLength: 1 })
        .chain((few) => fc.array(fc.constantFrom(...few), { minLength: n, maxLength: n })),
      stake: fc.bigInt({ min: 1n, max: 10_000_000n }), // 0.01 – 100000.00
    })
    .map((drawn) => ({ ...drawn, kind, n, k })),
);
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const betOf = ({ kind, stake, prices, k }: Scenario): Bet =>
  kind === 'system'
    ? { kind, stake, prices: prices.map(Number), lineSize: k }
    : { kind, stake, prices: prices.map(Number) };

const linesOf = ({ kind, n, k }: Scenario) =>
  kind === 'system' ? subsets(n, k) : [Array.from({ length: n }, (_, i) => i)];

/** The oracle's exact total lies in [paid, paid + lines) cents. */
function expectRoundedDown(paid: bigint, exact: { num: bigint; den: bigint }, lines: number) {
  expect(paid).toBeGreaterThanOrEqual(0n);
  expect(paid * exact.den).toBeLessThanOrEqual(exact.num);
  expect(exact.num).toBeLessThan((paid + BigInt(lines)) * exact.den);
}

describe('bet maths against an independent decimal oracle', () => {
  it('settles every kind as the oracle does, never negative, never above the exact value', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const lines = linesOf(s);
        const perLine = s.stake / BigInt(lines.length);
        const paid = settledPayout(betOf(s), s.outcomes);
        if (perLine === 0n) {
          expect(paid).toEqual({ ok: false, error: { code: 'stake_too_small' } });
          return;
        }
        const oracle = oraclePayout(s.prices, s.outcomes, lines, perLine);
        expect(paid).toEqual({ ok: true, value: oracle.paid });
        const exact = { num: oracle.exactNumerator, den: oracle.exactDenominator };
        expectRoundedDown(oracle.paid, exact, lines.length);
      }),
    );
  });

  it('pays all won what potentialPayout promised', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        fc.pre(s.stake >= BigInt(linesOf(s).length));
        const potential = potentialPayout(betOf(s));
        const allWon = settledPayout(betOf(s), Array<Outcome>(s.n).fill('won'));
        expect(allWon).toEqual(potential);
        const oracle = oraclePayout(
          s.prices,
          Array<Outcome>(s.n).fill('won'),
          linesOf(s),
          s.stake / BigInt(linesOf(s).length),
        );
        expect(potential).toEqual({ ok: true, value: oracle.paid });
      }),
    );
  });

  it('pays an all-void express its stake back, the net stake after stake tax', () => {
    const express = scenario.filter((s) => s.kind !== 'system');
    const hundredths = fc.integer({ min: 0, max: 10_000 });
    fc.assert(
      fc.property(express, hundredths, fc.boolean(), (s, percent, returnTax) => {
        const voided = Array<Outcome>(s.n).fill('void');
        expect(settledPayout(betOf(s), voided)).toEqual({ ok: true, value: s.stake });
        const config = taxSettings({ type: 1, stake: percent, returnTax });
        const taxed = betWithTax(config, betOf(s), voided);
        const withheld = halfUp(s.stake * BigInt(percent), 10_000n);
        expect(taxed).toMatchObject({
          ok: true,
          value: {
            netStake: s.stake - withheld,
            payout: s.stake - withheld,
            payoutAfterTax: returnTax ? s.stake : s.stake - withheld,
          },
        });
      }),
    );
  });
});

describe('taxes against an independent computation', () => {
  const config = fc.record({
    type: fc.integer({ min: 0, max: 3 }),
    stake: fc.integer({ min: 0, max: 10_000 }), // hundredths of a percent
    payout: fc.integer({ min: 0, max: 10_000 }),
    win: fc.integer({ min: 0, max: 1_000_000 }), // cents
    // Thousandths, or exactly the bet's own coefficient (rounded down), which is not above it.
    coef: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.constant('own' as const)),
    returnTax: fc.boolean(),
  });

  it('withholds, plays the net stake, and taxes winnings above both thresholds', () => {
    fc.assert(
      fc.property(scenario, config, fc.boolean(), (s, c, settle) => {
        const lines = linesOf(s);
        const shares = BigInt(lines.length);
        const staked = (s.stake / shares) * shares;
        const outcomes = settle ? s.outcomes : Array<Outcome>(s.n).fill('won');
        const coef = c.coef === 'own' ? ownCoefficient(s, lines) : c.coef;
        const settings = taxSettings({ ...c, coef });
        const taxed = betWithTax(settings, betOf(s), settle ? s.outcomes : undefined);
        if (staked === 0n) {
          expect(taxed).toEqual({ ok: false, error: { code: 'stake_too_small' } });
          return;
        }
        const levies = { stake: c.type % 2 === 1, payout: c.type >= 2 };
        const withheld = levies.stake ? halfUp(staked * BigInt(c.stake), 10_000n) : 0n;
        const net = staked - withheld;
        const oracle = oraclePayout(s.prices, outcomes, lines, net, shares);
        const winnings = oracle.paid - staked - (levies.payout ? BigInt(c.win) : 0n);
        const taxable = levies.payout && winnings > 0n && coefficientAbove(s, lines, coef);
        const payoutTax = taxable ? halfUp(winnings * BigInt(c.payout), 10_000n) : 0n;
        const voidWhole = settle && s.outcomes.every((o) => o === 'void');
        const returned = voidWhole && c.returnTax ? withheld : 0n;
        expect(taxed).toMatchObject({
          ok: true,
          value: {
            stake: staked,
            stakeTax: withheld,
            netStake: net,
            payout: oracle.paid,
            payoutTax,
            stakeTaxReturned: returned,
            payoutAfterTax: oracle.paid - payoutTax + returned,
          },
        });
        expectRoundedDown(
          oracle.paid,
          { num: oracle.exactNumerator, den: oracle.exactDenominator },
          lines.length,
        );
        expect(payoutTax).toBeLessThanOrEqual(oracle.paid);
      }),
    );
  });
});

/** `numerator / denominator` to the nearest whole, halves up (both non-negative). */
const halfUp = (numerator: bigint, denominator: bigint) =>
  (2n * numerator + denominator) / (2n * denominator);

/** Settings from hundredths and thousandths, written as a settings file would hold them. */
function taxSettings(c: {
  type: number;
  stake: number;
  payout?: number;
  win?: number;
  coef?: number;
  returnTax: boolean;
}): TaxSettings {
  return {
    type: c.type,
    stake_tax_percent: c.stake / 100,
    payout_tax_percent: (c.payout ?? 0) / 100,
    win_threshold: (c.win ?? 0) / 100,
    coef_threshold: (c.coef ?? 0) / 1000,
    return_tax: c.returnTax,
  };
}

/** The sum of the lines' price products × 10^scale, and that scale. */
function lineProducts(s: Scenario, lines: readonly number[][]) {
  const scale = 3 * lines[0]!.length;
  const product = (line: readonly number[]) =>
    line.reduce((p, i) => times(p, decimal(s.prices[i]!)), decimal('1'));
  const sum = lines.reduce((acc, line) => acc + scaledTo(product(line), scale), 0n);
  return { sum, scale };
}

/** Whether the mean of the lines' price products is above `thousandths` / 1000. */
function coefficientAbove(s: Scenario, lines: readonly number[][], thousandths: number): boolean {
  const { sum, scale } = lineProducts(s, lines);
  return sum * 1000n > BigInt(thousandths) * BigInt(lines.length) * 10n ** BigInt(scale);
}

/** The mean of the lines' price products in thousandths, rounded down (capped as settings are). */
function ownCoefficient(s: Scenario, lines: readonly number[][]): number {
  const { sum, scale } = lineProducts(s, lines);
  const own = (sum * 1000n) / (BigInt(lines.length) * 10n ** BigInt(scale));
  return Number(own < 1_000_000_000n ? own : 1_000_000_000n);
}
