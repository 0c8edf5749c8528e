import { describe, expect, it } from 'vitest';

import type { Bet } from './bet-maths';
import { betWithTax, payoutTax, stakeTax } from './bet-tax';
import { ratio } from './ratio';
import { NO_TAX, readTaxRules, scaledDecimal, type TaxSettings } from './tax-rules';

const tax = (overrides: Partial<TaxSettings>): TaxSettings => ({ ...NO_TAX, ...overrides });

describe('reading the tax settings', () => {
  it('reads settings numbers exactly from their string form', () => {
    expect(scaledDecimal(12.5, 2)).toBe(1250n);
    expect(scaledDecimal(1.1, 2)).toBe(110n); // 1.1 × 100 is 110.00000000000001 in floats
    expect(scaledDecimal(0.29, 2)).toBe(29n); // 0.29 × 100 is 28.999999999999996
    expect(scaledDecimal(100, 2)).toBe(10_000n);
    expect(scaledDecimal(1.555, 3)).toBe(1555n);
    for (const bad of [12.345, -1, Number.NaN, Infinity, 1e21, 1e-7])
      expect(scaledDecimal(bad, 2), String(bad)).toBeUndefined();
  });

  it('levies only what the type says', () => {
    const all = {
      stake_tax_percent: 12.5,
      payout_tax_percent: 20,
      win_threshold: 100.5,
      coef_threshold: 1.555,
    };
    expect(readTaxRules(tax({ type: 0, ...all }))).toMatchObject({
      ok: true,
      value: { stakePercent: 0n, payoutPercent: 0n },
    });
    expect(readTaxRules(tax({ type: 1, ...all }))).toMatchObject({
      ok: true,
      value: { stakePercent: 1250n, payoutPercent: 0n },
    });
    expect(readTaxRules(tax({ type: 3, ...all, return_tax: true }))).toEqual({
      ok: true,
      value: {
        stakePercent: 1250n,
        payoutPercent: 2000n,
        winThreshold: 10_050n,
        coefThreshold: 1555n,
        returnTax: true,
      },
    });
    // A payout threshold a stake-only tax never reads does not stop it.
    expect(readTaxRules(tax({ type: 1, stake_tax_percent: 5, win_threshold: 0.001 })).ok).toBe(
      true,
    );
  });

  it.each<[Partial<TaxSettings>, object]>([
    [{ type: 4 }, { code: 'tax_type_invalid', field: 'type' }],
    [{ type: 1.5 }, { code: 'tax_type_invalid', field: 'type' }],
    [{ type: -1 }, { code: 'tax_type_invalid', field: 'type' }],
    [
      { type: 1, stake_tax_percent: 12.345 },
      { code: 'tax_percent_invalid', field: 'stake_tax_percent' },
    ],
    [
      { type: 1, stake_tax_percent: 100.01 },
      { code: 'tax_percent_invalid', field: 'stake_tax_percent' },
    ],
    [
      { type: 2, payout_tax_percent: -5 },
      { code: 'tax_percent_invalid', field: 'payout_tax_percent' },
    ],
    [
      { type: 2, win_threshold: 10.001 },
      { code: 'tax_threshold_invalid', field: 'win_threshold' },
    ],
    [
      { type: 3, coef_threshold: 1.0001 },
      { code: 'tax_threshold_invalid', field: 'coef_threshold' },
    ],
  ])('refuses %o', (settings, error) => {
    expect(readTaxRules(tax(settings))).toEqual({ ok: false, error });
    expect(stakeTax(tax(settings), 100n)).toEqual({ ok: false, error });
  });
});

describe('stake tax', () => {
  it('withholds the percent of the stake, halves away from zero to the cent', () => {
    const config = tax({ type: 1, stake_tax_percent: 12.5 });
    expect(stakeTax(config, 10_000n)).toEqual({ ok: true, value: 1250n }); // 12.5 % of 100.00
    expect(stakeTax(config, 1001n)).toEqual({ ok: true, value: 125n }); // 1.25125 → 1.25
    expect(stakeTax(config, 4n)).toEqual({ ok: true, value: 1n }); // 0.005 → 0.01
    expect(stakeTax(tax({ type: 2, stake_tax_percent: 12.5 }), 10_000n)).toEqual({
      ok: true,
      value: 0n,
    });
    expect(stakeTax(config, 0n)).toEqual({ ok: false, error: { code: 'stake_invalid' } });
  });
});

