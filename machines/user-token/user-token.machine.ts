import { assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';

/** Refresh this long before the token's `exp`. */
export const REFRESH_MARGIN_MS = 60_000;

export const INVALID_TOKEN = 'Invalid token specified';
/** The error code that means there is no session: the visitor is a guest, not a failure. */
export const NO_SESSION = 'error_unauthorized';

/** What fetching the token gives: the raw `data.data.token` and when it arrived (the runtime's clock). */
export interface FetchedToken {
  readonly token: unknown;
  readonly receivedAt: number;
}

export interface UserTokenContext {
  readonly token: string;
  /** Epoch ms of the token's `exp`. */
  readonly expiresAt: number;
  readonly receivedAt: number;
  readonly error: MachineError | undefined;
}

export type UserTokenEvent =
  { type: 'session.started' } | { type: 'session.ended' } | { type: 'token.refresh' };

/** The `exp` claim of a JWT in ms, or undefined when the value is not a JWT with a numeric exp. */
export function expiryOf(token: unknown): number | undefined {
  if (typeof token !== 'string') return undefined;
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof json.exp === 'number' ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

const EMPTY = { token: '', expiresAt: 0, receivedAt: 0 } as const;

/**
 * The user token: fetched from the session (gettoken) at start and after sign-in, refreshed a
 * minute before it expires, dropped at sign-out. No session (401) is a guest; a value that is not
 * a token is 'Invalid token specified'; any other failure leaves an empty token (logged by the
 * runtime) until the next sign-in or refresh.
 */
export const userTokenMachine = setup({
  types: { context: {} as UserTokenContext, events: {} as UserTokenEvent },
  actors: {
    fetchToken: fromPromise<FetchedToken>(() => {
      throw new Error('fetchToken is provided at runtime');
    }),
  },
  actions: {
    /** Logs a failed fetch (provided at runtime). */
    reportFailure: () => undefined,
  },
  delays: {
    refreshDelay: ({ context }) =>
      Math.max(0, context.expiresAt - context.receivedAt - REFRESH_MARGIN_MS),
  },
  guards: {
    isToken: ({ event }) =>
      expiryOf((event as { output?: FetchedToken }).output?.token) !== undefined,
    noSession: ({ event }) =>
      toMachineError((event as { error?: unknown }).error).code === NO_SESSION,
  },
}).createMachine({
  id: 'userToken',
  context: { ...EMPTY, error: undefined },
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        onDone: [
          {
            guard: 'isToken',
            target: 'signedIn',
            actions: assign(({ event }) => ({
              token: event.output.token as string,
              expiresAt: expiryOf(event.output.token) ?? 0,
              receivedAt: event.output.receivedAt,
              error: undefined,
            })),
          },
          {
            target: 'failed',
            actions: [
              assign({ ...EMPTY, error: { code: 'invalid_token', message: INVALID_TOKEN } }),
              'reportFailure',
            ],
          },
        ],
        onError: [
          { guard: 'noSession', target: 'guest', actions: assign({ ...EMPTY, error: undefined }) },
          {
            target: 'failed',
            actions: [
              assign({ ...EMPTY, error: ({ event }) => toMachineError(event.error) }),
              'reportFailure',
            ],
          },
        ],
      },
    },
    signedIn: {
      after: { refreshDelay: 'fetching' },
      on: {
        'token.refresh': 'fetching',
        'session.started': 'fetching',
        'session.ended': { target: 'guest', actions: assign({ ...EMPTY, error: undefined }) },
      },
    },
    guest: { on: { 'session.started': 'fetching' } },
    failed: {
      on: {
        'session.started': 'fetching',
        'token.refresh': 'fetching',
        'session.ended': { target: 'guest', actions: assign({ error: undefined }) },
      },
    },
  },
});
