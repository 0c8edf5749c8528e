import { assign, fromPromise, setup } from 'xstate';

import { type CaptchaKind, captchaMachine } from '../captcha/captcha.machine';
import { captchaDismissed, captchaStep, captchaStepActions } from '../captcha/captcha-step';
import { type MachineError, toMachineError } from '../machine-error';

/** How the player names their account with a password (authConfig.login_types, without sms). */
export type LoginType = 'email' | 'phone_number' | 'id';

export interface Credentials {
  readonly loginType: LoginType;
  readonly login: string;
  readonly password: string;
}

/** What the variant asks before a sign-in attempt (authConfig.login_captcha, captchaConfig.captcha_type). */
export interface SignInInput {
  readonly captchaRequired: boolean;
  readonly captchaKind: CaptchaKind;
  /**
   * The two-factor challenge hash of a first factor that passed elsewhere (a social provider's
   * return): the flow starts at the second step, as after a password.
   */
  readonly challenge?: string;
}

/** A first factor's answer (password or SMS code): signed in, or a second step with the challenge hash. */
export type PasswordOutcome =
  | { readonly twoFactor: false; readonly userId: number }
  | { readonly twoFactor: true; readonly hash: string };

/** The attempt waiting for the captcha: a password, or a sign-in code to send by SMS. */
type Attempt =
  | { readonly kind: 'password'; readonly credentials: Credentials }
  | { readonly kind: 'sms'; readonly phone: string };

export interface SignInContext {
  readonly input: SignInInput;
  readonly captchaKind: CaptchaKind;
  readonly attempt: Attempt | undefined;
  readonly remember: boolean;
  readonly captchaToken: string | undefined;
  /** The phone a sign-in code went to, and the code's length. */
  readonly sms: { readonly phone: string; readonly codeLength: number } | undefined;
  readonly hash: string | undefined;
  readonly userId: number | undefined;
  readonly error: MachineError | undefined;
}

export type SignInEvent =
  | { type: 'credentials.submit'; credentials: Credentials; remember: boolean }
  | { type: 'sms.request'; phone: string; remember: boolean }
  | { type: 'sms.submit'; code: string }
  | { type: 'sms.resend' }
  | { type: 'sms.back' }
  | { type: 'code.submit'; code: string }
  | { type: 'twoFactor.back' };

/** The platform's own captcha: what it asks for when the variant shows none. */
const PLATFORM_CAPTCHA: CaptchaKind = 'puzzle';

/** Second-step errors after which the challenge is gone: back to the first factor. */
const CHALLENGE_GONE = new Set(['error_two_factor_expired', 'error_too_many_attempts']);
const errorOf = ({ event }: { event: unknown }) =>
  toMachineError((event as { error?: unknown }).error);
const needsCode = ({ event }: { event: unknown }) =>
  (event as { output?: PasswordOutcome }).output?.twoFactor === true;
const hashOf = ({ event }: { event: unknown }) => {
  const output = (event as { output: PasswordOutcome }).output;
  return output.twoFactor ? output.hash : undefined;
};
const userIdOf = ({ event }: { event: unknown }) => {
  const output = (event as { output: PasswordOutcome }).output;
  return output.twoFactor ? undefined : output.userId;
};

