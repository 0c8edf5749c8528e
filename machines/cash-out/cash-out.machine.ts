import { assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';

/** What the platform says a bet sells for now: a value, or why it cannot be sold. */
export type CashOutQuote =
  | { readonly status: 'available'; readonly value: string }
  | { readonly status: 'unavailable'; readonly reason: string; readonly selection?: number }
  | { readonly status: 'sold'; readonly amount: string };

/** A sale's answer: sold for an amount, or refused because the value moved to another one. */
export type CashOutSale =
  | { readonly sold: true; readonly amount: string }
  | { readonly sold: false; readonly value: string };

export interface CashOutContext {
  readonly betId: number;
  /** The value the player is asked to accept. */
  readonly value: string | undefined;
  /** The value changed since the player was last asked (the sale was refused for it). */
  readonly changed: boolean;
  /** Why the bet cannot be sold now (a cash-out reason of the platform). */
  readonly reason: string | undefined;
  readonly amount: string | undefined;
  readonly error: MachineError | undefined;
}

export type CashOutEvent =
  { type: 'cashout.ask' } | { type: 'cashout.confirm' } | { type: 'cashout.cancel' };

/**
 * Cashing out one bet: its value asked of the platform, the player asked to confirm it, the sale
 * at that value; a value that moved meanwhile is shown and asked again, a bet that cannot be sold
 * says why. The outcome is the amount it sold for.
 */
export const cashOutMachine = setup({
  types: {
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
    input: {} as { betId: number },
    output: {} as { betId: number; amount: string },
  },
  actors: {
    quote: fromPromise<CashOutQuote, { betId: number }>(() => {
      throw new Error('quote is provided at runtime');
    }),
    sell: fromPromise<CashOutSale, { betId: number; value: string }>(() => {
      throw new Error('sell is provided at runtime');
    }),
  },
  guards: {
    available: ({ event }) =>
      (event as unknown as { output: CashOutQuote }).output.status === 'available',
    sold: ({ event }) => (event as unknown as { output: CashOutSale }).output.sold,
  },
  actions: {
    keepError: assign({
      error: ({ event }) => toMachineError((event as { error?: unknown }).error),
    }),
  },
}).createMachine({
  id: 'cashOut',
  context: ({ input }) => ({
    betId: input.betId,
    value: undefined,
    changed: false,
    reason: undefined,
    amount: undefined,
    error: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cashout.ask': {
          target: 'quoting',
          actions: assign({ error: undefined, reason: undefined, changed: false }),
        },
      },
    },
    quoting: {
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ betId: context.betId }),
        onDone: [
          {
            guard: 'available',
            target: 'confirming',
            actions: assign({
              value: ({ event }) => (event.output as { value: string }).value,
            }),
          },
          {
            target: 'refused',
            actions: assign({
              reason: ({ event }) =>
                event.output.status === 'unavailable' ? event.output.reason : 'bet_not_open',
            }),
          },
        ],
        onError: { target: 'idle', actions: 'keepError' },
      },
    },
    confirming: {
      on: {
        'cashout.confirm': { target: 'selling' },
        'cashout.cancel': { target: 'idle', actions: assign({ changed: false }) },
      },
    },
    refused: {
      on: {
        'cashout.ask': { target: 'quoting', actions: assign({ reason: undefined }) },
        'cashout.cancel': { target: 'idle', actions: assign({ reason: undefined }) },
      },
    },
    selling: {
      invoke: {
        id: 'sell',
        src: 'sell',
        input: ({ context }) => ({ betId: context.betId, value: context.value ?? '0' }),
        onDone: [
          {
            guard: 'sold',
            target: 'sold',
            actions: assign({ amount: ({ event }) => (event.output as { amount: string }).amount }),
          },
          {
            target: 'confirming',
            actions: assign({
              value: ({ event }) => (event.output as { value: string }).value,
              changed: true,
            }),
          },
        ],
        onError: { target: 'idle', actions: 'keepError' },
      },
    },
    sold: { type: 'final' },
  },
  output: ({ context }) => ({ betId: context.betId, amount: context.amount ?? '0.00' }),
});
