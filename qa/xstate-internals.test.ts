import { describe, expect, it } from 'vitest';
import { createActor, type InspectionEvent, setup } from 'xstate';

import { transitionKey } from './transition-key';
import { microstepTransitions } from './xstate-internals';

// A transient initial state (left by `always` at once) and an event whose first branch is guarded off.
const machine = setup({ guards: { never: () => false } }).createMachine({
  id: 'probe',
  initial: 'start',
  states: {
    start: { always: 'idle' },
    idle: { on: { go: [{ guard: 'never', target: 'blocked' }, { target: 'gone' }] } },
    blocked: {},
    gone: { type: 'final' },
  },
});

describe('the private xstate fields QA relies on (an xstate upgrade that changes them fails here)', () => {
  it('gives each microstep the very transition definitions of the chart that it took', () => {
    const events: InspectionEvent[] = [];
    const actor = createActor(machine, { inspect: (e) => void events.push(e) });
    actor.start();
    actor.send({ type: 'go' });
    const microsteps = events.filter((e) => e.type === '@xstate.microstep');
    expect(microsteps).toHaveLength(2);
    const taken = microsteps.map((e) => microstepTransitions(e));
    const { start, idle } = machine.root.states;
    expect(taken[0]).toEqual([start!.always![0]]);
    expect(taken[0]![0]).toBe(start!.always![0]);
    expect(taken[1]![0]).toBe(idle!.transitions.get('go')![1]);
    expect(taken.flat().map(transitionKey)).toEqual([
      'probe.start ⟶ (always) #0',
      'probe.idle ⟶ go #1',
    ]);
  });

  it('reads nothing from the other inspection events', () => {
    const others: InspectionEvent[] = [];
    createActor(machine, {
      inspect: (e) => void (e.type !== '@xstate.microstep' && others.push(e)),
    }).start();
    expect(others.length).toBeGreaterThan(0);
    expect(others.flatMap((e) => microstepTransitions(e))).toEqual([]);
  });
});