/**
 * Sign-in: a first factor — the password, or a code sent by SMS to the player's phone — after a
 * captcha where the variant asks, then the authenticator's code for players with two-factor on
 * (also after a social provider, whose return starts the flow at that step).
 * Wrong answers return to the step that was wrong with the platform's error; a challenge that
 * expired or locked returns to the start. When the platform asks for a captcha (an account that
 * failed too often), the password goes again behind one — the platform's puzzle where the variant
 * shows none. `remember` rides along to every call that signs in.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as { userId: number },
    children: {} as {
      captcha: 'captcha';
      checkPassword: 'checkPassword';
      sendSmsCode: 'sendSmsCode';
      checkSmsCode: 'checkSmsCode';
      checkCode: 'checkCode';
    },
  },
  actors: {
    captcha: captchaMachine,
    checkPassword: fromPromise<
      PasswordOutcome,
      { credentials: Credentials; remember: boolean; captchaToken?: string }
    >(() => {
      throw new Error('checkPassword is provided at runtime');
    }),
    sendSmsCode: fromPromise<{ codeLength: number }, { phone: string; captchaToken?: string }>(
      () => {
        throw new Error('sendSmsCode is provided at runtime');
      },
    ),
    checkSmsCode: fromPromise<PasswordOutcome, { phone: string; code: string; remember: boolean }>(
      () => {
        throw new Error('checkSmsCode is provided at runtime');
      },
    ),
    checkCode: fromPromise<{ userId: number }, { hash: string; code: string; remember: boolean }>(
      () => {
        throw new Error('checkCode is provided at runtime');
      },
    ),
  },
  actions: captchaStepActions<SignInContext, SignInEvent>(),
  guards: {
    captchaRequired: ({ context }) => context.input.captchaRequired,
    challengeOpen: ({ context }) => context.hash !== undefined,
    captchaDismissed,
    smsAttempt: ({ context }) => context.attempt?.kind === 'sms',
    codeSent: ({ context }) => context.sms !== undefined,
    needsCode,
    challengeGone: ({ event }) => CHALLENGE_GONE.has(errorOf({ event }).code),
    // An account that failed too often asks for a captcha; asked again with one sent, it is refused instead.
    captchaAsked: ({ context, event }) =>
      errorOf({ event }).code === 'captcha_required' && !context.captchaToken,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    input,
    captchaKind: input.captchaKind,
    attempt: undefined,
    remember: true,
    captchaToken: undefined,
    sms: undefined,
    hash: input.challenge,
    userId: undefined,
    error: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'challengeOpen', target: 'secondStep' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'credentials.submit': {
          target: 'deciding',
          actions: assign({
            attempt: ({ event }) => ({ kind: 'password', credentials: event.credentials }),
            remember: ({ event }) => event.remember,
            sms: undefined,
            error: undefined,
          }),
        },
        'sms.request': {
          target: 'deciding',
          actions: assign({
            attempt: ({ event }) => ({ kind: 'sms', phone: event.phone }),
            remember: ({ event }) => event.remember,
            sms: undefined,
            error: undefined,
          }),
        },
      },
    },
    deciding: {
      always: [
        { guard: 'captchaRequired', target: 'captcha' },
        { guard: 'smsAttempt', target: 'sendingSmsCode' },
        { target: 'checkingPassword' },
      ],
    },
    captcha: captchaStep('guarded', 'editing'),
    guarded: {
      always: [{ guard: 'smsAttempt', target: 'sendingSmsCode' }, { target: 'checkingPassword' }],
    },
    checkingPassword: {
      invoke: {
        id: 'checkPassword',
        src: 'checkPassword',
        input: ({ context }) => {
          const attempt = context.attempt as Extract<Attempt, { kind: 'password' }>;
          return {
            credentials: attempt.credentials,
            remember: context.remember,
            captchaToken: context.captchaToken,
          };
        },
        onDone: [
          {
            guard: 'needsCode',
            target: 'secondStep',
            actions: assign({ hash: hashOf, captchaToken: undefined }),
          },
          { target: 'signedIn', actions: assign({ userId: userIdOf }) },
        ],
        onError: [
          {
            guard: 'captchaAsked',
            target: 'captcha',
            actions: assign({
              captchaKind: ({ context }) =>
                context.captchaKind === 'disabled' ? PLATFORM_CAPTCHA : context.captchaKind,
            }),
          },
          { target: 'editing', actions: assign({ error: errorOf, captchaToken: undefined }) },
        ],
      },
    },
    sendingSmsCode: {
      invoke: {
        id: 'sendSmsCode',
        src: 'sendSmsCode',
        input: ({ context }) => ({
          phone: (context.attempt as Extract<Attempt, { kind: 'sms' }>).phone,
          captchaToken: context.captchaToken,
        }),
        onDone: {
          target: 'smsCode',
          actions: assign({
            sms: ({ context, event }) => ({
              phone: (context.attempt as Extract<Attempt, { kind: 'sms' }>).phone,
              codeLength: event.output.codeLength,
            }),
            captchaToken: undefined,
          }),
        },
        // A resend that fails keeps the code already sent; a first send returns to the phone.
        onError: [
          {
            guard: 'codeSent',
            target: 'smsCode',
            actions: assign({ error: errorOf, captchaToken: undefined }),
          },
          { target: 'editing', actions: assign({ error: errorOf, captchaToken: undefined }) },
        ],
      },
    },
    smsCode: {
      initial: 'entering',
      on: {
        'sms.back': { target: 'editing', actions: assign({ sms: undefined, error: undefined }) },
      },
      states: {
        entering: {
          on: {
            'sms.submit': { target: 'checkingSmsCode', actions: assign({ error: undefined }) },
            'sms.resend': { target: '#signIn.deciding', actions: assign({ error: undefined }) },
          },
        },
        checkingSmsCode: {
          invoke: {
            id: 'checkSmsCode',
            src: 'checkSmsCode',
            input: ({ context, event }) => ({
              phone: context.sms?.phone ?? '',
              code: (event as Extract<SignInEvent, { type: 'sms.submit' }>).code,
              remember: context.remember,
            }),
            onDone: [
              {
                guard: 'needsCode',
                target: '#signIn.secondStep',
                actions: assign({ hash: hashOf, sms: undefined }),
              },
              { target: '#signIn.signedIn', actions: assign({ userId: userIdOf, sms: undefined }) },
            ],
            onError: { target: 'entering', actions: assign({ error: errorOf }) },
          },
        },
      },
    },
    secondStep: {
      initial: 'entering',
      on: {
        'twoFactor.back': {
          target: 'editing',
          actions: assign({ hash: undefined, error: undefined }),
        },
      },
      states: {
        entering: {
          on: { 'code.submit': { target: 'checkingCode', actions: assign({ error: undefined }) } },
        },
        checkingCode: {
          invoke: {
            id: 'checkCode',
            src: 'checkCode',
            input: ({ context, event }) => ({
              hash: context.hash ?? '',
              code: (event as Extract<SignInEvent, { type: 'code.submit' }>).code,
              remember: context.remember,
            }),
            onDone: {
              target: '#signIn.signedIn',
              actions: assign({ userId: ({ event }) => event.output.userId, hash: undefined }),
            },
            onError: [
              {
                guard: 'challengeGone',
                target: '#signIn.editing',
                actions: assign({ hash: undefined, error: errorOf }),
              },
              { target: 'entering', actions: assign({ error: errorOf }) },
            ],
          },
        },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ userId: context.userId ?? 0 }),
});
