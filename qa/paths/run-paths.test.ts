import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise, setup } from 'xstate';

import { catalogueEntry } from '../catalogue-entry';
import { explore } from './explore';
import { coverageLine, runPaths } from './run-paths';

const toy = setup({
  types: { context: {} as { n: number } },
  actors: { load: fromPromise<{ n: number }>(() => Promise.resolve({ n: 1 })) },
  delays: { soon: 1000 },
}).createMachine({
  id: 'toy',
  context: { n: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'idle', actions: assign({ n: ({ event }) => event.output.n }) },
        onError: 'broken',
      },
    },
    idle: {
      after: { soon: 'late' },
      on: { poke: { actions: assign({ n: ({ context }) => context.n + 1 }) }, go: 'done' },
    },
    late: { on: { go: 'done' } },
    broken: {},
    orphan: {},
    done: { type: 'final' },
  },
});

const toyEntry = (
  fixtures = { actors: { load: { done: [{ n: 1 }], error: [{ code: 'x', message: 'y' }] } } },
) =>
  catalogueEntry({
    id: 'toy',
    description: 'toy',
    machine: toy,
    inputs: [undefined as never],
    fixtures,
    serialize: (s) => JSON.stringify(s.value),
  });

describe('paths and coverage', () => {
  it('covers invocations, delays and targetless transitions, and reports a state no event reaches', () => {
    const report = runPaths(toyEntry());
    expect([...report.structure.states].filter((s) => !report.covered.states.has(s))).toEqual([
      'toy.orphan',
    ]);
    expect(
      [...report.structure.transitions].filter((t) => !report.covered.transitions.has(t)),
    ).toEqual([]);
    expect(report.covered.transitions).toContain('toy.idle ⟶ xstate.after.soon.toy.idle #0');
    expect(report.covered.transitions).toContain('toy.idle ⟶ poke #0');
    expect(coverageLine(report)).toBe('states 6/7, transitions 6/6');
  });

  it('names the actor whose fixture is missing', () => {
    expect(() => explore(toyEntry({ actors: { load: { done: [{ n: 1 }], error: [] } } }))).toThrow(
      'toy: no error fixture for actor "load" (event xstate.error.actor.0.toy.loading)',
    );
  });

  it('stops a traversal whose context grows without end', () => {
    const counter = createMachine({
      id: 'counter',
      context: { n: 0 },
      on: { tick: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    const entry = catalogueEntry({
      id: 'counter',
      description: 'grows',
      machine: counter,
      inputs: [undefined as never],
      fixtures: {},
    });
    expect(() => explore(entry, 50)).toThrow(
      'counter: more than 50 states — give the catalogue entry a narrower serialize',
    );
  });
});
