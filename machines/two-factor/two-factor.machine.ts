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
  /** A new set of recovery codes, while it is shown (once). */
  readonly recoveryCodes: readonly string[] | undefined;
  /** Unused recovery codes. */
  readonly codesLeft: number;
  readonly error: MachineError | undefined;
}

/** What proves it is the player before a new set of recovery codes. */
export type RenewProof = { readonly password: string } | { readonly code: string };

/** What turning two-factor on or renewing the set answers: the codes to show once. */
export interface RecoveryCodesOutput {
  readonly recoveryCodes: readonly string[];
}

export type TwoFactorEvent =
  | { type: 'enable.start' }
  | { type: 'enable.cancel' }
  | { type: 'sms.request' }
  | { type: 'codes.submit'; appCode: string; smsCode?: string }
  | { type: 'disable.start' }
  | { type: 'disable.cancel' }
  | { type: 'disable.submit'; code: string }
  | { type: 'codes.saved' }
  | { type: 'renew.start' }
  | { type: 'renew.cancel' }
  | { type: 'renew.submit'; proof: RenewProof }
  | { type: 'status.retry' };

/**
 * Two-factor sign-in in the office: its status; enabling shows a QR code and secret, optionally
 * sends an SMS code, and confirms with the app's code (and the SMS code) — a wrong SMS code and a
 * wrong app code come back as different errors; disabling asks for the app's current code (or a
 * recovery code). Turning it on, and renewing the set (with the password or an app code), shows
 * the recovery codes once, until the player says they saved them.
 */
export const twoFactorMachine = setup({
  types: { context: {} as TwoFactorContext, events: {} as TwoFactorEvent },
  actors: {
    loadStatus: fromPromise<{ enabled: boolean; codesLeft: number }>(() => {
      throw new Error('loadStatus is provided at runtime');
    }),
    getQr: fromPromise<TwoFactorQr>(() => {
      throw new Error('getQr is provided at runtime');
    }),
    sendSms: fromPromise<void>(() => {
      throw new Error('sendSms is provided at runtime');
    }),
    enable: fromPromise<RecoveryCodesOutput, { appCode: string; smsCode?: string }>(() => {
      throw new Error('enable is provided at runtime');
    }),
    renew: fromPromise<RecoveryCodesOutput, RenewProof>(() => {
      throw new Error('renew is provided at runtime');
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
    showCodes: assign({
      recoveryCodes: ({ event }) =>
        (event as { output?: RecoveryCodesOutput }).output?.recoveryCodes,
    }),
  },
  guards: {
    isEnabled: ({ event }) => (event as { output?: { enabled: boolean } }).output?.enabled === true,
  },
}).createMachine({
  id: 'twoFactor',
  context: {
    qr: undefined,
    smsSent: false,
    recoveryCodes: undefined,
    codesLeft: 0,
    error: undefined,
  },
  initial: 'loadingStatus',
  states: {
    loadingStatus: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: 'isEnabled',
            target: 'on',
            actions: assign({ codesLeft: ({ event }) => event.output.codesLeft }),
          },
          { target: 'off' },
        ],
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
        onDone: {
          target: 'showingCodes',
          actions: [assign({ qr: undefined, smsSent: false }), 'showCodes'],
        },
        onError: { target: 'showingQr', actions: 'keepError' },
      },
    },
    showingCodes: {
      on: {
        'codes.saved': {
          target: 'on',
          actions: assign({
            codesLeft: ({ context }) => context.recoveryCodes?.length ?? 0,
            recoveryCodes: undefined,
          }),
        },
      },
    },
    on: {
      on: {
        'disable.start': { target: 'confirmingDisable', actions: assign({ error: undefined }) },
        'renew.start': { target: 'confirmingRenew', actions: assign({ error: undefined }) },
      },
    },
    confirmingRenew: {
      on: {
        'renew.submit': { target: 'renewing', actions: assign({ error: undefined }) },
        'renew.cancel': { target: 'on', actions: assign({ error: undefined }) },
      },
    },
    renewing: {
      invoke: {
        id: 'renew',
        src: 'renew',
        input: ({ event }) => (event as Extract<TwoFactorEvent, { type: 'renew.submit' }>).proof,
        onDone: { target: 'showingCodes', actions: 'showCodes' },
        onError: { target: 'confirmingRenew', actions: 'keepError' },
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
        onDone: { target: 'off', actions: assign({ codesLeft: 0 }) },
        onError: { target: 'confirmingDisable', actions: 'keepError' },
      },
    },
  },
});
