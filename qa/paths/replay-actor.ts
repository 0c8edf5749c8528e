import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  SimulatedClock,
  StateMachine,
} from 'xstate';

import { type CatalogueEntry, qaSnapshot } from '../catalogue-entry';
import { activeStateIds } from '../structure';
import { type TransitionKey, transitionKey } from '../transition-key';
import { microstepTransitions } from '../xstate-internals';

const isMachine = (logic: unknown): logic is AnyStateMachine => logic instanceof StateMachine;

/** The machine with every invoked promise (in child machines too) pending for ever: the replay answers for them. */
function quiet(machine: AnyStateMachine): AnyStateMachine {
  const pending = fromPromise(() => new Promise<never>(() => undefined));
  const replaced = Object.fromEntries(
    Object.entries(machine.implementations.actors).map(([name, logic]) => [
      name,
      isMachine(logic) ? quiet(logic) : (pending as AnyActorLogic),
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
    const { value } = qaSnapshot(event.snapshot as AnyMachineSnapshot);
    for (const id of activeStateIds(entry.machine, value)) states.add(id);
    // A transient initial state shows in no snapshot at all, only as the source of its `always`.
    for (const t of microstepTransitions(event)) {
      transitions.add(transitionKey(t));
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
