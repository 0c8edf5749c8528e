import type { AnyStateMachine, EventObject, StateValue } from 'xstate';

import { chartStates } from './structure';

const ACTOR = /^xstate\.(done|error)\.actor\.(.+)$/;
const AFTER = 'xstate.after.';
// XState's made-up src for inline logic, followed by the generated invoke id.
const INLINE = 'xstate.invoke.';

/** An invoked actor's name: its `src` when set up by name, else its id unless that too is made up. */
export function actorName({ id, src }: { readonly id: string; readonly src: unknown }): string {
  if (typeof src !== 'string') return id;
  if (!src.startsWith(INLINE)) return src;
  return src === `${INLINE}${id}` ? 'inline actor' : id;
}

/** The name of the actor a machine invokes with this id (unnamed invocations get `0.<stateId>`). */
function invokedName(machine: AnyStateMachine, id: string): string {
  for (const node of chartStates(machine))
    for (const invoke of node.invoke) if (invoke.id === id) return actorName(invoke);
  return id;
}

/** The delay of an `xstate.after.<delay>.<stateId>` event (state ids contain dots: the longest one that ends it wins). */
function delayOf(machine: AnyStateMachine, type: string): string | undefined {
  if (!type.startsWith(AFTER)) return undefined;
  const source = chartStates(machine)
    .map((node) => node.id)
    .filter((id) => type.endsWith(`.${id}`) && type.length > AFTER.length + id.length + 1)
    .sort((a, b) => b.length - a.length)[0];
  if (source === undefined) return undefined;
  const delay = type.slice(AFTER.length, -(source.length + 1));
  return /^\d+$/.test(delay) ? `${delay}ms` : delay;
}

/**
 * An event type as people read it, in path listings, replay reports and diagrams alike:
 * `done: loadForm`, `error: register`, `after resendDelay`, `after 500ms`, `always`, `done` (a
 * compound state's `onDone`).
 */
export function eventName(machine: AnyStateMachine, type: string): string {
  const actor = ACTOR.exec(type);
  if (actor?.[1] && actor[2]) return `${actor[1]}: ${invokedName(machine, actor[2])}`;
  const delay = delayOf(machine, type);
  if (delay !== undefined) return `after ${delay}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type === '' ? 'always' : type;
}

/** An event with its data, short: `form.submit {"values":{…}}`, `done: loadStart {"types":[…]}`. */
export function eventLabel(machine: AnyStateMachine, event: EventObject): string {
  const { type, ...rest } = event as EventObject & { output?: unknown; error?: unknown };
  const data =
    'output' in rest
      ? rest.output
      : 'error' in rest
        ? rest.error
        : Object.keys(rest).length > 0
          ? rest
          : undefined;
  return data === undefined
    ? eventName(machine, type)
    : `${eventName(machine, type)} ${JSON.stringify(data)}`;
}

/** A state value as one line: `loading`, `ready.editing`, `(a.x | b.y)` for parallel ones. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  if (keys.length === 1) return `${keys[0]}.${stateLabel(value[keys[0] as string] as StateValue)}`;
  return `(${keys.map((k) => `${k}.${stateLabel(value[k] as StateValue)}`).join(' | ')})`;
}
