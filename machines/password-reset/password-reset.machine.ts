import { assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';

export type ResetBy = 'email' | 'phone';

export interface PasswordResetContext {
  readonly by: ResetBy;
  readonly login: string;
  readonly codeLength: number;
  readonly error: MachineError | undefined;
}

export type PasswordResetEvent =
  | { type: 'code.request'; by: ResetBy; login: string }
  | { type: 'code.resend' }
  | { type: 'reset.submit'; code: string; password: string; confirmation: string }
  | { type: 'back' };

/**
 * A forgotten password: a code to the e-mail or phone, then the code with the new password twice.
 * A refused step returns to itself with the platform's error (field errors included).
 */
export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent },
  actors: {
    requestCode: fromPromise<{ codeLength: number }, { by: ResetBy; login: string }>(() => {
      throw new Error('requestCode is provided at runtime');
    }),
    resetPassword: fromPromise<
      void,
      { by: ResetBy; login: string; code: string; password: string; confirmation: string }
    >(() => {
      throw new Error('resetPassword is provided at runtime');
    }),
  },
  actions: {
    keepError: assign({
      error: ({ event }) => toMachineError((event as { error?: unknown }).error),
    }),
  },
}).createMachine({
  id: 'passwordReset',
  context: { by: 'email', login: '', codeLength: 6, error: undefined },
  initial: 'entering',
  states: {
    entering: {
      on: {
        'code.request': {
          target: 'sending',
          actions: assign(({ event }) => ({ by: event.by, login: event.login, error: undefined })),
        },
      },
    },
    sending: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ by: context.by, login: context.login }),
        onDone: {
          target: 'codeSent',
          actions: assign({ codeLength: ({ event }) => event.output.codeLength }),
        },
        onError: { target: 'entering', actions: 'keepError' },
      },
    },
    codeSent: {
      on: {
        'reset.submit': { target: 'resetting', actions: assign({ error: undefined }) },
        'code.resend': { target: 'sending', actions: assign({ error: undefined }) },
        back: { target: 'entering', actions: assign({ error: undefined }) },
      },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          const { code, password, confirmation } = event as Extract<
            PasswordResetEvent,
            { type: 'reset.submit' }
          >;
          return { by: context.by, login: context.login, code, password, confirmation };
        },
        onDone: { target: 'done' },
        onError: { target: 'codeSent', actions: 'keepError' },
      },
    },
    done: { type: 'final' },
  },
});
