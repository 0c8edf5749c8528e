import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';

import { type CatalogueEntry, qaSnapshot } from '../catalogue-entry';
import { comparable, runPaths } from './run-paths';

/**
 * The paths test of a machine: every generated path, replayed on a live actor, ends in the state,
 * context and output the pure traversal computed, and together the replays cover every state node
 * and every transition of the machine. `ends` lists outcomes the fixtures must reach (a state
 * value, and the machine's output there when given).
 */
export function pathsSuite(
  entry: CatalogueEntry,
  ends: readonly { value: StateValue; output?: unknown }[],
): void {
  describe(`${entry.id} paths`, () => {
    const report = runPaths(entry);

    it('replays every path on a live actor to the state, context and output the traversal computed', () => {
      expect(report.runs.length).toBeGreaterThan(0);
      for (const { path, actor } of report.runs)
        expect({ goal: path.goal, end: comparable(actor.end) }).toEqual({
          goal: path.goal,
          end: comparable(path.end),
        });
    });

    it('covers every state node', () => {
      expect([...report.structure.states].filter((s) => !report.covered.states.has(s))).toEqual([]);
    });

    it('covers every transition', () => {
      expect(report.structure.transitions.size).toBeGreaterThan(0);
      expect(
        [...report.structure.transitions].filter((t) => !report.covered.transitions.has(t)),
      ).toEqual([]);
    });

    it('reaches the outcomes the fixtures are for', () => {
      const reached = report.runs.map(({ actor }) => qaSnapshot(actor.end));
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      const unreached = ends.filter(
        (end) =>
          !reached.some(
            (got) =>
              same(got.value, end.value) && (!('output' in end) || same(got.output, end.output)),
          ),
      );
      expect(unreached).toEqual([]);
    });
  });
}
