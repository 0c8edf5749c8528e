/**
 * System bets k of n: every k-subset of the n selections is an express line, and the stake is
 * spread evenly over the C(n, k) lines in whole cents.
 */
import type { Minor } from '@/lib/money/minor';

import { type BetResult, ok, refuse } from './bet-result';

/** The most selections a system coupon takes (the spec's limit). */
export const SYSTEM_MAX_SELECTIONS = 20;

/** A system's lines as selection indexes, each line ascending. */
export type SystemLines = readonly (readonly number[])[];

/** Whether k of n is a system the spec allows: 2 ≤ k < n ≤ 20, whole numbers. */
export function checkSystem(n: number, k: number): BetResult<{ n: number; k: number }> {
  if (!Number.isInteger(n) || n < 3) return refuse('selection_count_invalid');
  if (n > SYSTEM_MAX_SELECTIONS) return refuse('system_too_large');
  if (!Number.isInteger(k) || k < 2 || k >= n) return refuse('system_size_invalid');
  return ok({ n, k });
}

/** C(n, k) for a valid system, computed in bigint so no intermediate product loses digits. */
export function lineCount(n: number, k: number): BetResult<number> {
  const system = checkSystem(n, k);
  if (!system.ok) return system;
  let count = 1n;
  // Each partial product is C(n − k + i, i), a whole number, so the division is exact.
  for (let i = 1n; i <= BigInt(k); i += 1n) count = (count * (BigInt(n - k) + i)) / i;
  return ok(Number(count));
}

/** Every k-subset of 0…n−1 in lexicographic order ([0,1], [0,2], [1,2] for 2 of 3). */
export function systemLines(n: number, k: number): BetResult<SystemLines> {
  const system = checkSystem(n, k);
  if (!system.ok) return system;
  const lines: number[][] = [];
  const line = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    lines.push([...line]);
    // The rightmost index that can still move right, then everything after it packed behind it.
    let i = k - 1;
    while (i >= 0 && line[i] === n - k + i) i -= 1;
    if (i < 0) return ok(lines);
    const start = (line[i] ?? 0) + 1;
    for (let j = i; j < k; j += 1) line[j] = start + j - i;
  }
}

/** A system stake spread over its lines: what each line plays and what the ledger debits. */
export interface SystemStake {
  /** floor(total / lines) in whole cents. */
  readonly perLine: Minor;
  /** perLine × lines: the cents left over are never taken. */
  readonly staked: Minor;
}

/** Splits a total stake evenly over `lines` lines; refused if a line would play less than a cent. */
export function splitSystemStake(total: Minor, lines: number): BetResult<SystemStake> {
  if (!Number.isSafeInteger(lines) || lines < 1) return refuse('system_size_invalid');
  if (typeof total !== 'bigint' || total <= 0n) return refuse('stake_invalid');
  const perLine = total / BigInt(lines);
  if (perLine === 0n) return refuse('stake_too_small');
  return ok({ perLine, staked: perLine * BigInt(lines) });
}
