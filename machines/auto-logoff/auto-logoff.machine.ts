import { assign, setup } from 'xstate';

/** The largest share of the idle time the warning may take: the player is idle a while first. */
export const WARNING_SHARE = 0.5;

/**
 * How long before the log-off the warning shows: globalConfig.autologoff_warning_seconds, but
 * never more than half the idle time (a one-minute limit warns after 30 s, not at once).
 */
export const warningLeadMs = (idleMs: number, warningSeconds: number): number =>
  Math.min(warningSeconds * 1000, idleMs * WARNING_SHARE);

export interface AutoLogoffInput {
  /** globalConfig.autologoff_minutes in ms. */
  readonly idleMs: number;
  /** How long before the log-off the warning shows. */
  readonly warnMs: number;
}

export interface AutoLogoffContext extends AutoLogoffInput {
  /** Time left until the log-off when the current wait started. */
  readonly leftMs: number;
}

export type AutoLogoffEvent =
  | { type: 'activity' }
  | { type: 'stay' }
  /** The tab became visible again after `idleMs` without activity in any tab (the runtime measures it). */
  | { type: 'tab.back'; idleForMs: number }
  /** Another tab of the site logged off. */
  | { type: 'logoff.elsewhere' };

/**
 * Auto log-off: after `idleMs` without activity in any tab the player is logged off, with a
 * warning `warnMs` before. Activity anywhere (this tab or another, reported as `activity`) starts
 * the wait again; a tab coming back after a long absence is judged by how long it has been idle.
 */
export const autoLogoffMachine = setup({
  types: {
    context: {} as AutoLogoffContext,
    events: {} as AutoLogoffEvent,
    input: {} as AutoLogoffInput,
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, context.leftMs - context.warnMs),
    untilLogoff: ({ context }) => Math.max(0, Math.min(context.leftMs, context.warnMs)),
  },
  guards: {
    idleTooLong: ({ context, event }) =>
      event.type === 'tab.back' && event.idleForMs >= context.idleMs,
    idleIntoWarning: ({ context, event }) =>
      event.type === 'tab.back' && event.idleForMs >= context.idleMs - context.warnMs,
  },
  actions: {
    restart: assign({ leftMs: ({ context }) => context.idleMs }),
    resume: assign({
      leftMs: ({ context, event }) =>
        event.type === 'tab.back' ? context.idleMs - event.idleForMs : context.idleMs,
    }),
  },
}).createMachine({
  id: 'autoLogoff',
  context: ({ input }) => ({ ...input, leftMs: input.idleMs }),
  initial: 'watching',
  on: {
    'logoff.elsewhere': '.loggedOff',
    'tab.back': [
      { guard: 'idleTooLong', target: '.loggedOff' },
      { guard: 'idleIntoWarning', target: '.warning', actions: 'resume', reenter: true },
      { target: '.watching', actions: 'resume', reenter: true },
    ],
  },
  states: {
    watching: {
      after: {
        untilWarning: {
          target: 'warning',
          actions: assign({ leftMs: ({ context }) => Math.min(context.leftMs, context.warnMs) }),
        },
      },
      on: { activity: { target: 'watching', actions: 'restart', reenter: true } },
    },
    warning: {
      after: { untilLogoff: 'loggedOff' },
      on: {
        stay: { target: 'watching', actions: 'restart' },
        activity: { target: 'watching', actions: 'restart' },
      },
    },
    loggedOff: { type: 'final' },
  },
});
