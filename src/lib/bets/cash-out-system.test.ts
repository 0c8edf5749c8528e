import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkBet } from './bet-maths';
import { cashOutOnLines, type CashOutSelection } from './cash-out';
import {
  type Decimal,
  decimal,
  factor,
  type Outcome,
  scaledTo,
  subsets,
  times,
} from './testing/decimal-oracle';

const BIG = 10n ** 15n;
const open = (price: number, current = price): CashOutSelection => ({
  price,
  result: null,
  current,
});
const settled = (price: number, result: Outcome): CashOutSelection => ({ price, result });
const linesOf = (n: number, k: number, stake = 900n) => {
  const checked = checkBet({
    kind: 'system',
    stake,
    prices: Array<number>(n).fill(2),
    lineSize: k,
  });
  if (!checked.ok) throw new Error(checked.error.code);
  return checked.value.lines;
};

/**
 * The oracle: each line not lost is cents × Π settled factors × Π placed prices × 0.95 over
 * lines × Π current prices, worked on decimal strings and floored once; the lines summed.
 */
function oracleValue(cents: bigint, selections: readonly CashOutSelection[], k: number) {
  const n = selections.length;
  const lines = subsets(n, k);
  let total = 0n;
  for (const line of lines) {
    if (line.some((i) => selections[i]!.result === 'lost')) continue;
    let top: Decimal = times(decimal(String(cents)), decimal('0.95'));
    let bottom: Decimal = decimal(String(lines.length));
    for (const i of line) {
      const s = selections[i]!;
      const price = s.price.toFixed(3);
      if (s.result === null) {
        top = times(top, decimal(price));
        bottom = times(bottom, decimal(s.current!.toFixed(3)));
      } else top = times(top, factor(price, s.result));
    }
    const scale = Math.max(top.scale, bottom.scale);
    total += scaledTo(top, scale) / scaledTo(bottom, scale);
  }
  return total;
}

describe('a system’s cash-out value', () => {
  it('sums its lines, each an express on its share of the stake, each rounded down', () => {
    // 2 of 3, 9.00 playing: 3.00 a line. Selection 0 won at 2, 1 placed at 1.5 now 1.2, 2 at 3.
    const selections = [settled(2, 'won'), open(1.5, 1.2), open(3)];
    // [0,1]: 3 × 2 × 1.25 × 0.95 = 7.125 → 7.12; [0,2]: 3 × 2 × 1 × 0.95 = 5.70;
    // [1,2]: 3 × 1.25 × 1 × 0.95 = 3.5625 → 3.56. Together 16.38.
    expect(cashOutOnLines(900n, selections, linesOf(3, 2), BIG)).toEqual({
      ok: true,
      value: 1_638n,
    });
  });

  it('counts a lost line as nothing, a void selection at 1 and half results as settlement', () => {
    const lostOne = [open(2), settled(1.5, 'lost'), open(3)];
    // Only [0,2] is left: 3 × 1 × 1 × 0.95 = 2.85.
    expect(cashOutOnLines(900n, lostOne, linesOf(3, 2), BIG)).toEqual({ ok: true, value: 285n });
    const mixed = [settled(2, 'void'), settled(1.9, 'halfWon'), open(2.5, 2)];
    // [0,1]: 3 × 1 × 1.45 × 0.95 = 4.1325 → 4.13; [0,2]: 3 × 1.25 × 0.95 = 3.5625 → 3.56;
    // [1,2]: 3 × 1.45 × 1.25 × 0.95 = 5.165625 → 5.16. Together 12.85.
    expect(cashOutOnLines(900n, mixed, linesOf(3, 2), BIG)).toEqual({ ok: true, value: 1_285n });
  });

  it('reads no price of a lost line, but needs every price of a line still alive', () => {
    // Selection 2 has no price now: [0,2] and [1,2] need it.
    expect(
      cashOutOnLines(900n, [open(2), open(2), { price: 2, result: null }], linesOf(3, 2), BIG),
    ).toEqual({ ok: false, error: { code: 'price_missing', index: 2 } });
    // 2 of 4 with 2 and 3 lost: only [0,1] is alive, and needs no price of 2 or 3.
    const selections = [open(2), open(2), settled(2, 'lost'), settled(2, 'lost')];
    // 9.00 over 6 lines: 1.50 × 0.95 = 1.425 → 1.42.
    expect(cashOutOnLines(900n, selections, linesOf(4, 2), BIG)).toEqual({
      ok: true,
      value: 142n,
    });
  });

  it('has nothing to sell once every line lost, naming the first lost selection', () => {
    const selections = [open(2), settled(2, 'lost'), settled(2, 'lost')];
    expect(cashOutOnLines(900n, selections, linesOf(3, 2), BIG)).toEqual({
      ok: false,
      error: { code: 'selection_lost', index: 1 },
    });
  });

  it('never exceeds the cap', () => {
    expect(
      cashOutOnLines(900n, [open(2, 1.01), open(2, 1.01), open(2)], linesOf(3, 2), 1_000n),
    ).toEqual({ ok: true, value: 1_000n });
  });

  it('agrees with the decimal oracle to the cent', () => {
    const selection = fc.oneof(
      fc
        .tuple(fc.integer({ min: 1001, max: 20_000 }), fc.integer({ min: 1001, max: 20_000 }))
        .map(([p, c]) => open(p / 1000, c / 1000)),
      fc
        .tuple(
          fc.integer({ min: 1001, max: 20_000 }),
          fc.constantFrom<Outcome>('won', 'lost', 'void', 'halfWon', 'halfLost'),
        )
        .map(([p, r]) => settled(p / 1000, r)),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        fc.array(selection, { minLength: 3, maxLength: 7 }),
        fc.nat(),
        (cents, selections, pick) => {
          const k = 2 + (pick % (selections.length - 2));
          const expected = oracleValue(cents, selections, k);
          const alive = subsets(selections.length, k).some((line) =>
            line.every((i) => selections[i]!.result !== 'lost'),
          );
          const value = cashOutOnLines(cents, selections, linesOf(selections.length, k), BIG);
          if (!alive) expect(value).toMatchObject({ ok: false, error: { code: 'selection_lost' } });
          else if (expected === 0n)
            expect(value).toEqual({ ok: false, error: { code: 'no_value' } });
          else expect(value).toEqual({ ok: true, value: expected });
        },
      ),
    );
  });
});