describe('payout tax', () => {
  const config = tax({ type: 2, payout_tax_percent: 20, win_threshold: 100, coef_threshold: 1.5 });
  const at = (payout: bigint, coefficient = ratio(3n, 1n)) =>
    payoutTax(config, { stake: 10_000n, payout, coefficient });

  it('taxes only the winnings above the win threshold', () => {
    // 100.00 at 3.00 pays 300.00: 200.00 won, 100.00 above the threshold, 20 % → 20.00.
    expect(at(30_000n)).toEqual({ ok: true, value: 2000n });
    expect(at(20_000n)).toEqual({ ok: true, value: 0n }); // 100.00 won: not above it
    expect(at(20_003n)).toEqual({ ok: true, value: 1n }); // 20 % of 0.03 = 0.006 → 0.01
    expect(at(5000n)).toEqual({ ok: true, value: 0n }); // a loss is never taxed
  });

  it('taxes only coefficients above the coefficient threshold', () => {
    expect(at(30_000n, ratio(3n, 2n))).toEqual({ ok: true, value: 0n }); // 1.5 is not above 1.5
    expect(at(30_000n, ratio(1501n, 1000n))).toEqual({ ok: true, value: 2000n });
  });

  it('taxes all winnings at any coefficient when both thresholds are 0', () => {
    const all = tax({ type: 2, payout_tax_percent: 20 });
    expect(
      payoutTax(all, { stake: 10_000n, payout: 10_001n, coefficient: ratio(1001n, 1000n) }),
    ).toEqual({
      ok: true,
      value: 0n, // 20 % of 0.01 = 0.002 → 0.00
    });
    expect(payoutTax(all, { stake: 10_000n, payout: 30_000n, coefficient: ratio(3n, 1n) })).toEqual(
      {
        ok: true,
        value: 4000n,
      },
    );
  });
});

describe('a bet with its taxes', () => {
  const both = tax({ type: 3, stake_tax_percent: 12.5, payout_tax_percent: 20 });
  const single: Bet = { kind: 'single', stake: 10_000n, prices: [2] };

  it('plays the net stake and taxes the winnings over the gross stake', () => {
    // 100.00: 12.50 withheld, 87.50 plays at 2.00 → 175.00; won 75.00, taxed 15.00 → 160.00.
    expect(betWithTax(both, single)).toEqual({
      ok: true,
      value: {
        stake: 10_000n,
        stakeTax: 1250n,
        netStake: 8750n,
        coefficient: ratio(2n, 1n),
        payout: 17_500n,
        payoutTax: 1500n,
        stakeTaxReturned: 0n,
        payoutAfterTax: 16_000n,
      },
    });
    expect(betWithTax(both, single, ['lost'])).toMatchObject({
      ok: true,
      value: { payout: 0n, payoutTax: 0n, payoutAfterTax: 0n },
    });
  });

  it('gives the stake tax back on a bet void as a whole only with return_tax', () => {
    expect(betWithTax(both, single, ['void'])).toMatchObject({
      ok: true,
      value: { payout: 8750n, payoutTax: 0n, stakeTaxReturned: 0n, payoutAfterTax: 8750n },
    });
    const returning = { ...both, return_tax: true };
    expect(betWithTax(returning, single, ['void'])).toMatchObject({
      ok: true,
      value: { payout: 8750n, stakeTaxReturned: 1250n, payoutAfterTax: 10_000n },
    });
    // One void selection of two is not a void bet: 87.50 × 1.50 = 131.25, won 31.25 → tax 6.25.
    const express: Bet = { kind: 'express', stake: 10_000n, prices: [2, 1.5] };
    expect(betWithTax(returning, express, ['void', 'won'])).toMatchObject({
      ok: true,
      value: { payout: 13_125n, payoutTax: 625n, stakeTaxReturned: 0n, payoutAfterTax: 12_500n },
    });
  });

  it('taxes what a system takes and spreads the net stake over its lines exactly', () => {
    const system: Bet = { kind: 'system', stake: 1000n, prices: [1.85, 2.1, 1.5], lineSize: 2 };
    const stakeOnly = tax({ type: 1, stake_tax_percent: 12.5, return_tax: true });
    // 9.99 taken, 12.5 % = 1.24875 → 1.25, 8.74 plays: 8.74 / 3 a line. Lines 874 × 1.295 =
    // 1131.83 → 1131, 874 × 0.925 = 808.45 → 808, 874 × 1.05 = 917.7 → 917: 28.56.
    expect(betWithTax(stakeOnly, system)).toMatchObject({
      ok: true,
      value: { stake: 999n, stakeTax: 125n, netStake: 874n, payout: 2856n, payoutAfterTax: 2856n },
    });
    // Void as a whole: 8.74 back to the cent (not 3 × 2.91), and the 1.25 with return_tax.
    expect(betWithTax(stakeOnly, system, ['void', 'void', 'void'])).toMatchObject({
      ok: true,
      value: { payout: 874n, stakeTaxReturned: 125n, payoutAfterTax: 999n },
    });
  });

  it('refuses a bad bet or a bad configuration', () => {
    expect(betWithTax(tax({ type: 9 }), single)).toEqual({
      ok: false,
      error: { code: 'tax_type_invalid', field: 'type' },
    });
    expect(betWithTax(both, { ...single, prices: [0.5] })).toEqual({
      ok: false,
      error: { code: 'price_invalid', index: 0 },
    });
  });
});
