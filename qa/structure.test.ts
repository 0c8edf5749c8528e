import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';

import { eventName } from './describe';
import { activeStateIds, chartTransitions, machineStructure } from './structure';
import { transitionKey } from './transition-key';

const toy = setup({
  actors: { load: fromPromise(() => Promise.resolve(1)) },
  guards: { ok: () => true },
  delays: { soon: 10 },
}).createMachine({
  id: 'toy',
  initial: 'start',
  states: {
    start: { always: [{ guard: 'ok', target: 'busy' }, { target: 'both' }] },
    busy: {
      initial: 'loading',
      states: {
        loading: { invoke: { src: 'load', onDone: 'loaded' } },
        loaded: { type: 'final' },
        named: { invoke: { id: 'worker', src: 'load', onError: '#toy.both' } },
      },
      onDone: 'both',
      after: { soon: {}, 500: 'both' },
    },
    both: {
      type: 'parallel',
      states: { left: {}, right: { initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } } },
    },
  },
});

describe('the chart structure', () => {
  it('lists every transition once, keyed by source, event and place among its siblings', () => {
    expect(chartTransitions(toy).map((t) => [t.key, t.targets.map((n) => n.id)])).toEqual([
      ['toy.start ⟶ (always) #0', ['toy.busy']],
      ['toy.start ⟶ (always) #1', ['toy.both']],
      ['toy.busy ⟶ xstate.done.state.toy.busy #0', ['toy.both']],
      // Integer-like keys come first in a JS object: the 500 ms delay before the named one.
      ['toy.busy ⟶ xstate.after.500.toy.busy #0', ['toy.both']],
      ['toy.busy ⟶ xstate.after.soon.toy.busy #0', []],
      ['toy.busy.loading ⟶ xstate.done.actor.0.toy.busy.loading #0', ['toy.busy.loaded']],
      ['toy.busy.named ⟶ xstate.error.actor.worker #0', ['toy.both']],
      ['toy.both.right.a ⟶ go #0', ['toy.both.right.b']],
    ]);
    expect([...machineStructure(toy).states]).toHaveLength(11);
  });

  it('refuses to key a transition its source does not list', () => {
    const [first] = chartTransitions(toy);
    expect(() => transitionKey({ ...first!.definition })).toThrow(
      'toy.start does not list this transition on "(always)"',
    );
  });

  it('names the state nodes a value is in, ancestors and parallel regions included', () => {
    expect(activeStateIds(toy, { both: { left: {}, right: 'b' } }).sort()).toEqual([
      'toy',
      'toy.both',
      'toy.both.left',
      'toy.both.right',
      'toy.both.right.b',
    ]);
  });

  it('names events as people read them', () => {
    const names = chartTransitions(toy).map((t) => eventName(toy, t.eventType));
    expect(names).toEqual([
      'always',
      'always',
      'done',
      'after 500ms',
      'after soon',
      'done: load',
      'error: load',
      'go',
    ]);
  });
});
