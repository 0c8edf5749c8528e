import type { EventObject, StateValue } from 'xstate';

export const RECORDING_FORMAT = 'betframe-qa-recording';

/** Where an event came from, as the recorder saw it. */
export type EventSource = 'external' | 'self' | 'child' | 'parent';

/** One step of a recording: the event the actor took, where it came from, the state after it. */
export interface RecordedStep {
  readonly event: EventObject;
  readonly source: EventSource;
  readonly state: StateValue;
}

/** A machine actor's life as QA records it (personal data already masked). */
export interface Recording {
  readonly format: typeof RECORDING_FORMAT;
  readonly machine: string;
  readonly version: string;
  readonly recordedAt: string;
  readonly input: unknown;
  /** The state the actor started in. */
  readonly initial: StateValue;
  readonly steps: readonly RecordedStep[];
}

/** A recording file that cannot be read: what is wrong and where (a JSON path). */
export class RecordingFormatError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
    this.name = 'RecordingFormatError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStateValue = (value: unknown): value is StateValue =>
  typeof value === 'string' ||
  (isObject(value) && Object.values(value).every((v) => v === undefined || isStateValue(v)));
const SOURCES: readonly string[] = ['external', 'self', 'child', 'parent'];

function readRecording(value: unknown, at: string): Recording {
  if (!isObject(value)) throw new RecordingFormatError(at, 'expected a recording object');
  if (value.format !== RECORDING_FORMAT)
    throw new RecordingFormatError(`${at}.format`, `expected "${RECORDING_FORMAT}"`);
  for (const key of ['machine', 'version', 'recordedAt'] as const) {
    if (typeof value[key] !== 'string' || value[key] === '')
      throw new RecordingFormatError(`${at}.${key}`, 'expected a non-empty string');
  }
  if (!isStateValue(value.initial))
    throw new RecordingFormatError(`${at}.initial`, 'expected a state value');
  if (!Array.isArray(value.steps))
    throw new RecordingFormatError(`${at}.steps`, 'expected an array of steps');
  value.steps.forEach((step: unknown, i) => {
    const here = `${at}.steps[${i}]`;
    if (!isObject(step)) throw new RecordingFormatError(here, 'expected a step object');
    if (!isObject(step.event) || typeof step.event.type !== 'string')
      throw new RecordingFormatError(`${here}.event`, 'expected an event with a string type');
    if (typeof step.source !== 'string' || !SOURCES.includes(step.source))
      throw new RecordingFormatError(`${here}.source`, `expected one of ${SOURCES.join(', ')}`);
    if (!isStateValue(step.state))
      throw new RecordingFormatError(`${here}.state`, 'expected a state value');
  });
  return value as unknown as Recording;
}

/** The recordings in a file's parsed JSON: one recording, or an array of them (the QA panel's export). */
export function readRecordings(json: unknown): Recording[] {
  if (Array.isArray(json)) {
    if (json.length === 0) throw new RecordingFormatError('$', 'no recordings in the file');
    return json.map((item, i) => readRecording(item, `$[${i}]`));
  }
  return [readRecording(json, '$')];
}
