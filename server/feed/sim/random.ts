import { type Draws, seeded } from '../../captcha/seeded.ts';

/**
 * A 32-bit hash of a list of keys (FNV-1a over their text, then a final avalanche), so every part
 * of the simulated world draws from its own stream: the same seed and keys give the same numbers
 * in any order of asking, and asking about one game never shifts another's draws.
 */
export function hashOf(...keys: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = keys.join('\u0001');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A generator seeded from keys (see hashOf). */
export const drawsOf = (...keys: readonly (string | number)[]): Draws => seeded(hashOf(...keys));

/** A standard normal draw (Box–Muller). */
export function normal(draws: Draws): number {
  const u = Math.max(draws.real(0, 1), 1e-12);
  const v = draws.real(0, 1);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** An exponential waiting time with the given mean. */
export const exponential = (draws: Draws, mean: number): number =>
  -Math.log(Math.max(draws.real(0, 1), 1e-12)) * mean;

/** One of `items` with probability proportional to its weight. */
export function weighted<T>(draws: Draws, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let at = draws.real(0, total);
  for (const [item, w] of items) {
    at -= w;
    if (at < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('weighted: empty list');
  return last[0];
}

/** `count` distinct items of `list` in a seeded order. */
export function sample<T>(draws: Draws, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = draws.int(0, i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

export type { Draws };
