import type { StateValue } from 'xstate';

import { type CatalogueEntry, qaSnapshot } from '../catalogue-entry';
import { eventLabel, stateLabel } from '../describe';
import { firstSnapshot, nextSnapshot } from '../paths/explore';
import type { Recording } from './recording';

export type ReplayOutcome =
  | { readonly ok: true; readonly machine: string; readonly steps: number }
  | {
      readonly ok: false;
      readonly machine: string;
      /** 1-based step that diverged; 0 for the initial state; undefined when nothing was replayed. */
      readonly step?: number;
      readonly event?: string;
      readonly expected: string;
      readonly actual: string;
    };

const sameState = (a: StateValue, b: StateValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replays a recording with the pure `initialTransition`/`transition` functions: each recorded
 * event must be one the machine takes in that state (`snapshot.can`) and must lead to the recorded
 * state. The first divergence is reported with the step, what was recorded and what the machine
 * does now. A recording of another version of the machine is refused.
 */
export function replayRecording(
  recording: Recording,
  find: (id: string) => (CatalogueEntry & { readonly version: string }) | undefined,
): ReplayOutcome {
  const entry = find(recording.machine);
  if (!entry)
    return {
      ok: false,
      machine: recording.machine,
      expected: `a machine "${recording.machine}" in the catalogue`,
      actual: 'no such machine',
    };
  if (entry.version !== recording.version) {
    return {
      ok: false,
      machine: recording.machine,
      expected: `version ${recording.version} (the recording's)`,
      actual: `version ${entry.version}: the machine changed since the recording was made — record it again`,
    };
  }
  const machine = entry.machine;
  let raw = firstSnapshot(machine, recording.input);
  let snapshot = qaSnapshot(raw);
  if (!sameState(snapshot.value, recording.initial)) {
    return {
      ok: false,
      machine: recording.machine,
      step: 0,
      expected: `start in ${stateLabel(recording.initial)}`,
      actual: `starts in ${stateLabel(snapshot.value)}`,
    };
  }
  for (const [index, step] of recording.steps.entries()) {
    const label = eventLabel(machine, step.event);
    if (!snapshot.can(step.event)) {
      return {
        ok: false,
        machine: recording.machine,
        step: index + 1,
        event: label,
        expected: `${stateLabel(snapshot.value)} takes ${label} → ${stateLabel(step.state)}`,
        actual: `${stateLabel(snapshot.value)} does not take ${label}`,
      };
    }
    raw = nextSnapshot(machine, raw, step.event);
    snapshot = qaSnapshot(raw);
    if (!sameState(snapshot.value, step.state)) {
      return {
        ok: false,
        machine: recording.machine,
        step: index + 1,
        event: label,
        expected: stateLabel(step.state),
        actual: stateLabel(snapshot.value),
      };
    }
  }
  return { ok: true, machine: recording.machine, steps: recording.steps.length };
}

/** A replay outcome as one report line. */
export function replayReport(outcome: ReplayOutcome): string {
  if (outcome.ok)
    return `✓ ${outcome.machine}: ${outcome.steps} steps replayed, every state as recorded`;
  const where =
    outcome.step === undefined
      ? ''
      : outcome.step === 0
        ? ' at the start'
        : ` at step ${outcome.step}${outcome.event ? ` (${outcome.event})` : ''}`;
  return `✗ ${outcome.machine}${where}: expected ${outcome.expected}; actual ${outcome.actual}`;
}
