import { describe, expect, it } from 'vitest';

import { ratio, ratioThousandths } from '@/lib/bets/ratio';
import { NO_TAX } from '@/lib/bets/tax-rules';

import { first, second, third } from './coupon.fixtures';
import { startCoupon } from './coupon.testing';
import type { CouponEvent, CouponInput } from './coupon.types';
import { couponBlocks } from './coupon-blockers';
import {
  kindsAvailable,
  placementPrice,
  potentialPayout,
  selectionLimit,
  systemInfo,
  totalCoefficient,
} from './coupon-derived';

/** The context after some events (the figures below are worked out by hand, not by the maths under test). */
function contextAfter(events: CouponEvent[], input: Partial<CouponInput> = {}) {
  const { actor, context } = startCoupon(input);
  for (const event of events) actor.send(event);
  return context();
}
const stake = (text: string): CouponEvent => ({ type: 'stake.type', text });
const list = (...selections: (typeof first)[]): CouponEvent => ({
  type: 'selections.set',
  selections,
});
const kind = (k: 'single' | 'express' | 'system'): CouponEvent => ({
  type: 'kind.choose',
  kind: k,
});
const move = (price: number): CouponEvent => ({
  type: 'prices.update',
  prices: { [first.key]: { price, suspended: false } },
});

describe('coupon selectors', () => {
  it('prices at the feed’s price where the policy takes the move, else at the agreed one', () => {
    const up = contextAfter([move(2)], { policy: 'higher' });
    expect(placementPrice(up, up.selections[0]!)).toBe(2);
    const down = contextAfter([move(1.6)], { policy: 'higher' });
    expect(placementPrice(down, down.selections[0]!)).toBe(1.85);
    const any = contextAfter([move(1.6)], { policy: 'any' });
    expect(placementPrice(any, any.selections[0]!)).toBe(1.6);
  });

  it('offers the kinds the count allows and names the limit of each', () => {
    expect(kindsAvailable(contextAfter([list()]))).toEqual([]);
    expect(kindsAvailable(contextAfter([]))).toEqual(['single']);
    expect(kindsAvailable(contextAfter([list(first, second, third)]))).toEqual([
      'single',
      'express',
      'system',
    ]);
    expect(selectionLimit(contextAfter([]))).toBe(50);
    expect(selectionLimit(contextAfter([list(first, second)]))).toBe(50);
    expect(selectionLimit(contextAfter([list(first, second), kind('single')]))).toBe(20);
    expect(selectionLimit(contextAfter([list(first, second, third), kind('system')]))).toBe(20);
  });

  it('shows a system’s lines and stake per line: 2 of 3, 10.00 → 3 lines of 3.33', () => {
    const system = contextAfter([list(first, second, third), kind('system'), stake('10')]);
    expect(systemInfo(system)).toEqual({
      ok: true,
      value: { size: 2, of: 3, lines: 3, perLine: 333n, staked: 999n },
    });
    const noStake = contextAfter([list(first, second, third), kind('system')]);
    expect(systemInfo(noStake)).toMatchObject({
      ok: true,
      value: { lines: 3, perLine: undefined },
    });
    const bad = contextAfter([
      list(first, second, third),
      kind('system'),
      { type: 'system.size', size: 3 },
    ]);
    expect(systemInfo(bad)).toEqual({ ok: false, error: { code: 'system_size_invalid' } });
    expect(systemInfo(contextAfter([]))).toBeUndefined();
  });

  it('gives the total coefficient of a single, an express and a system, and none for several singles', () => {
    expect(totalCoefficient(contextAfter([]))).toEqual({ ok: true, value: ratio(1850n, 1000n) });
    const express = totalCoefficient(contextAfter([list(first, second)]));
    expect(express?.ok && ratioThousandths(express.value)).toBe(3885n);
    // (1.85 × 2.1 + 1.85 × 3 + 2.1 × 3) / 3 = 15.735 / 3
    const system = totalCoefficient(contextAfter([list(first, second, third), kind('system')]));
    expect(system?.ok && ratioThousandths(system.value)).toBe(5245n);
    expect(totalCoefficient(contextAfter([list(first, second), kind('single')]))).toBeUndefined();
    expect(totalCoefficient(contextAfter([list()]))).toBeUndefined();
  });

  it('gives the potential payout with 5 % stake tax and 10 % payout tax', () => {
    expect(potentialPayout(contextAfter([]))).toBeUndefined();
    // 10.00 − 0.50 plays: 9.50 × 1.85 = 17.575 → 17.57; tax 10 % of 7.57 → 0.76.
    expect(potentialPayout(contextAfter([stake('10')]))).toEqual({
      ok: true,
      value: {
        bets: 1,
        stake: 1000n,
        stakeTax: 50n,
        netStake: 950n,
        payout: 1757n,
        payoutTax: 76n,
        payoutAfterTax: 1681n,
      },
    });
    // 9.50 × 3.885 = 36.9075 → 36.90; tax 10 % of 26.90 → 2.69.
    expect(potentialPayout(contextAfter([list(first, second), stake('10')]))).toMatchObject({
      value: { bets: 1, payout: 3690n, payoutTax: 269n, payoutAfterTax: 3421n },
    });
    // Two singles of 10.00: 17.57 and 9.50 × 2.1 = 19.95 (tax 0.995 → 1.00).
    expect(
      potentialPayout(contextAfter([list(first, second), kind('single'), stake('10')])),
    ).toEqual({
      ok: true,
      value: {
        bets: 2,
        stake: 2000n,
        stakeTax: 100n,
        netStake: 1900n,
        payout: 3752n,
        payoutTax: 176n,
        payoutAfterTax: 3576n,
      },
    });
    // 9.99 staked, 0.50 tax, 9.49 / 3 a line: 12.28 + 17.55 + 19.92; tax 10 % of 39.76 → 3.98.
    expect(
      potentialPayout(contextAfter([list(first, second, third), kind('system'), stake('10')])),
    ).toEqual({
      ok: true,
      value: {
        bets: 1,
        stake: 999n,
        stakeTax: 50n,
        netStake: 949n,
        payout: 4975n,
        payoutTax: 398n,
        payoutAfterTax: 4577n,
      },
    });
  });

  it('pays at the moved price the policy takes, and refuses a price that pays nothing', () => {
    const up = contextAfter([move(2), stake('10')], { policy: 'higher', tax: NO_TAX });
    expect(potentialPayout(up)).toMatchObject({ value: { payout: 2000n } });
    const down = contextAfter([move(1.6), stake('10')], { policy: 'higher', tax: NO_TAX });
    expect(potentialPayout(down)).toMatchObject({ value: { payout: 1850n } });
    const nothing = contextAfter([move(1), stake('10')], { policy: 'any' });
    expect(potentialPayout(nothing)).toEqual({
      ok: false,
      error: { code: 'price_invalid', index: 0 },
    });
    expect(couponBlocks(nothing)).toEqual([{ code: 'price_invalid', keys: [first.key] }]);
  });
});
