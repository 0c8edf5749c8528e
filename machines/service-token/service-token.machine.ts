import { assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';

/** Refresh this long before the token expires (on the platform's clock, corrected for skew). */
export const REFRESH_MARGIN_MS = 5_000;
/** 401 answers one URL may get before its call fails with TOKEN_NOT_AUTHENTICATED. */
export const MAX_ATTEMPTS_PER_URL = 3;
/** What the fetch and refresh actors reject with when the platform answered 403. */
export const FORBIDDEN = 'forbidden';

/** The spec's service-token failures. */
export const SERVICE_TOKEN_ERRORS = {
  userNotAuthenticated: { code: 'USER_NOT_AUTHENTICATED', message: 'USER_NOT_AUTHENTICATED' },
  tokenNotAuthenticated: { code: 'TOKEN_NOT_AUTHENTICATED', message: 'TOKEN_NOT_AUTHENTICATED' },
  lostToken: { code: 'LOST_TOKEN', message: 'lost token' },
  noDate: { code: 'NO_DATE_HEADER', message: 'headers.date is undefined' },
} as const satisfies Record<string, MachineError>;

/** An answer of the fetch or refresh: `data.attributes` as sent, the `Date` header, and when it arrived (the runtime's clock). */
export interface TokenAnswer {
  readonly token: unknown;
  readonly expireDate: unknown;
  readonly date: string | null | undefined;
  readonly receivedAt: number;
}

export interface ServiceTokenContext {
  readonly token: string;
  /** Local epoch ms from which the token counts as expired: expireDate − skew − margin. */
  readonly expiresAt: number;
  readonly receivedAt: number;
  /** The platform's clock minus ours (Date header − receipt time). */
  readonly skewMs: number;
  /** 401 answers per URL since its last success. */
  readonly attempts: Readonly<Record<string, number>>;
  /** The URL whose latest 401 used up its attempts: its call fails with TOKEN_NOT_AUTHENTICATED. */
  readonly refusedUrl: string | undefined;
  readonly error: MachineError | undefined;
}

export type ServiceTokenEvent =
  | { type: 'token.request' }
  | { type: 'token.rejected'; url: string; token: string }
  | { type: 'token.accepted'; url: string }
  | { type: 'session.ended' };

const EMPTY = {
  token: '',
  expiresAt: 0,
  receivedAt: 0,
  skewMs: 0,
  attempts: {},
  refusedUrl: undefined,
  error: undefined,
} as const;
const answerOf = (event: unknown) => (event as { output: TokenAnswer }).output;
const timeOf = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN);
const attemptsOf = (context: ServiceTokenContext, url: string) => context.attempts[url] ?? 0;

/** What the fetch and refresh answers lead to: a token, or the spec's 'lost token' / 'headers.date is undefined'. */
const onAnswer = [
  { guard: 'lostToken', target: 'failed', actions: 'failLostToken' },
  { guard: 'noDate', target: 'failed', actions: 'failNoDate' },
  { target: 'valid', actions: 'keepToken' },
] as const;
const forbidden = { guard: 'forbidden', target: 'failed', actions: 'failForbidden' } as const;

/**
 * The service token: fetched on the first request, refreshed (POST) on the first request after it
 * expires, refetched when a service call gets 401 with it — at most 3 times per URL, then that
 * URL's call fails with TOKEN_NOT_AUTHENTICATED. Requests while a fetch or refresh runs wait for
 * it. 403 is USER_NOT_AUTHENTICATED; an answer without a token is 'lost token', one without a
 * Date header 'headers.date is undefined'. The end of the session drops the token.
 */
