import { assign, fromPromise, setup } from 'xstate';

import { captchaMachine } from '../captcha/captcha.machine';
import { captchaDismissed, captchaStep, captchaStepActions } from '../captcha/captcha-step';
import { toMachineError } from '../machine-error';
import { payAndPlayMachine } from '../pay-and-play/pay-and-play.machine';
import { phoneConfirmationMachine } from '../phone-confirmation/phone-confirmation.machine';
import {
  codePending,
  currencyOf,
  initialContext,
  phoneConfirmed,
  phoneOf,
  phoneToConfirm,
  registerValues,
  withStart,
} from './registration.logic';
import type {
  FormDefinition,
  RegisterCall,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationResult,
  RegistrationStart,
  RegistrationType,
} from './registration.types';

const errorOf = ({ event }: { event: { error?: unknown } }) => toMachineError(event.error);

/**
 * Registration: the offered types become tabs; each type's form is loaded once (or comes as
 * input). On submit, the captcha goes before whatever it guards — the SMS code (phone
 * confirmation, a child), the bank payment (pay-and-play, a child that leaves for the bank), or
 * the register call itself — and the call that costs something is the one that spends its token.
 * Success ends with the user id and password; field errors return to the form.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationResult,
    children: {} as {
      loadStart: 'loadStart';
      loadForm: 'loadForm';
      captcha: 'captcha';
      phoneConfirmation: 'phoneConfirmation';
      payAndPlay: 'payAndPlay';
      register: 'register';
    },
  },
  actors: {
    loadStart: fromPromise<RegistrationStart, { bonusCode?: string }>(() => {
      throw new Error('loadStart is provided at runtime');
    }),
    loadForm: fromPromise<FormDefinition, { type: RegistrationType }>(() => {
      throw new Error('loadForm is provided at runtime');
    }),
    register: fromPromise<RegistrationResult, RegisterCall>(() => {
      throw new Error('register is provided at runtime');
    }),
    captcha: captchaMachine,
    phoneConfirmation: phoneConfirmationMachine,
    payAndPlay: payAndPlayMachine,
  },
  actions: {
    ...captchaStepActions<RegistrationContext, RegistrationEvent>(),
    /** The platform signed the new player in: the app's session follows (provided at runtime). */
    signedIn: () => undefined,
    /** Registration (and, for pay-and-play, first deposit) analytics (provided at runtime). */
    reportRegistration: () => undefined,
  },
  guards: {
    startGiven: ({ context }) => context.input.start !== undefined,
    formCached: ({ context }) =>
      context.activeType !== undefined && context.forms[context.activeType] !== undefined,
    offered: ({ context, event }) =>
      event.type === 'type.select' && context.types.includes(event.registrationType),
    noTypes: ({ context }) => context.types.length === 0,
    resumePaid: ({ context }) => context.resumePaid && context.activeType === 'pay_and_play',
    paid: ({ context }) =>
      context.activeType === 'pay_and_play' && context.paymentReference !== undefined,
    payAndPlay: ({ context }) => context.activeType === 'pay_and_play',
    phoneConfirmed: ({ context }) => phoneConfirmed(context),
    phoneToConfirm: ({ context }) => phoneToConfirm(context),
    captchaRequired: ({ context }) => context.input.captchaRequired && !codePending(context),
    captchaDismissed,
    childGaveToken: ({ event }) => 'token' in ((event as { output?: object }).output ?? {}),
    childRedirected: ({ event }) => 'redirected' in ((event as { output?: object }).output ?? {}),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'startGiven',
          target: 'ready',
          actions: assign(({ context }) => withStart(context, context.input.start!)),
        },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadStart',
        src: 'loadStart',
        input: ({ context }) => ({ bonusCode: context.bonusCode }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => withStart(context, event.output)),
        },
        onError: { target: 'failed', actions: assign({ error: errorOf }) },
      },
    },
    failed: { on: { 'start.retry': { target: 'loading', actions: assign({ error: undefined }) } } },
    ready: {
      initial: 'selecting',
      on: {
        'type.select': {
          guard: 'offered',
          target: '.selecting',
          actions: assign({
            activeType: ({ event }) => event.registrationType,
            fieldErrors: {},
            error: undefined,
          }),
        },
        'bonus.select': { actions: assign({ bonusCode: ({ event }) => event.bonusCode }) },
      },
      states: {
        selecting: {
          always: [
            { guard: 'noTypes', target: 'unavailable' },
            { guard: 'formCached', target: 'editing' },
            { target: 'loadingForm' },
          ],
        },
        unavailable: {},
        loadingForm: {
          invoke: {
            id: 'loadForm',
            src: 'loadForm',
            input: ({ context }) => ({ type: context.activeType as RegistrationType }),
            onDone: {
              target: 'editing',
              actions: assign({
                forms: ({ context, event }) => ({
                  ...context.forms,
                  [context.activeType as RegistrationType]: event.output,
                }),
              }),
            },
            onError: { target: 'formFailed', actions: assign({ error: errorOf }) },
          },
        },
        formFailed: {
          on: { 'fields.retry': { target: 'loadingForm', actions: assign({ error: undefined }) } },
        },
        editing: {
          // Back from the bank with the deposit paid: the form the player left is sent at once.
          always: {
            guard: 'resumePaid',
            target: '#registration.submitting',
            actions: assign(({ context }) => ({
              values: context.restoredValues,
              resumePaid: false,
            })),
          },
          on: {
            'form.submit': {
              target: '#registration.submitting',
              actions: assign({
                values: ({ event }) => event.values,
                fieldErrors: {},
                error: undefined,
              }),
            },
          },
        },
      },
    },
    submitting: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'paid', target: 'registering' },
            { guard: 'payAndPlay', target: 'payment' },
            { guard: 'phoneConfirmed', target: 'registering' },
            { guard: 'captchaRequired', target: 'captcha' },
            { guard: 'phoneToConfirm', target: 'confirmingPhone' },
            { target: 'registering' },
          ],
        },
        captcha: captchaStep('guarded', '#registration.ready.editing'),
        guarded: {
          always: [
            { guard: 'phoneToConfirm', target: 'confirmingPhone' },
            { target: 'registering' },
          ],
        },
        confirmingPhone: {
          invoke: {
            id: 'phoneConfirmation',
            src: 'phoneConfirmation',
            input: ({ context }) => ({
              phone: phoneOf(context) ?? '',
              captchaToken: context.captchaToken || undefined,
            }),
            onDone: [
              {
                guard: 'childGaveToken',
                target: 'registering',
                actions: assign(({ context, event }) => ({
                  phoneProof: {
                    phone: phoneOf(context) ?? '',
                    token: 'token' in event.output ? event.output.token : '',
                  },
                  codeSentTo: undefined,
                })),
              },
              {
                target: '#registration.ready.editing',
                actions: assign({
                  codeSentTo: ({ context, event }) =>
                    'codeSent' in event.output ? phoneOf(context) : undefined,
                }),
              },
            ],
          },
          // The code's send spent the token.
          exit: assign({ captchaToken: undefined }),
        },
        payment: {
          invoke: {
            id: 'payAndPlay',
            src: 'payAndPlay',
            input: ({ context }) => ({
              captchaKind: context.captchaKind,
              captchaRequired: context.input.captchaRequired,
              currency: currencyOf(context),
              values: context.values ?? {},
            }),
            onDone: [
              { guard: 'childRedirected', target: 'leftForBank' },
              { target: '#registration.ready.editing' },
            ],
          },
        },
        // The browser is on its way to the bank, which sends the player back with the payment.
        leftForBank: {},
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              type: context.activeType as RegistrationType,
              values: registerValues(context),
              captchaToken: context.captchaToken || undefined,
              bonusCode: context.bonusCode,
            }),
            onDone: {
              target: '#registration.registered',
              actions: assign({ result: ({ event }) => event.output, captchaToken: undefined }),
            },
            onError: {
              target: '#registration.ready.editing',
              actions: assign(({ context, event }) => {
                const error = toMachineError(event.error);
                const fields = error.fields ?? {};
                return {
                  captchaToken: undefined,
                  // A proof the platform refused is gone; one it did not look at stays good.
                  phoneProof: fields.phone ? undefined : context.phoneProof,
                  paymentReference:
                    error.code === 'error_payment_reference' ? undefined : context.paymentReference,
                  fieldErrors: fields,
                  error: error.fields ? { ...error, fields: undefined } : error,
                };
              }),
            },
          },
        },
      },
    },
    registered: { type: 'final', entry: ['signedIn', 'reportRegistration'] },
  },
  output: ({ context }) => context.result as RegistrationResult,
});
