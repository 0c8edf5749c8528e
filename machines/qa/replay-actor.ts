import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';

import type { CatalogueEntry } from './catalogue-entry';

/** A transition as coverage counts it: source state node, event type, its place among them. */
export type TransitionKey = string;

interface TransitionLike {
  readonly source: {
    readonly id: string;
    readonly always?: readonly unknown[];
    readonly transitions: ReadonlyMap<string, readonly unknown[]>;
  };
  readonly eventType: string;
}

interface StateNodeLike {
  readonly id: string;
  readonly states: Readonly<Record<string, StateNodeLike>>;
  readonly transitions: ReadonlyMap<string, readonly TransitionLike[]>;
  readonly always?: readonly TransitionLike[];
}

const keyOf = (t: TransitionLike): TransitionKey => {
  const list =
    t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id} ⟶ ${t.eventType || '(always)'} #${list.indexOf(t)}`;
};

/** Every state node id and every transition of a machine (including `always` and delayed ones). */
export function machineStructure(machine: AnyStateMachine): {
  states: Set<string>;
  transitions: Set<TransitionKey>;
} {
  const states = new Set<string>();
  const transitions = new Set<TransitionKey>();
  const visit = (node: StateNodeLike) => {
    states.add(node.id);
    for (const list of node.transitions.values()) for (const t of list) transitions.add(keyOf(t));
    for (const t of node.always ?? []) transitions.add(keyOf(t));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as StateNodeLike);
  return { states, transitions };
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'provide' in logic;

/** The machine with every invoked promise (in child machines too) pending for ever: the replay answers for them. */
function quiet(machine: AnyStateMachine): AnyStateMachine {
  const actors = (machine.implementations as { actors: Record<string, AnyActorLogic> }).actors;
  const pending = fromPromise(() => new Promise<never>(() => undefined));
  const replaced = Object.fromEntries(
    Object.entries(actors).map(([name, logic]) => [
      name,
      isMachine(logic) ? quiet(logic) : pending,
    ]),
  );
  return machine.provide({ actors: replaced } as never);
}

export interface ActorReplay {
  readonly end: AnyMachineSnapshot;
  readonly transitions: ReadonlySet<TransitionKey>;
  readonly states: ReadonlySet<string>;
}

/**
 * Replays events on a live actor of the machine — invoked promises never settle and the clock
 * never moves, so only the replayed events (an actor's done/error, a delay's `xstate.after`)
 * move it — and records the transitions taken and the state nodes entered.
 */
export function replayOnActor(
  entry: CatalogueEntry,
  input: number,
  events: readonly EventObject[],
): ActorReplay {
  const transitions = new Set<TransitionKey>();
  const states = new Set<string>();
  // The initial macrostep runs inside createActor, before the actor ref is returned: the root is
  // recognised by its session id instead.
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    // Transient states (left by an `always` at once) appear only in microstep snapshots.
    for (const node of (event.snapshot as unknown as { _nodes?: { id: string }[] })._nodes ?? [])
      states.add(node.id);
    // A transient initial state shows in no snapshot at all, only as the source of its `always`.
    if (event.type === '@xstate.microstep')
      for (const t of (event as unknown as { _transitions: TransitionLike[] })._transitions) {
        transitions.add(keyOf(t));
        states.add(t.source.id);
      }
  };
  const actor = createActor(quiet(entry.machine), {
    input: entry.inputs[input],
    clock: new SimulatedClock(),
    inspect,
  });
  actor.start();
  for (const event of events) actor.send(event);
  const end = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return { end, transitions, states };
}
