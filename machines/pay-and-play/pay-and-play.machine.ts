import { assign, fromPromise, setup } from 'xstate';

import type { CaptchaKind } from '../captcha/captcha.machine';
import { captchaMachine } from '../captcha/captcha.machine';
import { captchaDismissed, captchaStep, captchaStepActions } from '../captcha/captcha-step';
import { type MachineError, toMachineError } from '../machine-error';

export interface PayAndPlayInput {
  readonly captchaKind: CaptchaKind;
  readonly captchaRequired: boolean;
  /** The account's currency: the form's choice, else the visitor's. */
  readonly currency: { readonly id: number; readonly name: string };
  /** The registration form as filled in: it waits while the player is at the bank. */
  readonly values: Readonly<Record<string, unknown>>;
}

/** What the platform needs to start the deposit (and what the bank trip keeps). */
export interface PaymentStart {
  /** Decimal text with at most two decimals (exact money, never a float). */
  readonly amount: string;
  readonly currencyId: number;
  readonly values: Readonly<Record<string, unknown>>;
  readonly captchaToken?: string;
}

export interface PayAndPlayContext extends PayAndPlayInput {
  readonly amount?: string;
  readonly captchaToken?: string;
  readonly error?: MachineError;
  readonly redirected?: true;
}

export type PayAndPlayEvent =
  { type: 'deposit.submit'; amount: string } | { type: 'deposit.cancel' };

/** The player went to their bank, or stayed on the form. */
export type PayAndPlayOutput = { readonly redirected: true } | { readonly cancelled: true };

/**
 * The pay-and-play first deposit: the player names the amount, solves the captcha where the
 * variant asks (the deposit start is what spends it: a payment costs the operator money), and the
 * platform starts the payment, which sends the player to their bank. A refused start returns to
 * the amount with the reason.
 */
export const payAndPlayMachine = setup({
  types: {
    context: {} as PayAndPlayContext,
    events: {} as PayAndPlayEvent,
    input: {} as PayAndPlayInput,
    output: {} as PayAndPlayOutput,
    children: {} as { captcha: 'captcha'; startPayment: 'startPayment' },
  },
  actors: {
    captcha: captchaMachine,
    /** Starts the deposit on the platform and sends the browser to the bank. */
    startPayment: fromPromise<void, PaymentStart>(() => {
      throw new Error('startPayment is provided at runtime');
    }),
  },
  actions: captchaStepActions<PayAndPlayContext, PayAndPlayEvent>(),
  guards: {
    captchaRequired: ({ context }) => context.captchaRequired,
    captchaDismissed,
  },
}).createMachine({
  id: 'payAndPlay',
  context: ({ input }) => ({ ...input }),
  initial: 'entering',
  states: {
    entering: {
      on: {
        'deposit.submit': {
          target: 'deciding',
          actions: assign({ amount: ({ event }) => event.amount, error: undefined }),
        },
        'deposit.cancel': 'cancelled',
      },
    },
    deciding: {
      always: [{ guard: 'captchaRequired', target: 'captcha' }, { target: 'starting' }],
    },
    captcha: captchaStep('starting', 'entering'),
    starting: {
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({
          amount: context.amount ?? '',
          currencyId: context.currency.id,
          values: context.values,
          captchaToken: context.captchaToken || undefined,
        }),
        onDone: { target: 'redirected', actions: assign({ redirected: true as const }) },
        onError: {
          target: 'entering',
          actions: assign({
            error: ({ event }) => toMachineError(event.error),
            captchaToken: undefined,
          }),
        },
      },
    },
    redirected: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): PayAndPlayOutput =>
    context.redirected ? { redirected: true } : { cancelled: true },
});
