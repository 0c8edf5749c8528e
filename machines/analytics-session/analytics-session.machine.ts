import { assign, emit, setup } from 'xstate';

/** The spec's analytics session: recorded or not as the server says. Times are epoch ms. */
export interface AnalyticsSession {
  readonly id: string;
  readonly created: number;
  readonly updated: number;
  readonly isRecording: boolean;
}

/** Spec §9: a session ends after 1800 s idle, checked every 5 s and ensured every 60 s. */
export const SESSION_TIMEOUT_MS = 1_800_000;
export const SESSION_CHECK_MS = 5_000;
export const SESSION_ENSURE_MS = 60_000;

export interface AnalyticsSessionInput {
  /** Random per page; session ids are `<seed>-<n>` so the machine needs no randomness. */
  readonly seed: string;
  /** The time the page started (epoch ms). */
  readonly now: number;
  /** The session a previous page of this tab stored, if any. */
  readonly stored?: AnalyticsSession | undefined;
  readonly timeoutMs?: number;
  readonly checkMs?: number;
  readonly ensureMs?: number;
}

export interface AnalyticsSessionContext {
  readonly seed: string;
  /** Sessions this page created (for the next id). */
  readonly count: number;
  /** The time the machine knows: set by events, moved on by each check tick. */
  readonly now: number;
  readonly session: AnalyticsSession | undefined;
  readonly stored: AnalyticsSession | undefined;
  readonly timeoutMs: number;
  readonly checkMs: number;
  readonly ensureMs: number;
}

export type AnalyticsSessionEvent =
  /** Something was tracked at `now`: keeps the session alive, or opens a new one. */
  | { type: 'session.activity'; now: number }
  /** The server's answer on recording this session. */
  | { type: 'session.recording'; isRecording: boolean };

/** What the runtime hears: start/end events to send, and the session to persist (undefined = remove). */
export type AnalyticsSessionEmitted =
  | { type: 'session.started'; session: AnalyticsSession }
  | { type: 'session.ended'; session: AnalyticsSession }
  | { type: 'session.persist'; session: AnalyticsSession | undefined };

const idleAt = (context: AnalyticsSessionContext, now: number) =>
  context.session ? now - context.session.updated : Infinity;

/**
 * The analytics session (spec §3/§4): created when no valid one exists (a stored one still within
 * its idle timeout is kept), touched by activity, removed after the idle timeout (checked on a
 * clock tick) with `session.ended` emitted; the next activity opens a new one (`session.started`).
 * "Ensure" re-emits `session.persist` so storage always holds the live session.
 */
export const analyticsSessionMachine = setup({
  types: {
    context: {} as AnalyticsSessionContext,
    events: {} as AnalyticsSessionEvent,
    input: {} as AnalyticsSessionInput,
    emitted: {} as AnalyticsSessionEmitted,
  },
  delays: {
    checkEvery: ({ context }) => context.checkMs,
    ensureEvery: ({ context }) => context.ensureMs,
  },
  guards: {
    storedValid: ({ context }) =>
      context.stored !== undefined &&
      context.now - context.stored.updated < context.timeoutMs &&
      context.stored.updated <= context.now,
    expiresOnTick: ({ context }) =>
      idleAt(context, context.now + context.checkMs) >= context.timeoutMs,
    expiredAtActivity: ({ context, event }) =>
      event.type === 'session.activity' && idleAt(context, event.now) >= context.timeoutMs,
  },
  actions: {
    restore: assign({ session: ({ context }) => context.stored, stored: undefined }),
    create: assign(({ context, event }) => {
      const now = event.type === 'session.activity' ? event.now : context.now;
      const session = {
        id: `${context.seed}-${context.count + 1}`,
        created: now,
        updated: now,
        isRecording: false,
      };
      return { session, now, count: context.count + 1, stored: undefined };
    }),
    touch: assign(({ context, event }) => {
      if (event.type !== 'session.activity' || !context.session) return {};
      return {
        now: Math.max(context.now, event.now),
        session: { ...context.session, updated: Math.max(context.session.updated, event.now) },
      };
    }),
    tick: assign({ now: ({ context }) => context.now + context.checkMs }),
    record: assign({
      session: ({ context, event }) =>
        context.session && event.type === 'session.recording'
          ? { ...context.session, isRecording: event.isRecording }
          : context.session,
    }),
    remove: assign({ session: undefined }),
    announceStart: emit(
      ({ context }) => ({ type: 'session.started', session: context.session! }) as const,
    ),
    announceEnd: emit(
      ({ context }) => ({ type: 'session.ended', session: context.session! }) as const,
    ),
    persist: emit(
      ({ context }) => ({ type: 'session.persist', session: context.session }) as const,
    ),
  },
}).createMachine({
  id: 'analyticsSession',
  context: ({ input }) => ({
    seed: input.seed,
    count: 0,
    now: input.now,
    session: undefined,
    stored: input.stored,
    timeoutMs: input.timeoutMs ?? SESSION_TIMEOUT_MS,
    checkMs: input.checkMs ?? SESSION_CHECK_MS,
    ensureMs: input.ensureMs ?? SESSION_ENSURE_MS,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'storedValid', target: 'active', actions: ['restore', 'persist'] },
        { target: 'active', actions: ['create', 'announceStart', 'persist'] },
      ],
    },
    active: {
      type: 'parallel',
      on: {
        'session.activity': [
          {
            guard: 'expiredAtActivity',
            target: 'active',
            reenter: true,
            actions: ['announceEnd', 'create', 'announceStart', 'persist'],
          },
          { actions: ['touch', 'persist'] },
        ],
        'session.recording': { actions: ['record', 'persist'] },
      },
      states: {
        check: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                checkEvery: [
                  {
                    guard: 'expiresOnTick',
                    target: '#analyticsSession.ended',
                    actions: ['tick', 'announceEnd', 'remove', 'persist'],
                  },
                  { target: 'waiting', reenter: true, actions: 'tick' },
                ],
              },
            },
          },
        },
        ensure: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { ensureEvery: { target: 'waiting', reenter: true, actions: 'persist' } },
            },
          },
        },
      },
    },
    ended: {
      on: {
        'session.activity': { target: 'active', actions: ['create', 'announceStart', 'persist'] },
      },
    },
  },
});
