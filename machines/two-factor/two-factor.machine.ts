import { assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';

/** What the QR step shows: the image, the otpauth link and the secret to type in by hand. */
export interface TwoFactorQr {
  readonly qrCodeUrl: string;
  readonly qrLink: string;
  readonly secret: string;
}

export interface TwoFactorContext {
  readonly qr: TwoFactorQr | undefined;
  readonly smsSent: boolean;
  readonly error: MachineError | undefined;
}

export type TwoFactorEvent =
  | { type: 'enable.start' }
  | { type: 'enable.cancel' }
  | { type: 'sms.request' }
  | { type: 'codes.submit'; appCode: string; smsCode?: string }
  | { type: 'disable.start' }
  | { type: 'disable.cancel' }
  | { type: 'disable.submit'; code: string }
  | { type: 'status.retry' };

/**
 * Two-factor sign-in in the office: its status; enabling shows a QR code and secret, optionally
 * sends an SMS code, and confirms with the app's code (and the SMS code) — a wrong SMS code and a
 * wrong app code come back as different errors; disabling asks for the app's current code.
 */
export const twoFactorMachine = setup({
  types: { context: {} as TwoFactorContext, events: {} as TwoFactorEvent },
  actors: {
    loadStatus: fromPromise<{ enabled: boolean }>(() => {
      throw new Error('loadStatus is provided at runtime');
    }),
    getQr: fromPromise<TwoFactorQr>(() => {
      throw new Error('getQr is provided at runtime');
    }),
    sendSms: fromPromise<void>(() => {
      throw new Error('sendSms is provided at runtime');
    }),
    enable: fromPromise<void, { appCode: string; smsCode?: string }>(() => {
      throw new Error('enable is provided at runtime');
    }),
    disable: fromPromise<void, { code: string }>(() => {
      throw new Error('disable is provided at runtime');
    }),
  },
  actions: {
    /** Keeps the platform's error of the call that failed. */
    keepError: assign({
      error: ({ event }) => toMachineError((event as { error?: unknown }).error),
    }),
  },
  guards: {
    isEnabled: ({ event }) => (event as { output?: { enabled: boolean } }).output?.enabled === true,
  },
}).createMachine({
  id: 'twoFactor',
  context: { qr: undefined, smsSent: false, error: undefined },
  initial: 'loadingStatus',
  states: {
    loadingStatus: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [{ guard: 'isEnabled', target: 'on' }, { target: 'off' }],
        onError: { target: 'statusFailed', actions: 'keepError' },
      },
    },
    statusFailed: {
      on: { 'status.retry': { target: 'loadingStatus', actions: assign({ error: undefined }) } },
    },
    off: { on: { 'enable.start': { target: 'loadingQr', actions: assign({ error: undefined }) } } },
    loadingQr: {
      invoke: {
        id: 'getQr',
        src: 'getQr',
        onDone: {
          target: 'showingQr',
          actions: assign({ qr: ({ event }) => event.output, smsSent: false }),
        },
        onError: { target: 'off', actions: 'keepError' },
      },
    },
    showingQr: {
      on: {
        'sms.request': { target: 'sendingSms', actions: assign({ error: undefined }) },
        'codes.submit': { target: 'enabling', actions: assign({ error: undefined }) },
        'enable.cancel': { target: 'off', actions: assign({ qr: undefined, error: undefined }) },
      },
    },
    sendingSms: {
      invoke: {
        id: 'sendSms',
        src: 'sendSms',
        onDone: { target: 'showingQr', actions: assign({ smsSent: true }) },
        onError: { target: 'showingQr', actions: 'keepError' },
      },
    },
    enabling: {
      invoke: {
        id: 'enable',
        src: 'enable',
        input: ({ event }) => {
          const { appCode, smsCode } = event as Extract<TwoFactorEvent, { type: 'codes.submit' }>;
          return { appCode, smsCode };
        },
        onDone: { target: 'on', actions: assign({ qr: undefined, smsSent: false }) },
        onError: { target: 'showingQr', actions: 'keepError' },
      },
    },
    on: {
      on: {
        'disable.start': { target: 'confirmingDisable', actions: assign({ error: undefined }) },
      },
    },
    confirmingDisable: {
      on: {
        'disable.submit': { target: 'disabling', actions: assign({ error: undefined }) },
        'disable.cancel': { target: 'on', actions: assign({ error: undefined }) },
      },
    },
    disabling: {
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ event }) => ({
          code: (event as Extract<TwoFactorEvent, { type: 'disable.submit' }>).code,
        }),
        onDone: { target: 'off' },
        onError: { target: 'confirmingDisable', actions: 'keepError' },
      },
    },
  },
});
