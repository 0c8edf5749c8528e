import { assign, fromPromise, setup } from 'xstate';
import { toMachineError, type MachineError } from '../machine-error';

/** How the player names their account (authConfig.login_types, without sms). */
export type LoginType = 'email' | 'phone_number' | 'id';

export interface Credentials {
  readonly loginType: LoginType;
  readonly login: string;
  readonly password: string;
}

/** The password step's answer: signed in, or a second step with the challenge hash. */
export type PasswordOutcome = { readonly twoFactor: false; readonly userId: number } | { readonly twoFactor: true; readonly hash: string };

export interface SignInContext {
  readonly hash: string | undefined;
  readonly userId: number | undefined;
  readonly error: MachineError | undefined;
}

export type SignInEvent = { type: 'credentials.submit'; credentials: Credentials } | { type: 'code.submit'; code: string } | { type: 'twoFactor.back' };

/** Second-step errors after which the challenge is gone: back to the password. */
const CHALLENGE_GONE = new Set(['error_two_factor_expired', 'error_too_many_attempts']);

/**
 * Sign-in: the password step, then — for players with two-factor on — the authenticator's code
 * against the challenge the password step gave. Wrong answers return to the step that was wrong,
 * with the platform's error; a challenge that expired or locked returns to the password.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as { userId: number },
  },
  actors: {
    checkPassword: fromPromise<PasswordOutcome, Credentials>(() => {
      throw new Error('checkPassword is provided at runtime');
    }),
    checkCode: fromPromise<{ userId: number }, { hash: string; code: string }>(() => {
      throw new Error('checkCode is provided at runtime');
    }),
  },
  guards: {
    needsCode: ({ event }) => (event as { output?: PasswordOutcome }).output?.twoFactor === true,
    challengeGone: ({ event }) => CHALLENGE_GONE.has(toMachineError((event as { error?: unknown }).error).code),
  },
}).createMachine({
  id: 'signIn',
  context: { hash: undefined, userId: undefined, error: undefined },
  initial: 'editing',
  states: {
    editing: {
      on: { 'credentials.submit': { target: 'checkingPassword', actions: assign({ error: undefined }) } },
    },
    checkingPassword: {
      invoke: {
        src: 'checkPassword',
        input: ({ event }) => (event as Extract<SignInEvent, { type: 'credentials.submit' }>).credentials,
        onDone: [
          { guard: 'needsCode', target: 'secondStep', actions: assign({ hash: ({ event }) => (event.output.twoFactor ? event.output.hash : undefined) }) },
          { target: 'signedIn', actions: assign({ userId: ({ event }) => (event.output.twoFactor ? undefined : event.output.userId) }) },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    secondStep: {
      initial: 'entering',
      on: { 'twoFactor.back': { target: 'editing', actions: assign({ hash: undefined, error: undefined }) } },
      states: {
        entering: { on: { 'code.submit': { target: 'checkingCode', actions: assign({ error: undefined }) } } },
        checkingCode: {
          invoke: {
            src: 'checkCode',
            input: ({ context, event }) => ({ hash: context.hash ?? '', code: (event as Extract<SignInEvent, { type: 'code.submit' }>).code }),
            onDone: { target: '#signIn.signedIn', actions: assign({ userId: ({ event }) => event.output.userId, hash: undefined }) },
            onError: [
              { guard: 'challengeGone', target: '#signIn.editing', actions: assign({ hash: undefined, error: ({ event }) => toMachineError(event.error) }) },
              { target: 'entering', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
            ],
          },
        },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ userId: context.userId ?? 0 }),
});
