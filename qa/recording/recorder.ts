import {
  Actor,
  type AnyActorLogic,
  type EventObject,
  type InspectionEvent,
  type StateValue,
} from 'xstate';

import { mask } from './mask';
import { type EventSource, type RecordedStep, type Recording, RECORDING_FORMAT } from './recording';

/** The catalogue as the recorder needs it: a machine's id and version from its logic. */
export type FindEntry = (
  logic: unknown,
) => { readonly id: string; readonly version: string } | undefined;

export interface RecorderOptions {
  readonly find: FindEntry;
  readonly now: () => Date;
  /** Called with every recording after each change (personal data already masked). */
  readonly onChange?: (recordings: readonly Recording[]) => void;
}

interface Live {
  recording: Recording;
  readonly sources: WeakMap<EventObject, EventSource>;
}

const IGNORED = new Set(['xstate.init', 'xstate.stop']);

/** Plain data for a recording: errors as `{ name, message, …fields }`, no functions or actor refs. */
function plain(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' ? undefined : value;
  if (seen.has(value)) return undefined;
  seen.add(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => plain(item, seen));
  if ('sessionId' in value && 'send' in value) return undefined;
  const base: Record<string, unknown> =
    value instanceof Error ? { name: value.name, message: value.message } : {};
  for (const [k, v] of Object.entries(value)) {
    const converted = plain(v, seen);
    if (converted !== undefined) base[k] = converted;
  }
  return base;
}

const record = <T>(value: T): T => mask(plain(value)) as T;

/** The actor behind an inspected ref: its logic, input and parent are public fields of the Actor. */
const actorOf = (ref: unknown): Actor<AnyActorLogic> | undefined =>
  ref instanceof Actor ? (ref as Actor<AnyActorLogic>) : undefined;

function sourceOf(event: Extract<InspectionEvent, { type: '@xstate.event' }>): EventSource {
  const { sourceRef, actorRef } = event;
  if (!sourceRef) return 'external';
  if (sourceRef === actorRef) return 'self';
  // xstate creates every invoked or spawned actor with `parent` among its options.
  return actorOf(actorRef)?.options.parent === sourceRef ? 'parent' : 'child';
}

/**
 * Records machine actors through `createActor(…, { inspect })`: for every actor whose logic is a
 * catalogued machine (the root and any invoked one), its input, its initial state and each event
 * it took with the source of the event and the state after it. Personal data is masked before
 * anything is kept. An actor stopped before its first event leaves no recording.
 */
export function createRecorder(options: RecorderOptions) {
  const live = new Map<string, Live>();
  const done: Recording[] = [];
  const all = () => [...done, ...[...live.values()].map((l) => l.recording)];
  const changed = () => options.onChange?.(all());

  const inspect = (event: InspectionEvent): void => {
    const id = event.actorRef.sessionId;
    if (event.type === '@xstate.actor') {
      const actor = actorOf(event.actorRef);
      const entry = options.find(actor?.logic);
      if (!entry) return;
      const input: unknown = actor?.options.input;
      const recording: Recording = {
        format: RECORDING_FORMAT,
        machine: entry.id,
        version: entry.version,
        recordedAt: options.now().toISOString(),
        input: record(input ?? null),
        initial: '',
        steps: [],
      };
      live.set(id, { recording, sources: new WeakMap() });
      return;
    }
    const actor = live.get(id);
    if (!actor) return;
    if (event.type === '@xstate.event') {
      actor.sources.set(event.event, sourceOf(event));
      return;
    }
    if (event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { value?: StateValue; status: string };
    if (event.event.type === 'xstate.init') {
      actor.recording = { ...actor.recording, initial: snapshot.value ?? '' };
    } else if (!IGNORED.has(event.event.type)) {
      const step: RecordedStep = {
        event: record(event.event),
        source: actor.sources.get(event.event) ?? 'external',
        state: snapshot.value ?? '',
      };
      actor.recording = { ...actor.recording, steps: [...actor.recording.steps, step] };
    }
    if (snapshot.status !== 'active') {
      live.delete(id);
      if (actor.recording.steps.length > 0) done.push(actor.recording);
    }
    changed();
  };

  /** Drops every recording; actors already running are no longer recorded (a half recording would not replay). */
  const forget = () => {
    done.length = 0;
    live.clear();
  };

  return { inspect, recordings: all, forget };
}
