import { assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';

export type ConsultantPaymentType = 'deposit' | 'withdrawal';

/** A topic a request is made by: which payments it is about, and whether it needs one. */
export interface ConsultantTopic {
  readonly id: string;
  readonly payments: readonly ConsultantPaymentType[];
  readonly needs_payment: boolean;
}

/** A payment a request names. */
export interface ConsultantPaymentRef {
  readonly type: ConsultantPaymentType;
  readonly id: string;
}

export interface PaymentConsultantContext {
  readonly topics: readonly ConsultantTopic[];
  readonly topic: ConsultantTopic | undefined;
  /** The player's payments the chosen topic may be about (what the platform answered). */
  readonly candidates: readonly (ConsultantPaymentRef & Record<string, unknown>)[];
  readonly payments: readonly ConsultantPaymentRef[];
  readonly details: string;
  /** One per filled-out request: sent again after a failure, it is the same request. */
  readonly requestKey: string;
  readonly requestId: number | undefined;
  readonly error: MachineError | undefined;
}

export type PaymentConsultantEvent =
  | { type: 'topic.choose'; topic: string }
  | { type: 'payments.choose'; payments: readonly ConsultantPaymentRef[] }
  | { type: 'details.submit'; details: string; requestKey: string }
  | { type: 'request.send' }
  | { type: 'retry' }
  | { type: 'back' };

/**
 * A request to the payment consultant, filled out in steps: the topic, the payments it is about
 * (the player's that the topic concerns; at least one where it needs one), what happened, a
 * review, then sending. Each step can go back; a refused send returns to the review with the
 * platform's error, and sending again uses the same request key (one request, however often).
 */
export const paymentConsultantMachine = setup({
  types: {
    context: {} as PaymentConsultantContext,
    events: {} as PaymentConsultantEvent,
    output: {} as { requestId: number },
  },
  actors: {
    loadTopics: fromPromise<readonly ConsultantTopic[]>(() => {
      throw new Error('loadTopics is provided at runtime');
    }),
    loadPayments: fromPromise<
      readonly (ConsultantPaymentRef & Record<string, unknown>)[],
      { topic: string }
    >(() => {
      throw new Error('loadPayments is provided at runtime');
    }),
    sendRequest: fromPromise<
      { id: number },
      {
        topic: string;
        payments: readonly ConsultantPaymentRef[];
        details: string;
        requestKey: string;
      }
    >(() => {
      throw new Error('sendRequest is provided at runtime');
    }),
  },
  guards: {
    knownTopic: ({ context, event }) =>
      context.topics.some((t) => t.id === (event as { topic?: string }).topic),
    enoughPayments: ({ context, event }) => {
      const { payments } = event as { payments: readonly ConsultantPaymentRef[] };
      const offered = payments.every((p) =>
        context.candidates.some((c) => c.type === p.type && c.id === p.id),
      );
      return offered && (payments.length > 0 || !context.topic?.needs_payment);
    },
    hasDetails: ({ event }) => (event as { details: string }).details.trim() !== '',
  },
  actions: {
    clearError: assign({ error: undefined }),
    keepError: assign({
      error: ({ event }) => toMachineError((event as { error?: unknown }).error),
    }),
  },
}).createMachine({
  id: 'paymentConsultant',
  context: {
    topics: [],
    topic: undefined,
    candidates: [],
    payments: [],
    details: '',
    requestKey: '',
    requestId: undefined,
    error: undefined,
  },
  initial: 'loadingTopics',
  states: {
    loadingTopics: {
      invoke: {
        id: 'loadTopics',
        src: 'loadTopics',
        onDone: {
          target: 'topic',
          actions: assign({ topics: ({ event }) => event.output, error: undefined }),
        },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      on: { retry: { target: 'loadingTopics', actions: 'clearError' } },
    },
    topic: {
      on: {
        'topic.choose': {
          guard: 'knownTopic',
          target: 'loadingPayments',
          actions: assign(({ context, event }) => ({
            topic: context.topics.find((t) => t.id === event.topic),
            // Another topic: the payments chosen for the last one no longer apply.
            payments: context.topic?.id === event.topic ? context.payments : [],
            error: undefined,
          })),
        },
      },
    },
    loadingPayments: {
      invoke: {
        id: 'loadPayments',
        src: 'loadPayments',
        input: ({ context }) => ({ topic: context.topic?.id ?? '' }),
        onDone: {
          target: 'payments',
          actions: assign({ candidates: ({ event }) => event.output }),
        },
        onError: { target: 'topic', actions: 'keepError' },
      },
    },
    payments: {
      on: {
        'payments.choose': {
          guard: 'enoughPayments',
          target: 'details',
          actions: assign({ payments: ({ event }) => event.payments, error: undefined }),
        },
        back: { target: 'topic', actions: 'clearError' },
      },
    },
    details: {
      on: {
        'details.submit': {
          guard: 'hasDetails',
          target: 'review',
          actions: assign(({ event }) => ({
            details: event.details.trim(),
            requestKey: event.requestKey,
            error: undefined,
          })),
        },
        back: { target: 'payments', actions: 'clearError' },
      },
    },
    review: {
      on: {
        'request.send': { target: 'sending', actions: 'clearError' },
        back: { target: 'details', actions: 'clearError' },
      },
    },
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => ({
          topic: context.topic?.id ?? '',
          payments: context.payments,
          details: context.details,
          requestKey: context.requestKey,
        }),
        onDone: {
          target: 'sent',
          actions: assign({ requestId: ({ event }) => event.output.id }),
        },
        onError: { target: 'review', actions: 'keepError' },
      },
    },
    sent: { type: 'final' },
  },
  output: ({ context }) => ({ requestId: context.requestId ?? 0 }),
});
