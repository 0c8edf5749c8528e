import { assign, fromPromise, setup } from 'xstate';

import { captchaMachine, type CaptchaOutput } from '../captcha/captcha.machine';
import { toMachineError } from '../machine-error';
import type {
  FormDefinition,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationResult,
  RegistrationStart,
  RegistrationType,
} from './registration.types';

/** The first type to show: the one asked for (?type=) when offered, else the first offered. */
function initialType(
  types: readonly RegistrationType[],
  asked?: string,
): RegistrationType | undefined {
  return types.find((t) => t === asked) ?? types[0];
}

/**
 * Registration: the offered types become tabs; each type's form is loaded once and cached; on
 * submit a captcha (when the variant asks), then the register call; success ends with the user
 * id and password, field errors return to the form. The type cannot change while submitting.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationResult,
  },
  actors: {
    loadStart: fromPromise<RegistrationStart, { bonusCode?: string }>(() => {
      throw new Error('loadStart is provided at runtime');
    }),
    loadForm: fromPromise<FormDefinition, { type: RegistrationType }>(() => {
      throw new Error('loadForm is provided at runtime');
    }),
    register: fromPromise<
      RegistrationResult,
      {
        type: RegistrationType;
        values: Readonly<Record<string, unknown>>;
        captchaToken?: string;
        bonusCode?: string;
      }
    >(() => {
      throw new Error('register is provided at runtime');
    }),
    captcha: captchaMachine,
  },
  guards: {
    formCached: ({ context }) =>
      context.activeType !== undefined && context.forms[context.activeType] !== undefined,
    offered: ({ context, event }) =>
      event.type === 'type.select' && context.types.includes(event.registrationType),
    captchaRequired: ({ context }) => context.input.captchaRequired,
    captchaDismissed: ({ event }) =>
      'dismissed' in ((event as { output?: CaptchaOutput }).output ?? {}),
    noTypes: ({ context }) => context.types.length === 0,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    input,
    types: [],
    bonuses: [],
    forms: {},
    fieldErrors: {},
    bonusCode: input.bonusCode,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStart',
        input: ({ context }) => ({ bonusCode: context.bonusCode }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            types: event.output.types,
            bonuses: event.output.bonuses,
            page: event.output.page,
            activeType: initialType(event.output.types, context.input.initialType),
            bonusCode:
              event.output.bonuses.find(
                (b) => b.bonusCode.toLowerCase() === context.bonusCode?.toLowerCase(),
              )?.bonusCode ?? context.bonusCode,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toMachineError(event.error) }),
        },
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
            onError: {
              target: 'formFailed',
              actions: assign({ error: ({ event }) => toMachineError(event.error) }),
            },
          },
        },
        formFailed: {
          on: { 'fields.retry': { target: 'loadingForm', actions: assign({ error: undefined }) } },
        },
        editing: {
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
          always: [{ guard: 'captchaRequired', target: 'captcha' }, { target: 'registering' }],
        },
        captcha: {
          invoke: {
            id: 'captcha',
            src: 'captcha',
            input: ({ context }) => ({ kind: context.input.captchaKind }),
            onDone: [
              {
                guard: 'captchaDismissed',
                target: '#registration.ready.editing',
                actions: assign({
                  error: { code: 'captcha_dismissed', message: 'Dismissed captcha' },
                }),
              },
              {
                target: 'registering',
                actions: assign({
                  captchaToken: ({ event }) =>
                    'token' in event.output ? event.output.token : undefined,
                }),
              },
            ],
          },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ context }) => ({
              type: context.activeType as RegistrationType,
              values: context.values ?? {},
              captchaToken: context.captchaToken,
              bonusCode: context.bonusCode,
            }),
            onDone: {
              target: '#registration.registered',
              actions: assign({ result: ({ event }) => event.output, captchaToken: undefined }),
            },
            onError: {
              target: '#registration.ready.editing',
              actions: assign(({ event }) => {
                const error = toMachineError(event.error);
                return {
                  captchaToken: undefined,
                  fieldErrors: error.fields ?? {},
                  error: error.fields ? { ...error, fields: undefined } : error,
                };
              }),
            },
          },
        },
      },
    },
    registered: { type: 'final' },
  },
  output: ({ context }) => context.result as RegistrationResult,
});
