import { assertEvent, assign, fromPromise, setup } from 'xstate';

import { type MachineError, toMachineError } from '../machine-error';
import type {
  CouponContext,
  CouponEvent,
  CouponInput,
  PlaceBetInput,
  PlaceBetOutput,
} from './coupon.types';
import { canBid, canPlace } from './coupon-blockers';
import {
  acceptChanges,
  advanceStandingOf,
  amountOf,
  amountText,
  applyPrices,
  chooseFunding,
  chooseKind,
  followList,
  fundingAllowed,
  initialContext,
  KIND_MINIMUM,
  nextAttempt,
  placeBetInput,
  stakeTextAllowed,
  updatedLimits,
} from './coupon-content';
import { autoBetAvailable, autoPriceTextAllowed } from './coupon-requests';

type Placed = Extract<PlaceBetOutput, { status: 'placed' }>;
type Requested = Extract<PlaceBetOutput, { status: 'requested' }>;
type Refusal = Extract<PlaceBetOutput, { status: 'refused' }>;

/**
 * The bet slip on top of the selection list: it follows the list (`selections.set`), takes the
 * feed's prices and suspensions (`prices.update`), the kind (single — several singles for more
 * than one selection —, express, system k of n), the stake (two decimals) and the player's
 * odds-change policy. Placement is allowed when nothing blocks it (coupon-blockers.ts); a price
 * the policy does not take needs `changes.accept` first. `placeBet` places it with one bet guid
 * per content: an unanswered placement is retried with the same guid (never placed twice), a
 * changed coupon or an answered refusal takes the fresh one its `bet.place` click brings. A
 * refusal returns to editing with the platform's prices and limits; the placed bet shows until
 * the next list, `placed.dismiss` or `coupon.clear`. The stake comes from the main account or a
 * bonus (`funding.choose`); a free bet fixes the stake at its amount, on one bet. An advance is
 * chosen only while the platform says one is available (`advance.update`, GetAvance's answer, or
 * an advance's refusal): the stake is held to it, and an unrepaid advance blocks it. A single may
 * ask for an auto-bet at a price above the one now (`autobet.set`, `autobet.price`), and a stake
 * above the largest may go as a VIP bid where the platform takes them (`bet.bid`): the platform
 * holds either as a request, shown (`requested`) until the next list, `requested.dismiss` or
 * `coupon.clear`.
 */
