import { assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';

/** How often to run (ms); the first run starts at once unless the caller already holds a fresh answer. */
export interface PollingInput {
  readonly intervalMs: number;
  /**
   * The caller starts with an answer it just got (a page's first data): the first `poll.start`
   * waits an interval before running instead of asking again at once.
   */
  readonly startsFresh?: boolean;
}

export interface PollingContext {
  readonly intervalMs: number;
  /** The first start waits an interval (PollingInput.startsFresh); any later one runs at once. */
  readonly fresh: boolean;
  /** Runs finished (ok or failed): what a view can show as "updated". */
  readonly runs: number;
  readonly error: MachineError | undefined;
  /** A force-update that came while a run was under way: one more run right after it. */
  readonly forced: boolean;
}

export type PollingEvent =
  | { type: 'poll.start' }
  | { type: 'poll.pause' }
  | { type: 'poll.force' }
  | { type: 'poll.destroy' };

/**
 * A polling timer: `poll.start` runs the job at once and then every interval (the first start of
 * a timer that `startsFresh` waits an interval first); `poll.pause` stops
 * the timer and cancels a run under way; `poll.start` or `poll.force` resumes with a run at once;
 * `poll.force` runs now — or, when a run is under way,
 * once more right after it, so runs never overlap; `poll.destroy` ends it for good. A failed run
 * keeps the timer going (the next tick tries again) and leaves its error until a run succeeds.
 */
export const pollingTimerMachine = setup({
  types: {
    context: {} as PollingContext,
    events: {} as PollingEvent,
    input: {} as PollingInput,
  },
  actors: {
    run: fromPromise<void>(() => {
      throw new Error('run is provided at runtime');
    }),
  },
  delays: {
    interval: ({ context }) => context.intervalMs,
  },
  guards: {
    forced: ({ context }) => context.forced,
    fresh: ({ context }) => context.fresh,
  },
}).createMachine({
  id: 'pollingTimer',
  context: ({ input }) => ({
    intervalMs: input.intervalMs,
    fresh: input.startsFresh ?? false,
    runs: 0,
    error: undefined,
    forced: false,
  }),
  initial: 'stopped',
  on: { 'poll.destroy': '.destroyed' },
  states: {
    stopped: {
      // Only the first start can find the caller's answer fresh.
      exit: assign({ fresh: false }),
      on: {
        'poll.start': [{ guard: 'fresh', target: 'running.waiting' }, { target: 'running' }],
        'poll.force': 'running',
        // Paused before it ever ran (a tab opened in the background): its start runs at once.
        'poll.pause': 'paused',
      },
    },
    running: {
      initial: 'working',
      on: { 'poll.pause': 'paused' },
      states: {
        working: {
          invoke: {
            id: 'run',
            src: 'run',
            onDone: {
              target: 'settling',
              actions: assign({ runs: ({ context }) => context.runs + 1, error: undefined }),
            },
            onError: {
              target: 'settling',
              actions: assign({
                runs: ({ context }) => context.runs + 1,
                error: ({ event }) => toMachineError(event.error),
              }),
            },
          },
          on: { 'poll.force': { actions: assign({ forced: true }) } },
        },
        settling: {
          always: [
            { guard: 'forced', target: 'working', actions: assign({ forced: false }) },
            { target: 'waiting' },
          ],
        },
        waiting: {
          after: { interval: 'working' },
          on: { 'poll.force': 'working' },
        },
      },
    },
    // Leaving `running` stops a run under way (its request is aborted through the actor's signal).
    paused: {
      entry: assign({ forced: false }),
      on: { 'poll.start': 'running', 'poll.force': 'running' },
    },
    destroyed: { type: 'final' },
  },
});
