import { assign, fromPromise, setup } from 'xstate';

import { captchaMachine } from '../captcha/captcha.machine';
import { captchaDismissed, captchaStep, captchaStepActions } from '../captcha/captcha-step';
import {
  CHALLENGE_GONE,
  errorOf,
  hashOf,
  needsCode,
  PLATFORM_CAPTCHA,
  userIdOf,
} from './sign-in.logic';
import type {
  Attempt,
  Credentials,
  PasswordOutcome,
  SignInContext,
  SignInEvent,
  SignInInput,
} from './sign-in.types';

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
