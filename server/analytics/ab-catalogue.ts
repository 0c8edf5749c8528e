import { createHash, randomUUID } from 'node:crypto';

/** One A/B test: its name, variants and how many in a hundred take part. */
interface AbTestDefinition {
  readonly name: string;
  readonly variants: readonly [string, ...string[]];
  readonly percent: number;
}

/**
 * A small fixed catalogue per partner (not in site settings: tests are the analytics team's, not
 * the operator's configuration). Partners not listed run no tests. `recordPercent` is the share
 * of analytics sessions recorded.
 */
const CATALOGUE: Readonly<
  Record<number, { readonly tests: readonly AbTestDefinition[]; readonly recordPercent: number }>
> = {
  1: {
    recordPercent: 100,
    tests: [
      { name: 'home-hero', variants: ['a', 'b'], percent: 100 },
      { name: 'registration-cta', variants: ['control', 'green'], percent: 50 },
    ],
  },
  2: { recordPercent: 50, tests: [{ name: 'home-hero', variants: ['a', 'b'], percent: 100 }] },
  3: { recordPercent: 0, tests: [] },
  4: {
    recordPercent: 100,
    tests: [{ name: 'coupon-layout', variants: ['compact', 'wide'], percent: 100 }],
  },
};

/** 0–99, stable for a text. */
const bucket = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) % 100;

/** The player's tests: the same sid (kept by the client as `state`) always gets the same variants. */
export function abTestsFor(
  partner: number,
  state: string,
): { sid: string; tests: { name: string; variant: string }[] } {
  const sid = /^[0-9a-f-]{36}$/.test(state) ? state : randomUUID();
  const tests = (CATALOGUE[partner]?.tests ?? [])
    .filter((t) => bucket(`${sid}:${t.name}:in`) < t.percent)
    .map((t) => ({
      name: t.name,
      variant: t.variants[bucket(`${sid}:${t.name}`) % t.variants.length]!,
    }));
  return { sid, tests };
}

/** Whether an analytics session is recorded (by its id, so the answer never flips for one session). */
export const recordSession = (partner: number, sid: string | undefined): boolean =>
  sid !== undefined && bucket(`record:${sid}`) < (CATALOGUE[partner]?.recordPercent ?? 0);
