/**
 * An independent payout oracle for the bet maths' property tests: prices stay decimal strings,
 * factors are multiplied digit by digit as on paper, and a line is divided (at most) once at
 * the end. It shares no code with the module it checks, so the two agreeing means something.
 */

/** digits × 10^−scale, digits without sign or leading zeros beyond one. */
export interface Decimal {
  readonly digits: string;
  readonly scale: number;
}

/** "1.850" → 1850 × 10^−3; "12" → 12. */
export function decimal(text: string): Decimal {
  const [whole = '0', fraction = ''] = text.split('.');
  return { digits: trim(whole + fraction), scale: fraction.length };
}

const trim = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** The product, by schoolbook multiplication of the digit strings. */
export function times(a: Decimal, b: Decimal): Decimal {
  const x = [...a.digits].reverse().map(Number);
  const y = [...b.digits].reverse().map(Number);
  const cells = Array<number>(x.length + y.length).fill(0);
  x.forEach((dx, i) => y.forEach((dy, j) => (cells[i + j]! += dx * dy)));
  for (let i = 0; i < cells.length - 1; i += 1) {
    cells[i + 1]! += Math.floor(cells[i]! / 10);
    cells[i]! %= 10;
  }
  return { digits: trim(cells.reverse().join('')), scale: a.scale + b.scale };
}

/** The sum, digit by digit after aligning the decimal points. */
export function plus(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const x = [...(a.digits + '0'.repeat(scale - a.scale))].reverse().map(Number);
  const y = [...(b.digits + '0'.repeat(scale - b.scale))].reverse().map(Number);
  const out: number[] = [];
  let carry = 0;
  for (let i = 0; i < Math.max(x.length, y.length) || carry; i += 1) {
    const sum = (x[i] ?? 0) + (y[i] ?? 0) + carry;
    out.push(sum % 10);
    carry = sum >= 10 ? 1 : 0;
  }
  return { digits: trim(out.reverse().join('')), scale };
}

/** The value × 10^scale as a whole number (scale ≥ the decimal's own). */
export const scaledTo = (d: Decimal, scale: number): bigint =>
  BigInt(d.digits + '0'.repeat(scale - d.scale));

export type Outcome = 'won' | 'lost' | 'void' | 'halfWon' | 'halfLost';

/** What a selection multiplies its line by, as a decimal: half results take half of a win. */
export function factor(price: string, outcome: Outcome): Decimal {
  switch (outcome) {
    case 'won':
      return decimal(price);
    case 'lost':
      return decimal('0');
    case 'void':
      return decimal('1');
    case 'halfWon':
      return times(plus(decimal(price), decimal('1')), decimal('0.5'));
    case 'halfLost':
      return decimal('0.5');
  }
}

/** k-subsets of 0…n−1 by recursion (the module walks them iteratively). */
export function subsets(n: number, k: number, from = 0): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let first = from; first <= n - k; first += 1)
    for (const rest of subsets(n, k - 1, first + 1)) out.push([first, ...rest]);
  return out;
}

/** A payout worked by the oracle: what is paid, and the exact amount behind it. */
export interface OraclePayout {
  /** Cents paid: each line floored once. */
  readonly paid: bigint;
  /** The exact total is exactNumerator / exactDenominator cents. */
  readonly exactNumerator: bigint;
  readonly exactDenominator: bigint;
}

/**
 * Each line pays cents × Π factors / shares, floored: `cents` is the stake a line plays when
 * `shares` is 1, or the total spread over `shares` lines (a net stake after stake tax).
 */
export function oraclePayout(
  prices: readonly string[],
  outcomes: readonly Outcome[],
  lines: readonly (readonly number[])[],
  cents: bigint,
  shares = 1n,
): OraclePayout {
  // A bet void as a whole is given back as it was taken, however its stake spreads.
  if (shares !== 1n && outcomes.every((outcome) => outcome === 'void'))
    return { paid: cents, exactNumerator: cents, exactDenominator: 1n };
  const scale = 4 * prices.length;
  let paid = 0n;
  let exactNumerator = 0n;
  for (const line of lines) {
    const value = line.reduce(
      (acc, i) => times(acc, factor(prices[i]!, outcomes[i]!)),
      decimal(String(cents)),
    );
    const scaled = scaledTo(value, scale);
    paid += scaled / (shares * 10n ** BigInt(scale));
    exactNumerator += scaled;
  }
  return { paid, exactNumerator, exactDenominator: shares * 10n ** BigInt(scale) };
}
