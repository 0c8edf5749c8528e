import type { AnyStateMachine } from 'xstate';

/** FNV-1a over UTF-16 code units, 32 bits, from a given offset basis. */
function fnv1a(text: string, basis: number): number {
  let hash = basis;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A machine's version as QA records carry it: a hash of its definition (states, transitions,
 * targets, guards, invocations, delays). Any change to the chart changes it; a change inside an
 * action's code does not — recordings replay states, not side effects.
 */
export function machineVersion(machine: AnyStateMachine): string {
  const text = JSON.stringify(machine.definition);
  return [fnv1a(text, 0x811c9dc5), fnv1a(text, 0x01000193)]
    .map((h) => h.toString(16).padStart(8, '0'))
    .join('');
}
