import { assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';

export interface SentCode {
  readonly codeLength: number;
  /** Seconds the code stays valid. */
  readonly expiresIn: number;
  /** Seconds before another code may be sent. */
  readonly resendIn: number;
  /** When both periods began (ms, the browser's clock): what a countdown on screen counts from. */
  readonly at?: number;
}

/** What a send is started with: a resend always asks for a new code. */
export interface SendCodeInput {
  readonly phone: string;
  readonly captchaToken?: string;
  /** False for the first send of this confirmation: a code sent earlier and still valid may be offered again. */
  readonly resend: boolean;
}

export interface PhoneConfirmationInput {
  readonly phone: string;
  /** A solved captcha's token: the first code's send spends it (resends of that code need none). */
  readonly captchaToken?: string;
}

export interface PhoneConfirmationContext {
  readonly phone: string;
  readonly captchaToken?: string;
  readonly codeLength?: number;
  readonly expiresIn: number;
  readonly resendIn: number;
  readonly at?: number;
  readonly canResend: boolean;
  readonly token?: string;
  readonly error?: MachineError;
}

/** The phone's proof token, or the player cancelled (after a code went out, which may still be good). */
export type PhoneConfirmationOutput =
  { readonly token: string } | { readonly cancelled: true; readonly codeSent?: true };

export type PhoneConfirmationEvent =
  { type: 'code.submit'; code: string } | { type: 'code.resend' } | { type: 'phone.cancel' };

/**
 * Phone confirmation: a code is sent, the player enters it, the code is confirmed and the phone
 * with it (a proof token for the registration). Resend after the cool-down the server gives;
 * an expired code or too many wrong ones need a new code.
 */
export const phoneConfirmationMachine = setup({
  types: {
    context: {} as PhoneConfirmationContext,
    events: {} as PhoneConfirmationEvent,
    input: {} as PhoneConfirmationInput,
    output: {} as PhoneConfirmationOutput,
    children: {} as { sendCode: 'sendCode'; checkCode: 'checkCode' },
  },
  actors: {
    sendCode: fromPromise<SentCode, SendCodeInput>(() => {
      throw new Error('sendCode is provided at runtime');
    }),
    checkCode: fromPromise<{ token: string }, { phone: string; code: string }>(() => {
      throw new Error('checkCode is provided at runtime');
    }),
  },
  delays: {
    resendDelay: ({ context }) => context.resendIn * 1000,
    expiryDelay: ({ context }) => context.expiresIn * 1000,
    retryDelay: ({ context }) => (context.error?.retryAfter ?? 0) * 1000,
  },
  guards: {
    canResend: ({ context }) => context.canResend,
    lockedOut: ({ event }) =>
      'error' in event && toMachineError(event.error).code === 'error_too_many_attempts',
  },
}).createMachine({
  id: 'phoneConfirmation',
  context: ({ input }) => ({
    phone: input.phone,
    captchaToken: input.captchaToken,
    expiresIn: 0,
    resendIn: 0,
    canResend: false,
  }),
  initial: 'sending',
  on: { 'phone.cancel': '.cancelled' },
  states: {
    sending: {
      entry: assign({ canResend: false }),
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({
          phone: context.phone,
          captchaToken: context.captchaToken,
          resend: context.codeLength !== undefined,
        }),
        // A sent code spent the token; a refused send did not (the platform checks limits first).
        onDone: {
          target: 'codeSent',
          actions: assign(({ event }) => ({
            ...event.output,
            captchaToken: undefined,
            error: undefined,
          })),
        },
        onError: {
          target: 'sendFailed',
          actions: assign({ error: ({ event }) => toMachineError(event.error) }),
        },
      },
    },
    sendFailed: {
      after: { retryDelay: { actions: assign({ canResend: true }) } },
      on: { 'code.resend': { guard: 'canResend', target: 'sending' } },
    },
    codeSent: {
      after: {
        resendDelay: { actions: assign({ canResend: true }) },
        expiryDelay: {
          target: 'expired',
          actions: assign({ error: { code: 'auth_code_expired', message: 'the code expired' } }),
        },
      },
      on: { 'code.resend': { guard: 'canResend', target: 'sending' } },
      initial: 'entering',
      states: {
        entering: { on: { 'code.submit': 'checking' } },
        checking: {
          entry: assign({ error: undefined }),
          invoke: {
            id: 'checkCode',
            src: 'checkCode',
            input: ({ context, event }) => ({
              phone: context.phone,
              code: (event as { code: string }).code,
            }),
            onDone: {
              target: '#phoneConfirmation.confirmed',
              actions: assign({ token: ({ event }) => event.output.token }),
            },
            onError: [
              {
                guard: 'lockedOut',
                target: '#phoneConfirmation.locked',
                actions: assign({
                  error: ({ event }) => toMachineError(event.error),
                  canResend: true,
                }),
              },
              {
                target: 'entering',
                actions: assign({ error: ({ event }) => toMachineError(event.error) }),
              },
            ],
          },
        },
      },
    },
    expired: { entry: assign({ canResend: true }), on: { 'code.resend': 'sending' } },
    locked: { on: { 'code.resend': 'sending' } },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): PhoneConfirmationOutput =>
    context.token
      ? { token: context.token }
      : context.codeLength !== undefined
        ? { cancelled: true, codeSent: true }
        : { cancelled: true },
});
