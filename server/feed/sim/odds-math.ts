/**
 * The probability pieces the simulator prices with: Poisson goals, normal margins, sets won by
 * reaching a target, and the bookmaker's margin and price steps.
 */

/** P(X = k) for k = 0..max of a Poisson(λ), the tail folded into the last cell. */
export function poisson(lambda: number, max: number): number[] {
  const cells: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    cells.push(p);
    sum += p;
    p *= lambda / (k + 1);
  }
  cells.push(Math.max(0, 1 - sum));
  return cells;
}

/** How many goals a Poisson(λ) grid needs before its tail stops mattering. */
export const poissonCap = (lambda: number) =>
  Math.max(6, Math.ceil(lambda + 6 * Math.sqrt(lambda) + 2));

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

export interface SetRule {
  readonly target: number;
  readonly winByTwo: boolean;
  /** Both sides at cap − 1: the next unit decides (tennis 6:6 → 7:6). */
  readonly cap?: number;
}

const setOver = (a: number, b: number, rule: SetRule) => {
  if (rule.cap !== undefined && (a === rule.cap || b === rule.cap)) return true;
  const lead = Math.abs(a - b);
  return (a >= rule.target || b >= rule.target) && (!rule.winByTwo || lead >= 2);
};

/**
 * How a set goes on from `a`:`b` when side 1 wins each unit with probability `p`: the chance side
 * 1 takes it and the distribution of its total units. Win-by-two tails are cut 30 units past the
 * target, shared as the deuce formula would.
 */
export function setOutlook(a: number, b: number, p: number, rule: SetRule) {
  const totals = new Map<number, number>();
  let win = 0;
  let layer = new Map<number, number>([[a, 1]]); // side 1's units → probability, by units played
  const limit = rule.target * 2 + 30;
  for (let played = a + b; layer.size > 0; played++) {
    const next = new Map<number, number>();
    for (const [x, prob] of layer) {
      const y = played - x;
      if (setOver(x, y, rule) || played >= limit) {
        const share = setOver(x, y, rule) ? (x > y ? 1 : 0) : (p * p) / (p * p + (1 - p) * (1 - p));
        win += prob * share;
        totals.set(played, (totals.get(played) ?? 0) + prob);
        continue;
      }
      next.set(x + 1, (next.get(x + 1) ?? 0) + prob * p);
      next.set(x, (next.get(x) ?? 0) + prob * (1 - p));
    }
    layer = next;
  }
  return { win, totals };
}

/**
 * The bookmaker's margin on a market's fair probabilities (proportional): its prices, or undefined
 * when an outcome is all but certain (the market is decided and taken off). A long shot is priced
 * as if it had a small chance at least; a heavy favourite never goes below 1.01.
 */
export function withMargin(fair: readonly number[], margin: number): number[] | undefined {
  if (fair.some((p) => !(p >= 0) || p > 0.99)) return undefined;
  const floored = fair.map((p) => Math.max(p, 0.003));
  const total = floored.reduce((s, p) => s + p, 0);
  return floored.map((p) => priceStep(1 / ((p / total) * (1 + margin))));
}

/** Prices as bookmakers print them: hundredths to 10, tenths to 20, whole numbers above (down). */
export function priceStep(price: number): number {
  const capped = Math.min(Math.max(price, 1.01), 501);
  if (capped < 10) return Math.max(1.01, Math.floor(capped * 100 + 1e-7) / 100);
  if (capped < 20) return Math.floor(capped * 10 + 1e-7) / 10;
  return Math.floor(capped);
}

/**
 * Side 1's chances on an Asian line `line` (its handicap) over the final margin's distribution:
 * the weight of winning against losing, half-wins and half-losses counting half, pushes not at
 * all — the fair shares two prices split.
 */
export function asianShares(margins: ReadonlyMap<number, number>, line: number): [number, number] {
  let win = 0;
  let lose = 0;
  for (const [margin, prob] of margins) {
    const m = margin + line;
    if (m > 0.25 + 1e-9) win += prob;
    else if (Math.abs(m - 0.25) < 1e-9) win += prob / 2;
    else if (Math.abs(m + 0.25) < 1e-9) lose += prob / 2;
    else if (m < -0.25 - 1e-9) lose += prob;
  }
  return [win, lose];
}

/**
 * Each of several independent normal variables' chance of being the largest (an outright's fair
 * prices: final points or votes, each with its mean and spread): ∫ f_i(x) ∏_{j≠i} F_j(x) dx by
 * the trapezoid rule on a grid fine enough for the narrowest spread, normalised to sum to 1.
 */
export function chancesOfFirst(means: readonly number[], sds: readonly number[]): number[] {
  const n = means.length;
  if (n === 0) return [];
  const sd = sds.map((s) => Math.max(s, 1e-6));
  const lo = Math.min(...means.map((m, i) => m - 7 * sd[i]!));
  const hi = Math.max(...means.map((m, i) => m + 7 * sd[i]!));
  const steps = Math.min(20_000, Math.max(400, Math.ceil(((hi - lo) / Math.min(...sd)) * 8)));
  const h = (hi - lo) / steps;
  const out = new Array<number>(n).fill(0);
  const cdf = new Array<number>(n);
  const before = new Array<number>(n + 1);
  for (let s = 0; s <= steps; s++) {
    const x = lo + s * h;
    for (let j = 0; j < n; j++) cdf[j] = phi((x - means[j]!) / sd[j]!);
    // Products of the others' CDFs without dividing (a CDF may be 0): prefix times suffix.
    before[0] = 1;
    for (let j = 0; j < n; j++) before[j + 1] = before[j]! * cdf[j]!;
    let after = 1;
    const weight = s === 0 || s === steps ? h / 2 : h;
    for (let i = n - 1; i >= 0; i--) {
      const z = (x - means[i]!) / sd[i]!;
      const density = Math.exp(-0.5 * z * z) / (sd[i]! * Math.sqrt(2 * Math.PI));
      out[i] = out[i]! + density * before[i]! * after * weight;
      after *= cdf[i]!;
    }
  }
  const total = out.reduce((a, b) => a + b, 0);
  return total > 0 ? out.map((p) => p / total) : out.map(() => 1 / n);
}
