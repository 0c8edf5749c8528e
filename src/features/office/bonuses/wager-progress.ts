import { parseMinor } from '@/lib/money/minor';

/** The spec's office bonus progress: a percent string and the bar's width, from the wagering done. */
export interface WagerProgress {
  /** "66.67%" (two decimals at most, never more than 100). */
  readonly progress: string;
  /** 0–100, the width of the bar. */
  readonly width: number;
}

/** Wagering done (bonus_fact) of what is needed (bonus_finish); nothing needed is complete. */
export function wagerProgress(fact: string, finish: string): WagerProgress {
  const done = parseMinor(fact) ?? 0n;
  const needed = parseMinor(finish) ?? 0n;
  if (needed <= 0n) return { progress: '100%', width: 100 };
  // Hundredths of a percent, rounded down: it reads 100 % only once it is met.
  const hundredths = ((done >= needed ? needed : done) * 10_000n) / needed;
  const whole = hundredths / 100n;
  const fraction = hundredths % 100n;
  const text =
    fraction === 0n
      ? `${whole}`
      : `${whole}.${fraction.toString().padStart(2, '0').replace(/0$/, '')}`;
  return { progress: `${text}%`, width: Number(hundredths) / 100 };
}