export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as CouponInput,
    children: {} as { placeBet: 'placeBet' },
  },
  actors: {
    /** Places the bet on the platform: its answer, or a rejection when no answer came. */
    placeBet: fromPromise<PlaceBetOutput, PlaceBetInput>(() => {
      throw new Error('placeBet is provided at runtime');
    }),
  },
  actions: {
    followList: assign(({ context, event }) => {
      assertEvent(event, 'selections.set');
      return followList(context, event.selections);
    }),
    applyPrices: assign(({ context, event }) => {
      assertEvent(event, 'prices.update');
      return { selections: applyPrices(context.selections, event.prices) };
    }),
    updateAdvance: assign(({ event }) => {
      assertEvent(event, 'advance.update');
      return { advance: advanceStandingOf(event.standing) };
    }),
    updateLimits: assign(({ context, event }) => {
      assertEvent(event, 'limits.update');
      return { limits: updatedLimits(context.limits, event) };
    }),
    chooseKind: assign(({ context, event }) => {
      assertEvent(event, 'kind.choose');
      return chooseKind(context, event.kind);
    }),
    chooseSystemSize: assign(({ event }) => {
      assertEvent(event, 'system.size');
      return { systemSize: event.size };
    }),
    typeStake: assign(({ event }) => {
      assertEvent(event, 'stake.type');
      return { stakeText: event.text };
    }),
    quickStake: assign(({ event }) => {
      assertEvent(event, 'stake.quick');
      return { stakeText: amountText(event.amount, '') };
    }),
    setPolicy: assign(({ event }) => {
      assertEvent(event, 'policy.set');
      return { policy: event.policy };
    }),
    chooseFunding: assign(({ event }) => {
      assertEvent(event, 'funding.choose');
      return chooseFunding(event.funding);
    }),
    acceptChanges: assign(({ context }) => ({ selections: acceptChanges(context.selections) })),
    // An unanswered attempt outlives the clear: the same bet rebuilt goes with the same guid.
    clearCoupon: assign(({ context }) => ({
      ...initialContext({
        ...context.limits,
        policy: context.policy,
        tax: context.tax,
      }),
      // Where the stake comes from is the player's standing choice, like the policy.
      ...chooseFunding(context.funding),
      advance: context.advance,
      // The platform's word on the limits stands (whether it takes VIP bids too).
      limits: context.limits,
      attempt: context.attempt,
    })),
    startAttempt: assign(({ context, event }) => {
      assertEvent(event, ['bet.place', 'bet.bid']);
      return {
        attempt: nextAttempt(context, event.guid, event.type === 'bet.bid'),
        lastError: undefined,
      };
    }),
    setAutoBet: assign(({ event }) => {
      assertEvent(event, 'autobet.set');
      return { autoBet: event.on };
    }),
    setLobby: assign(({ event }) => {
      assertEvent(event, 'lobby.set');
      return { lobby: event.on };
    }),
    typeAutoPrice: assign(({ event }) => {
      assertEvent(event, 'autobet.price');
      return { autoPriceText: event.text, autoPriceFormat: event.format };
    }),
    // The request is the platform's now: the coupon is done asking for it.
    takeRequest: assign(({ context }, params: { output: Requested }) => ({
      requested: params.output.request,
      attempt: undefined,
      autoBet: false,
      autoPriceText: '',
      limits: updatedLimits(context.limits, params.output.limits),
    })),
    leaveRequested: assign({ requested: undefined }),
    takePlacedBet: assign(({ context }, params: { output: Placed }) => ({
      placed: params.output.bet,
      attempt: undefined,
      limits: updatedLimits(context.limits, params.output.limits),
    })),
    // An answered refusal placed nothing: its guid is spent, the platform's news is taken.
    takeRefusal: assign(({ context }, params: { refusal: Refusal }) => ({
      attempt: undefined,
      lastError: { code: params.refusal.code, message: params.refusal.message },
      selections: applyPrices(context.selections, params.refusal.prices ?? {}),
      limits: updatedLimits(context.limits, params.refusal.limits),
      advance: advanceStandingOf(params.refusal.advance) ?? context.advance,
    })),
    // No answer: the attempt (and its guid) stays for the retry.
    takeFailure: assign((_, params: { error: MachineError }) => ({ lastError: params.error })),
    dismissFailure: assign({ lastError: undefined }),
    leavePlaced: assign({ placed: undefined }),
  },
  guards: {
    kindAvailable: ({ context, event }) => {
      assertEvent(event, 'kind.choose');
      return context.selections.length >= KIND_MINIMUM[event.kind];
    },
    systemSizeAllowed: ({ context, event }) => {
      assertEvent(event, 'system.size');
      return context.kind === 'system' && Number.isInteger(event.size);
    },
    // A free bet's stake is all of it: typing and quick stakes leave it as it is.
    stakeTextAllowed: ({ context, event }) => {
      assertEvent(event, 'stake.type');
      return context.funding?.fixedStake === undefined && stakeTextAllowed(event.text);
    },
    quickAmountValid: ({ context, event }) => {
      assertEvent(event, 'stake.quick');
      return context.funding?.fixedStake === undefined && (amountOf(event.amount) ?? 0n) > 0n;
    },
    fundingAllowed: ({ context, event }) => {
      assertEvent(event, 'funding.choose');
      return fundingAllowed(event.funding, context.advance);
    },
    hasPriceMoves: ({ context }) => context.selections.some((s) => s.price !== s.accepted),
    canPlace: ({ context }) => canPlace(context),
    canBid: ({ context }) => canBid(context),
    // On for one selection only; off always.
    autoBetAllowed: ({ context, event }) => {
      assertEvent(event, 'autobet.set');
      return !event.on || autoBetAvailable(context);
    },
    autoPriceTextAllowed: ({ event }) => {
      assertEvent(event, 'autobet.price');
      return autoPriceTextAllowed(event.text, event.format);
    },
    betPlaced: (_, params: { output: PlaceBetOutput }) => params.output.status === 'placed',
    betRequested: (_, params: { output: PlaceBetOutput }) => params.output.status === 'requested',
    listNotEmpty: ({ event }) => {
      assertEvent(event, 'selections.set');
      return event.selections.length > 0;
    },
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  // The list, the feed and the platform's limits are followed whatever the coupon is doing; what
  // the player agreed to moves only by the player's hand, so an attempt under way is never changed.
  on: {
    'selections.set': { actions: 'followList' },
    'prices.update': { actions: 'applyPrices' },
    'limits.update': { actions: 'updateLimits' },
    'advance.update': { actions: 'updateAdvance' },
  },
  states: {
    editing: {
      on: {
        'kind.choose': { guard: 'kindAvailable', actions: 'chooseKind' },
        'system.size': { guard: 'systemSizeAllowed', actions: 'chooseSystemSize' },
        'stake.type': { guard: 'stakeTextAllowed', actions: 'typeStake' },
        'stake.quick': { guard: 'quickAmountValid', actions: 'quickStake' },
        'policy.set': { actions: 'setPolicy' },
        'funding.choose': { guard: 'fundingAllowed', actions: 'chooseFunding' },
        'changes.accept': { guard: 'hasPriceMoves', actions: 'acceptChanges' },
        'bet.place': { guard: 'canPlace', target: 'placing', actions: 'startAttempt' },
        'bet.bid': { guard: 'canBid', target: 'placing', actions: 'startAttempt' },
        'autobet.set': { guard: 'autoBetAllowed', actions: 'setAutoBet' },
        'autobet.price': { guard: 'autoPriceTextAllowed', actions: 'typeAutoPrice' },
        'lobby.set': { actions: 'setLobby' },
        'coupon.clear': { actions: 'clearCoupon' },
      },
    },
    placing: {
      invoke: {
        id: 'placeBet',
        src: 'placeBet',
        input: ({ context }) => placeBetInput(context.attempt),
        onDone: [
          {
            guard: { type: 'betPlaced', params: ({ event }) => ({ output: event.output }) },
            target: 'placed',
            actions: {
              type: 'takePlacedBet',
              params: ({ event }) => ({ output: event.output as Placed }),
            },
          },
          {
            guard: { type: 'betRequested', params: ({ event }) => ({ output: event.output }) },
            target: 'requested',
            actions: {
              type: 'takeRequest',
              params: ({ event }) => ({ output: event.output as Requested }),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'takeRefusal',
              params: ({ event }) => ({ refusal: event.output as Refusal }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'takeFailure',
            params: ({ event }) => ({ error: toMachineError(event.error) }),
          },
        },
      },
    },
    failed: {
      on: {
        // Another list is another coupon: back to it (the unanswered attempt keeps its guid).
        'selections.set': { target: 'editing', actions: 'followList' },
        'bet.retry': { target: 'placing', actions: 'dismissFailure' },
        'failure.dismiss': { target: 'editing', actions: 'dismissFailure' },
        'coupon.clear': { target: 'editing', actions: 'clearCoupon' },
      },
    },
    placed: {
      exit: 'leavePlaced',
      on: {
        'selections.set': { guard: 'listNotEmpty', target: 'editing', actions: 'followList' },
        // The variant keeps the selections after a bet: back to them as they are.
        'placed.dismiss': 'editing',
        'coupon.clear': { target: 'editing', actions: 'clearCoupon' },
      },
    },
    requested: {
      exit: 'leaveRequested',
      on: {
        'selections.set': { guard: 'listNotEmpty', target: 'editing', actions: 'followList' },
        'requested.dismiss': 'editing',
        'coupon.clear': { target: 'editing', actions: 'clearCoupon' },
      },
    },
  },
});
