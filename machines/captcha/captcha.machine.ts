import { assign, fromPromise, setup } from 'xstate';

/** Captcha kinds from captchaConfig.captcha_type. */
export type CaptchaKind = 'google' | 'custom' | 'hunt' | 'puzzle' | 'third_party' | 'disabled';

export interface CaptchaInput {
  readonly kind: CaptchaKind;
}

/** What the captcha ends with: a token for x-captcha-token, or the player gave up. */
export type CaptchaOutput =
  | { readonly token: string }
  | {
      readonly dismissed: true;
      readonly error: { code: 'captcha_dismissed'; message: 'Dismissed captcha' };
    };

export type CaptchaEvent =
  | { type: 'captcha.solve'; token: string }
  | { type: 'captcha.dismiss' }
  | { type: 'captcha.expire' }
  | { type: 'captcha.fail'; message: string }
  | { type: 'captcha.retry' }
  | { type: 'captcha.execute' };

export interface CaptchaContext {
  readonly kind: CaptchaKind;
  readonly token?: string;
  readonly error?: { code: string; message: string };
}

const DISMISSED = { code: 'captcha_dismissed', message: 'Dismissed captcha' } as const;

/**
 * The captcha dialog: the provider loads, the challenge is shown, and it ends solved (token) or
 * dismissed ('Dismissed captcha', reported through `reportCaptchaFailed`). A provider that cannot
 * load (offline) is a failure the player can retry or dismiss — never a hang. A hidden
 * (invisible) challenge runs created → executed, and closing, expiry or an error dismiss it.
 */
export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as CaptchaInput,
    output: {} as CaptchaOutput,
  },
  actors: {
    /** Loads the provider (script or our puzzle); resolves when a challenge can be shown. */
    loadProvider: fromPromise<{ hidden: boolean }, { kind: CaptchaKind }>(() => {
      throw new Error('loadProvider is provided at runtime');
    }),
  },
  actions: {
    /** The captcha-failed analytics event (provided at runtime). */
    reportCaptchaFailed: () => undefined,
  },
  guards: {
    isDisabled: ({ context }) => context.kind === 'disabled',
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({ kind: input.kind }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isDisabled', target: 'skipped' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'loadProvider',
        src: 'loadProvider',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          { guard: ({ event }) => event.output.hidden, target: 'hidden' },
          { target: 'shown' },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => ({
              code: 'captcha_load_failed',
              message: String((event.error as Error | undefined)?.message ?? event.error),
            }),
          }),
        },
      },
      on: { 'captcha.dismiss': 'dismissed' },
    },
    shown: {
      on: {
        'captcha.solve': {
          target: 'solved',
          actions: assign({ token: ({ event }) => event.token }),
        },
        'captcha.dismiss': 'dismissed',
        'captcha.expire': 'loading',
        'captcha.fail': {
          target: 'failed',
          actions: assign({
            error: ({ event }) => ({ code: 'captcha_failed', message: event.message }),
          }),
        },
      },
    },
    hidden: {
      initial: 'created',
      states: {
        created: { on: { 'captcha.execute': 'executed' } },
        executed: {
          on: {
            'captcha.solve': {
              target: '#captcha.solved',
              actions: assign({ token: ({ event }) => event.token }),
            },
          },
        },
      },
      on: {
        'captcha.dismiss': 'dismissed',
        'captcha.expire': 'dismissed',
        'captcha.fail': 'dismissed',
      },
    },
    failed: {
      on: {
        'captcha.retry': { target: 'loading', actions: assign({ error: undefined }) },
        'captcha.dismiss': 'dismissed',
      },
    },
    solved: { type: 'final' },
    // No captcha for this variant: the call goes without a token.
    skipped: { type: 'final', entry: assign({ token: '' }) },
    dismissed: { type: 'final', entry: 'reportCaptchaFailed' },
  },
  output: ({ context }) =>
    context.token !== undefined ? { token: context.token } : { dismissed: true, error: DISMISSED },
});
