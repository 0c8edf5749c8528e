import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { settledPayout } from './bet-maths';
import { CASH_OUT_MARGIN_BP, cashOutValue } from './cash-out';

const open = (price: number, current = price) => ({ price, result: null, current });
const BIG = 10n ** 12n;

describe('the cash-out value', () => {
  it('is the stake less the margin when no price moved', () => {
    expect(cashOutValue(1_000n, [open(2.5)], BIG)).toEqual({ ok: true, value: 950n });
    expect(CASH_OUT_MARGIN_BP).toBe(500n);
  });

  it('rises when a price shortens and falls when it drifts, rounded down to the cent', () => {
    // 10.00 × 2 / 1.5 × 0.95 = 12.666… → 12.66
    expect(cashOutValue(1_000n, [open(2, 1.5)], BIG)).toEqual({ ok: true, value: 1_266n });
    // 10.00 × 2 / 3 × 0.95 = 6.333… → 6.33
    expect(cashOutValue(1_000n, [open(2, 3)], BIG)).toEqual({ ok: true, value: 633n });
  });

  it('keeps a won selection at its price, a void one at 1, halves as settlement does', () => {
    const won = { price: 1.8, result: 'won' as const };
    const voided = { price: 3, result: 'void' as const };
    // 10 × 1.8 × 1 × (2/2) × 0.95 = 17.10
    expect(cashOutValue(1_000n, [won, voided, open(2)], BIG)).toEqual({ ok: true, value: 1_710n });
    const halfWon = { price: 1.9, result: 'halfWon' as const };
    const halfLost = { price: 1.9, result: 'halfLost' as const };
    // 10 × 1.45 × 0.5 × 0.95 = 6.8875 → 6.88
    expect(cashOutValue(1_000n, [halfWon, halfLost], BIG)).toEqual({ ok: true, value: 688n });
  });

  it('has none once a selection lost, or without a current price, naming the selection', () => {
    expect(cashOutValue(1_000n, [open(2), { price: 2, result: 'lost' }], BIG)).toEqual({
      ok: false,
      error: { code: 'selection_lost', index: 1 },
    });
    expect(cashOutValue(1_000n, [open(2), { price: 2, result: null }], BIG)).toEqual({
      ok: false,
      error: { code: 'price_missing', index: 1 },
    });
    expect(cashOutValue(1n, [open(2, 1000)], BIG)).toEqual({
      ok: false,
      error: { code: 'no_value' },
    });
  });

  it('never exceeds the cap (the potential payout)', () => {
    expect(cashOutValue(1_000n, [open(2, 1.5)], 1_200n)).toEqual({ ok: true, value: 1_200n });
  });

  it('is below what the bet pays once every selection won at unchanged prices', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 1, maxLength: 8 }),
        (stake, thousandths) => {
          const prices = thousandths.map((p) => p / 1000);
          const all = settledPayout(
            { kind: prices.length === 1 ? 'single' : 'express', stake, prices },
            prices.map(() => 'won'),
          );
          if (!all.ok) throw new Error(all.error.code);
          const value = cashOutValue(
            stake,
            prices.map((p) => open(p)),
            all.value,
          );
          // Unchanged prices: the stake less the margin, rounded down.
          const expected = (stake * 9_500n) / 10_000n;
          expect(value).toEqual(
            expected > 0n
              ? { ok: true, value: expected }
              : { ok: false, error: { code: 'no_value' } },
          );
        },
      ),
    );
  });
});
