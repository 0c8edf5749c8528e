/**
 * Time to decide which fields show when a server-defined form's parent rules form one long cycle
 * (2000 fields, a definition error the engine must survive): the fields of a cycle stay hidden,
 * and the work stays linear — the unit test counts the rule look-ups, this prints the time.
 */
import { performance } from 'node:perf_hooks';

import type { RegistrationField } from '../src/lib/validation/types.ts';
import { visibleFields } from '../src/lib/validation/visibility.ts';

/** The budget: the form's first validation (≤ 20 ms) includes one visibility pass. */
const TARGET_MS = 20;

/** Median and p95 of `runs` passes over a cycle of `n` fields. */
export function benchVisibilityCycle(n = 2000, runs = 200): string[] {
  const fields: RegistrationField[] = Array.from({ length: n }, (_, i) => ({
    id: `f${i}`,
    name: `f${i}`,
    type: 'input',
    parent: { name: `f${(i + 1) % n}`, values: ['x'] },
  }));
  const values = Object.fromEntries(fields.map((f) => [f.name, 'x']));
  for (let i = 0; i < 5; i++) visibleFields(fields, values);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const shown = visibleFields(fields, values);
    samples.push(performance.now() - start);
    if (shown.size !== 0) throw new Error('a field of the cycle shows');
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return [
    `visibility: ${n}-field parent cycle   median ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  (target ≤ ${TARGET_MS} ms)`,
  ];
}
