import type { AnyMachineSnapshot, EventObject } from 'xstate';

import { type CatalogueEntry, qaSnapshot } from '../catalogue-entry';
import { machineStructure } from '../structure';
import { type MachinePath, machinePaths } from './explore';
import { type ActorReplay, replayOnActor } from './replay-actor';

/** What a snapshot is for comparing two runs: value, status, context and output as JSON. */
export const comparable = (snapshot: AnyMachineSnapshot): unknown => {
  const { value, status, context, output } = qaSnapshot(snapshot);
  return JSON.parse(JSON.stringify({ value, status, context, output: output ?? null }));
};

export interface PathRun {
  readonly path: MachinePath;
  /** The same events replayed on a live actor of the machine. */
  readonly actor: ActorReplay;
}

export interface PathsReport {
  readonly runs: readonly PathRun[];
  readonly structure: {
    readonly states: ReadonlySet<string>;
    readonly transitions: ReadonlySet<string>;
  };
  readonly covered: {
    readonly states: ReadonlySet<string>;
    readonly transitions: ReadonlySet<string>;
  };
}

/**
 * Generates a machine's paths (pure traversal with its fixtures) and replays each on a live actor,
 * collecting the state nodes and transitions the replays went through.
 */
export function runPaths(entry: CatalogueEntry): PathsReport {
  const runs = machinePaths(entry).map((path) => ({
    path,
    actor: replayOnActor(
      entry,
      path.input,
      path.steps.map((s): EventObject => s.event),
    ),
  }));
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const { actor } of runs) {
    actor.states.forEach((s) => states.add(s));
    actor.transitions.forEach((t) => transitions.add(t));
  }
  return { runs, structure: machineStructure(entry.machine), covered: { states, transitions } };
}

/** Share of a structure's items covered, e.g. `12/12`. */
export const coverageLine = (report: PathsReport): string => {
  const count = (all: ReadonlySet<string>, seen: ReadonlySet<string>) =>
    `${[...all].filter((x) => seen.has(x)).length}/${all.size}`;
  return `states ${count(report.structure.states, report.covered.states)}, transitions ${count(report.structure.transitions, report.covered.transitions)}`;
};
