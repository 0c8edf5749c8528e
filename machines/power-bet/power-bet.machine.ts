import { assertEvent, assign, fromPromise, setup } from 'xstate';

import { parseMinor } from '@/lib/money/minor';

import { type MachineError, toMachineError } from '../machine-error';

/** A top-up as it is placed: the open bet it powers, the stake, the prices the offer showed. */
export interface PowerBetTopUp {
  readonly betId: number;
  /** The request's guid: the same for every try of one top-up (a retry places it once). */
  readonly guid: string;
  readonly stake: string;
  readonly prices: readonly number[];
}

export interface PowerBetContext {
  readonly betId: number;
  readonly guid: string;
  /** The stake last asked for is outside the offer's range (the player is told the range). */
  readonly outOfRange: boolean;
  readonly topUpId: number | undefined;
  readonly error: MachineError | undefined;
}

export type PowerBetEvent =
  | {
      readonly type: 'powerbet.submit';
      /** The stake as typed. */
      readonly stake: string;
      /** The offer's range and prices at the moment the player asked. */
      readonly minStake: string;
      readonly maxStake: string;
      readonly prices: readonly number[];
    }
  /** The player changed the stake: what was said of the last one no longer applies. */
  | { readonly type: 'powerbet.edit' };

/** A top-up stake as typed is within an offer's range (its least and most, as the platform writes them). */
export function stakeInRange(stake: string, minStake: string, maxStake: string): boolean {
  const amount = parseMinor(stake);
  return (
    amount !== undefined &&
    amount >= (parseMinor(minStake) ?? 1n) &&
    amount <= (parseMinor(maxStake) ?? 0n)
  );
}

/**
 * PowerBet on one open bet: a top-up stake the player asks for is checked against the offer's
 * range, then placed under the guid the flow started with, kept through refusals and lost answers
 * so that a second try never places it twice. A refused top-up (the offer moved or ended) keeps
 * its error for the page, which asks for the offer again; the flow ends with the top-up's bet id.
 */
export const powerBetMachine = setup({
  types: {
    context: {} as PowerBetContext,
    events: {} as PowerBetEvent,
    input: {} as { betId: number; guid: string },
    output: {} as { betId: number; topUpId: number },
    children: {} as { place: 'place' },
  },
  actors: {
    /** Places the top-up on the platform: the id of the bet it makes. */
    place: fromPromise<number, PowerBetTopUp>(() => {
      throw new Error('place is provided at runtime');
    }),
  },
  guards: {
    stakeInRange: ({ event }) => {
      assertEvent(event, 'powerbet.submit');
      return stakeInRange(event.stake, event.minStake, event.maxStake);
    },
  },
}).createMachine({
  id: 'powerBet',
  context: ({ input }) => ({
    betId: input.betId,
    guid: input.guid,
    outOfRange: false,
    topUpId: undefined,
    error: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'powerbet.submit': [
          { guard: 'stakeInRange', target: 'placing' },
          { actions: assign({ outOfRange: true, error: undefined }) },
        ],
        'powerbet.edit': { actions: assign({ outOfRange: false, error: undefined }) },
      },
    },
    placing: {
      entry: assign({ outOfRange: false, error: undefined }),
      invoke: {
        id: 'place',
        src: 'place',
        input: ({ context, event }) => {
          assertEvent(event, 'powerbet.submit');
          return {
            betId: context.betId,
            guid: context.guid,
            stake: event.stake.trim(),
            prices: event.prices,
          };
        },
        onDone: { target: 'placed', actions: assign({ topUpId: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => toMachineError(event.error) }),
        },
      },
    },
    placed: { type: 'final' },
  },
  output: ({ context }) => ({ betId: context.betId, topUpId: context.topUpId ?? 0 }),
});
