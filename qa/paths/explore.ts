import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  getNextTransitions,
  initialTransition,
  type StateValue,
  transition,
} from 'xstate';

import { type CatalogueEntry, qaSnapshot } from '../catalogue-entry';
import { stateLabel } from '../describe';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** A state the traversal reached, and the shortest way there from the initial state. */
export interface ReachedState {
  readonly key: string;
  /** Which of the entry's inputs the machine started with. */
  readonly input: number;
  readonly events: readonly EventObject[];
  readonly snapshot: AnyMachineSnapshot;
}

/** One transition taken during the traversal: from a state, on an event, to a state. */
export interface TakenEdge {
  readonly from: string;
  readonly event: EventObject;
  readonly to: string;
}

export interface Exploration {
  readonly initial: readonly string[];
  readonly states: ReadonlyMap<string, ReachedState>;
  readonly edges: readonly TakenEdge[];
}

/** The JSON of a value with functions and actor refs left out (they are not state). */
const plain = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value ?? null, (_k, v: unknown) => (typeof v === 'function' ? undefined : v)),
  ) as unknown;

export const defaultSerialize = (snapshot: AnyMachineSnapshot): string => {
  const { value, context, status } = qaSnapshot(snapshot);
  return JSON.stringify({ value, context: plain(context), status });
};

/** The pure first snapshot of a machine for an input. */
export const firstSnapshot = (machine: AnyStateMachine, input: unknown): AnyMachineSnapshot =>
  initialTransition(machine, input)[0] as AnyMachineSnapshot;

/** The pure next snapshot after an event. */
export const nextSnapshot = (
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyMachineSnapshot => transition(machine, snapshot, event)[0] as AnyMachineSnapshot;

/** The `src` of the invoked actor an `xstate.done/error.actor.<id>` event belongs to. */
function actorSrc(snapshot: AnyMachineSnapshot, id: string): string | undefined {
  const child = qaSnapshot(snapshot).children[id];
  return typeof child?.src === 'string' ? child.src : undefined;
}

/**
 * The events worth trying in a snapshot: every event type some active state handles (found by
 * `getNextTransitions`, never a fixed list, which would hide the rest), each with its fixture
 * payloads; an invoked actor's done and error events with the outputs and errors of its fixtures;
 * delays as their `xstate.after` events.
 */
export function candidateEvents(
  entry: CatalogueEntry,
  snapshot: AnyMachineSnapshot,
): EventObject[] {
  const types = new Set(getNextTransitions(snapshot).map((t): string => String(t.eventType)));
  const events: EventObject[] = [];
  for (const type of types) {
    if (type === '' || type === '*') continue;
    if (type.startsWith(DONE) || type.startsWith(ERROR)) {
      const done = type.startsWith(DONE);
      const id = type.slice((done ? DONE : ERROR).length);
      const src = actorSrc(snapshot, id) ?? id;
      const fixture = entry.fixtures.actors?.[src];
      const outcomes = done ? fixture?.done : fixture?.error;
      if (!outcomes || outcomes.length === 0)
        throw new Error(
          `${entry.id}: no ${done ? 'done' : 'error'} fixture for actor "${src}" (event ${type})`,
        );
      for (const outcome of outcomes)
        events.push(
          done
            ? ({ type, output: outcome } as EventObject)
            : ({ type, error: outcome } as EventObject),
        );
      continue;
    }
    const payloads = entry.fixtures.events?.[type] ?? [{}];
    for (const payload of payloads) events.push({ ...payload, type });
  }
  return events;
}

/**
 * Breadth-first traversal of a machine with the pure `transition` function: every state reachable
 * with the fixtures, the shortest event sequence to each, and every transition taken. Stops with
 * an error past `limit` states (a context that grows needs a narrower `serialize`).
 */
export function explore(entry: CatalogueEntry, limit = 5000): Exploration {
  const machine = entry.machine;
  const serialize = entry.serialize ?? defaultSerialize;
  const states = new Map<string, ReachedState>();
  const initial = entry.inputs.map((input, index) => {
    const first = firstSnapshot(machine, input);
    const key = serialize(first);
    if (!states.has(key)) states.set(key, { key, input: index, events: [], snapshot: first });
    return key;
  });
  const edges: TakenEdge[] = [];
  const queue = [...new Set(initial)];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const reached = states.get(key)!;
    const view = qaSnapshot(reached.snapshot);
    if (view.status !== 'active') continue;
    for (const event of candidateEvents(entry, reached.snapshot)) {
      if (!view.can(event)) continue;
      const next = nextSnapshot(machine, reached.snapshot, event);
      const to = serialize(next);
      edges.push({ from: key, event, to });
      if (states.has(to)) continue;
      states.set(to, {
        key: to,
        input: reached.input,
        events: [...reached.events, event],
        snapshot: next,
      });
      if (states.size > limit)
        throw new Error(
          `${entry.id}: more than ${limit} states — give the catalogue entry a narrower serialize`,
        );
      queue.push(to);
    }
  }
  return { initial, states, edges };
}

/** A path QA can read and replay: the events from the initial state and the state after each. */
export interface MachinePath {
  /** What the path is for: reaching a state, or taking one more transition from it. */
  readonly goal: string;
  /** Which of the entry's inputs the path starts with. */
  readonly input: number;
  /** The state the machine starts in. */
  readonly start: StateValue;
  readonly steps: readonly { readonly event: EventObject; readonly state: StateValue }[];
  readonly end: AnyMachineSnapshot;
}

/** The states a sequence of events goes through (pure), each step's event with the state after it. */
export function walk(
  entry: CatalogueEntry,
  input: number,
  events: readonly EventObject[],
): Pick<MachinePath, 'start' | 'steps' | 'end'> {
  const machine = entry.machine;
  let snapshot = firstSnapshot(machine, entry.inputs[input]);
  const start = qaSnapshot(snapshot).value;
  const steps = events.map((event) => {
    snapshot = nextSnapshot(machine, snapshot, event);
    return { event, state: qaSnapshot(snapshot).value };
  });
  return { start, steps, end: snapshot };
}

/**
 * The paths of a machine: the shortest path to every reachable state, then each of those with one
 * more step for every transition the traversal took from it — together they take every
 * transition (shortest paths alone miss self-transitions and delayed ones).
 */
export function machinePaths(
  entry: CatalogueEntry,
  exploration: Exploration = explore(entry),
): MachinePath[] {
  const paths: MachinePath[] = [];
  for (const state of exploration.states.values()) {
    paths.push({
      goal: `reach ${stateLabel(qaSnapshot(state.snapshot).value)}`,
      input: state.input,
      ...walk(entry, state.input, state.events),
    });
  }
  for (const edge of exploration.edges) {
    const from = exploration.states.get(edge.from)!;
    const events = [...from.events, edge.event];
    paths.push({
      goal: `${stateLabel(qaSnapshot(from.snapshot).value)} → ${edge.event.type}`,
      input: from.input,
      ...walk(entry, from.input, events),
    });
  }
  return paths;
}
