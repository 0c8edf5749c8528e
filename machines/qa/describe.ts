import type { AnyStateMachine, EventObject, StateValue } from 'xstate';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = /^xstate\.after\.(.+?)\.([^.]+(?:\.[^.]+)*)$/;

/** The `src` name of an invocation id (`0.<stateId>` for unnamed ones; a named id is its own name). */
function invokedSrc(machine: AnyStateMachine, id: string): string {
  const match = /^(\d+)\.(.+)$/.exec(id);
  if (!match) return id;
  try {
    const node = machine.getStateNodeById(match[2] as string);
    const src = node.invoke[Number(match[1])]?.src;
    return typeof src === 'string' ? src : id;
  } catch {
    return id;
  }
}

/** An event type as people read it: `done: loadForm`, `error: register`, `after resendDelay`. */
export function eventName(machine: AnyStateMachine, type: string): string {
  if (type.startsWith(DONE)) return `done: ${invokedSrc(machine, type.slice(DONE.length))}`;
  if (type.startsWith(ERROR)) return `error: ${invokedSrc(machine, type.slice(ERROR.length))}`;
  const after = AFTER.exec(type);
  if (after) return `after ${after[1]}`;
  return type;
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

/** A state value as one line: `loading`, `ready.editing`, `{"a":"x","b":"y"}` for parallel ones. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  if (keys.length === 1) return `${keys[0]}.${stateLabel(value[keys[0] as string] as StateValue)}`;
  return `(${keys.map((k) => `${k}.${stateLabel(value[k] as StateValue)}`).join(' | ')})`;
}
