/** A seeded generator's draws: integers in [min, max), reals in [min, max), one of a list. */
export interface Draws {
  int(min: number, max: number): number;
  real(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

/** mulberry32: a small seeded generator, so a challenge's images can be drawn again from its seed. */
export function seeded(seed: number): Draws {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const real = (min: number, max: number) => min + next() * (max - min);
  return {
    real,
    int: (min, max) => Math.floor(real(min, max)),
    pick: (list) => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('seeded.pick: empty list');
      return item;
    },
  };
}