export const serviceTokenMachine = setup({
  types: { context: {} as ServiceTokenContext, events: {} as ServiceTokenEvent },
  actors: {
    fetchToken: fromPromise<TokenAnswer>(() => {
      throw new Error('fetchToken is provided at runtime');
    }),
    refreshToken: fromPromise<TokenAnswer, { token: string }>(() => {
      throw new Error('refreshToken is provided at runtime');
    }),
  },
  actions: {
    failLostToken: assign({ ...EMPTY, error: SERVICE_TOKEN_ERRORS.lostToken }),
    failNoDate: assign({ ...EMPTY, error: SERVICE_TOKEN_ERRORS.noDate }),
    failForbidden: assign({ ...EMPTY, error: SERVICE_TOKEN_ERRORS.userNotAuthenticated }),
    fail: assign({
      ...EMPTY,
      error: ({ event }) => toMachineError((event as { error?: unknown }).error),
    }),
    dropToken: assign({ ...EMPTY }),
    keepToken: assign(({ event }) => {
      const { token, expireDate, date, receivedAt } = answerOf(event);
      const skewMs = timeOf(date) - receivedAt;
      return {
        token: token as string,
        expiresAt: timeOf(expireDate) - skewMs - REFRESH_MARGIN_MS,
        receivedAt,
        skewMs,
        refusedUrl: undefined,
        error: undefined,
      };
    }),
    countAttempt: assign(({ context, event }) => {
      const { url } = event as { url: string };
      return {
        attempts: { ...context.attempts, [url]: attemptsOf(context, url) + 1 },
        refusedUrl: undefined,
      };
    }),
    // The URL starts over afterwards: the next call to it gets its three attempts again.
    giveUp: assign(({ context, event }) => {
      const { url } = event as { url: string };
      return {
        attempts: Object.fromEntries(
          Object.entries(context.attempts).filter(([key]) => key !== url),
        ),
        refusedUrl: url,
      };
    }),
    forgetAttempts: assign(({ context, event }) => {
      const { url } = event as { url: string };
      return {
        attempts: Object.fromEntries(
          Object.entries(context.attempts).filter(([key]) => key !== url),
        ),
      };
    }),
  },
  delays: {
    untilExpiry: ({ context }) => Math.max(0, context.expiresAt - context.receivedAt),
  },
  guards: {
    lostToken: ({ event }) => {
      const { token, expireDate } = answerOf(event);
      return typeof token !== 'string' || token === '' || Number.isNaN(timeOf(expireDate));
    },
    noDate: ({ event }) => Number.isNaN(timeOf(answerOf(event).date)),
    forbidden: ({ event }) =>
      toMachineError((event as { error?: unknown }).error).code === FORBIDDEN,
    attemptsUsedUp: ({ context, event }) =>
      attemptsOf(context, (event as { url: string }).url) + 1 >= MAX_ATTEMPTS_PER_URL,
    // A 401 for a token already replaced needs no new fetch: the retry takes the current one.
    replacedToken: ({ context, event }) => (event as { token: string }).token !== context.token,
  },
}).createMachine({
  id: 'serviceToken',
  context: { ...EMPTY },
  initial: 'idle',
  on: {
    'session.ended': { target: '.idle', actions: 'dropToken' },
    'token.accepted': { actions: 'forgetAttempts' },
    'token.rejected': [{ guard: 'attemptsUsedUp', actions: 'giveUp' }, { actions: 'countAttempt' }],
  },
  states: {
    idle: { on: { 'token.request': 'fetching' } },
    fetching: {
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        onDone: [...onAnswer],
        onError: [forbidden, { target: 'failed', actions: 'fail' }],
      },
    },
    valid: {
      after: { untilExpiry: 'stale' },
      on: {
        'token.rejected': [
          { guard: 'attemptsUsedUp', actions: 'giveUp' },
          { guard: 'replacedToken', actions: 'countAttempt' },
          { target: 'fetching', actions: 'countAttempt' },
        ],
      },
    },
    stale: {
      on: {
        'token.request': 'refreshing',
        'token.rejected': [
          { guard: 'attemptsUsedUp', actions: 'giveUp' },
          { target: 'fetching', actions: 'countAttempt' },
        ],
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: [...onAnswer],
        // A refused refresh (the token is not the session's any more) gets a new token instead.
        onError: [forbidden, { target: 'fetching' }],
      },
    },
    failed: { on: { 'token.request': 'fetching' } },
  },
});
