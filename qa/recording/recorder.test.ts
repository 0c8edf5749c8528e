import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, sendParent, sendTo, setup } from 'xstate';

import { createRecorder } from './recorder';

const child = setup({}).createMachine({
  id: 'child',
  initial: 'waiting',
  states: {
    waiting: { on: { poke: { target: 'poked', actions: sendParent({ type: 'child.poked' }) } } },
    poked: { on: { finish: 'finished' } },
    finished: { type: 'final' },
  },
});

const parent = setup({ actors: { child } }).createMachine({
  id: 'parent',
  initial: 'running',
  states: {
    running: {
      invoke: { id: 'kid', src: 'child', onDone: 'done' },
      on: {
        start: { actions: sendTo('kid', { type: 'poke' }) },
        'child.poked': { actions: sendTo('kid', { type: 'finish' }) },
      },
    },
    done: { type: 'final' },
  },
});

const find = (logic: unknown) => {
  const id = (logic as AnyStateMachine | undefined)?.id;
  return id === 'parent' || id === 'child' ? { id, version: 'v' } : undefined;
};

describe('the recorder', () => {
  it('tells each event’s source apart: external, from the parent, from a child', () => {
    const recorder = createRecorder({ find, now: () => new Date('2026-01-01T00:00:00Z') });
    const actor = createActor(parent, { inspect: recorder.inspect });
    actor.start();
    actor.send({ type: 'start' });
    const steps = Object.fromEntries(
      recorder
        .recordings()
        .map((r) => [r.machine, r.steps.map((s) => [s.event.type, s.source, s.state])]),
    );
    expect(steps).toEqual({
      parent: [
        ['start', 'external', 'running'],
        ['child.poked', 'child', 'running'],
        ['xstate.done.actor.kid', 'child', 'done'],
      ],
      child: [
        ['poke', 'parent', 'poked'],
        ['finish', 'parent', 'finished'],
      ],
    });
  });
});
